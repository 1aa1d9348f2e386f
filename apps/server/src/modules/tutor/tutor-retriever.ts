import type { TutorSource } from '@academia/shared';
import type { SearchService } from '../search/search.service.js';
import { PassageIndex, type RankedPassage } from './passage-index.js';
import { passagesOf, type Passage } from './passages.js';
import { quoteOf } from './quote.js';

/** How many distinct sources an answer cites at most. */
export const MAX_SOURCES = 5;
/**
 * The least share of a question's weight (its rarer words count more) that the best passages must contain for the
 * tutor to answer. Below it the libraries do not speak about the question, and it declines. Tuned with
 * `npm run bench:tutor` (bench/tutor): lower lets off-topic questions through, higher refuses real ones.
 */
export const DECLINE_THRESHOLD = 0.45;
/**
 * A passage that matches a few rare words of the question many times ("primeros auxilios" in the lesson of that
 * name) grounds it even when the question also has words nobody wrote ("se desmaya"), down to this coverage.
 */
export const STRONG_MATCH = { score: 9, coverage: 0.25 } as const;
/** Passages read from the ranking before keeping the best of each source. */
const CANDIDATES = 200;
/** How much a source's second and third best passages add to its best one: a lesson on the topic says it often. */
const SUPPORT = [0.25, 0.1] as const;

export interface CitedPassage {
  passage: Passage;
  source: TutorSource;
}

export interface Retrieval {
  declined: boolean;
  /** Best first, one per source; empty when declined. */
  cited: CitedPassage[];
}

/**
 * The best passage of each source, best source first, at most `limit`. A source ranks by its best passage plus a
 * share of its next ones (`SUPPORT`), so a whole lesson about the question outranks a passing mention.
 */
export function bestPerSource(ranked: readonly RankedPassage[], limit: number): RankedPassage[] {
  const bySource = new Map<string, { best: RankedPassage; total: number; count: number }>();
  for (const hit of ranked) {
    const group = bySource.get(hit.passage.sourceKey);
    if (!group) {
      bySource.set(hit.passage.sourceKey, { best: hit, total: hit.score, count: 1 });
      continue;
    }
    const share = SUPPORT[group.count - 1];
    if (share !== undefined) group.total += share * hit.score;
    group.count += 1;
  }
  return [...bySource.values()]
    .sort((a, b) => b.total - a.total)
    .slice(0, limit)
    .map((group) => group.best);
}

/** Whether the best passages ground the question well enough to answer it. */
export function isGrounded(hits: readonly RankedPassage[], threshold = DECLINE_THRESHOLD): boolean {
  return hits.some(
    (hit) => hit.coverage >= threshold || (hit.score >= STRONG_MATCH.score && hit.coverage >= STRONG_MATCH.coverage),
  );
}

/**
 * Finds the passages that answer a question. The passage index is rebuilt from the search index whenever that
 * index changes (its stamp: entry count and last write), so an edited lesson or a new norm is quoted by the next
 * question; rebuilding takes a fraction of a second and happens only after an edit.
 */
export class TutorRetriever {
  private current: { stamp: string; index: PassageIndex } | null = null;
  private building: Promise<PassageIndex> | null = null;

  constructor(private readonly search: SearchService) {}

  async retrieve(question: string): Promise<Retrieval> {
    const index = await this.index();
    const hits = bestPerSource(index.search(question, CANDIDATES), MAX_SOURCES);
    if (!isGrounded(hits)) return { declined: true, cited: [] };
    return {
      declined: false,
      cited: hits.map(({ passage }) => ({
        passage,
        source: {
          kind: passage.kind,
          title: passage.title,
          url: passage.url,
          snippet: quoteOf(passage.text, question),
        },
      })),
    };
  }

  private async index(): Promise<PassageIndex> {
    const stamp = await this.search.stamp();
    if (this.current?.stamp === stamp) return this.current.index;
    // Questions that arrive during a rebuild share it instead of each starting their own.
    this.building ??= this.rebuild().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async rebuild(): Promise<PassageIndex> {
    const { stamp, entries } = await this.search.visibleEntries();
    const index = new PassageIndex(entries.flatMap(passagesOf));
    this.current = { stamp, index };
    return index;
  }
}
