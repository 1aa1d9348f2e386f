import type { TutorSourceKind } from '@academia/shared';
import type { ListedEntry } from '../search/search-index.js';
import { hrefOf } from '../search/search.service.js';

/** One quotable piece of a source: a lesson's section paragraph, a norm's article or paragraph, a document's paragraph. */
export interface Passage {
  /** `kind:targetId` of the entry it comes from: passages of one source share it. */
  sourceKey: string;
  kind: TutorSourceKind;
  /** As the library or the route shows it; a norm's reads "Resolución 0312 de 2019". */
  title: string;
  url: string;
  /** The heading or article the passage falls under, when the text has one. */
  section: string | null;
  text: string;
  /** A norm's number without leading zeros ("312"), and its year. */
  normNumber: string | null;
  normYear: number | null;
  /**
   * How much a match here is worth next to a lesson's or a document's (1): a route's overview and a quiz's
   * description only name a topic, a norm no longer in force is quoted after the one that replaced it.
   */
  prior: number;
}

/** Priors by what a passage is (see `Passage.prior`). */
const PRIOR = { overview: 0.7, quiz: 0.5, link: 0.8, repealed: 0.6 } as const;

function priorOf(entry: ListedEntry): number {
  if (entry.kind === 'route') return PRIOR.overview;
  if (entry.kind === 'item' && entry.subtype === 'quiz') return PRIOR.quiz;
  if (entry.kind === 'item' && entry.subtype === 'link') return PRIOR.link;
  if (entry.kind === 'norm' && entry.status === 'repealed') return PRIOR.repealed;
  return 1;
}

const KINDS: Record<ListedEntry['kind'], TutorSourceKind> = {
  item: 'lesson',
  route: 'route',
  document: 'document',
  norm: 'norm',
};

/** Passages longer than this are cut at sentence ends into pieces of about `TARGET` characters. */
const MAX_PASSAGE = 800;
const TARGET_PASSAGE = 500;
/** Shorter pieces (a lone line, a list item) join the next one instead of standing alone. */
const MIN_PASSAGE = 60;
const HEADING_MAX = 100;
const ARTICLE = /^((?:art[íi]culo|par[áa]grafo)\s+[\p{L}\d.°º-]+)/iu;

/** A short line that does not end a sentence: a title the paragraphs below it belong to. */
function isHeading(chunk: string): boolean {
  return chunk.length <= HEADING_MAX && !/[.;:,!?…»")]$/.test(chunk) && !chunk.includes('\n');
}

/** The text's paragraphs: blank lines separate them; single line breaks (as PDF text has) are mere wrapping. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((chunk) => chunk.length > 0);
}

/** Cuts a long paragraph at sentence ends into pieces near `TARGET_PASSAGE` characters. */
export function cutLong(paragraph: string): string[] {
  if (paragraph.length <= MAX_PASSAGE) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [paragraph];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > TARGET_PASSAGE) {
      pieces.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

/** A text split into sections and passages: headings and article labels become the section of what follows. */
export function splitText(text: string): { section: string | null; text: string }[] {
  const out: { section: string | null; text: string }[] = [];
  let section: string | null = null;
  let pending = '';
  const paragraphs = paragraphsOf(text);
  paragraphs.forEach((paragraph, index) => {
    const article = ARTICLE.exec(paragraph);
    if (article?.[1]) section = article[1].replace(/[.:]$/, '');
    else if (isHeading(paragraph) && index < paragraphs.length - 1) {
      if (pending) out.push({ section, text: pending });
      pending = '';
      section = paragraph;
      return;
    }
    const joined = pending ? `${pending} ${paragraph}` : paragraph;
    if (joined.length < MIN_PASSAGE && index < paragraphs.length - 1) {
      pending = joined;
      return;
    }
    pending = '';
    for (const piece of cutLong(joined)) out.push({ section, text: piece });
  });
  if (pending) out.push({ section, text: pending });
  return out;
}

/** A norm's number as the analyzer folds it ("0312" → "312"), read from the entry's recency ("2019-00000312"). */
function normNumberOf(entry: ListedEntry): string | null {
  if (entry.kind !== 'norm') return null;
  const padded = /-(\d+)$/.exec(entry.recency)?.[1];
  return padded ? padded.replace(/^0+(?=\d)/, '') : null;
}

/** The passages of one entry of the search index. */
export function passagesOf(entry: ListedEntry): Passage[] {
  const base = {
    sourceKey: `${entry.kind}:${entry.targetId}`,
    kind: KINDS[entry.kind],
    title: entry.title,
    url: hrefOf(entry),
    normNumber: normNumberOf(entry),
    normYear: entry.kind === 'norm' ? entry.year : null,
    prior: priorOf(entry),
  };
  const pieces = splitText(entry.body);
  // A source with no text still has its title to be found by.
  if (pieces.length === 0) return [{ ...base, section: null, text: entry.title }];
  return pieces.map((piece) => ({ ...base, ...piece }));
}
