import { paths, type GlobalSearchResult, type Highlight, type SearchKind } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor, Tx } from '../../db/executor.js';
import type { Clock } from '../../infra/clock/clock.js';
import { queryTerms, type QueryTerm } from './analyzer/analyzer.js';
import { highlight, snippet } from './highlight.js';
import {
  entryKey,
  type IndexStamp,
  type IndexedEntry,
  type ListedEntry,
  type SearchEntry,
  type SearchRepository,
  type SearchRequest,
  type SearchSelector,
} from './search-index.js';

export interface SearchMatch extends IndexedEntry {
  titleHighlight: Highlight;
  snippet: Highlight;
}

export interface FoundPage {
  total: number;
  /** Null when the request had no text to match. */
  terms: QueryTerm[] | null;
  entries: SearchMatch[];
}

export type FindRequest = Omit<SearchRequest, 'terms'> & { text?: string | undefined };

/** Path of the page that opens a hit. */
export function hrefOf(entry: Pick<IndexedEntry, 'kind' | 'targetId' | 'parentId'>): string {
  switch (entry.kind) {
    case 'route':
      return paths.route(entry.targetId);
    case 'item':
      return paths.routeContent(entry.parentId ?? '', entry.targetId);
    case 'document':
      return paths.document(entry.targetId);
    case 'norm':
      return paths.norm(entry.targetId);
  }
}

const ALL_KINDS: SearchKind[] = ['route', 'item', 'document', 'norm'];

/**
 * Writing an entry takes several statements, so an index change runs in the caller's transaction when it is given
 * one (the entry then commits or rolls back with the content it describes) and in a transaction of its own otherwise.
 */
function inTransaction(db: Executor, work: (tx: Tx) => Promise<void>): Promise<void> {
  // Only a Transaction answers `true`; the type of the check does not narrow the union by itself.
  return db.isTransaction ? work(db as Tx) : db.transaction().execute(work);
}

/** Keeps the index up to date for the modules that own the content, and answers searches with marked matches. */
export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly repository: SearchRepository,
    private readonly clock: Clock,
  ) {}

  /** Inserts or replaces entries; pass the transaction that writes the content so both commit together. */
  async index(db: Executor, entries: SearchEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await inTransaction(db, (tx) => this.repository.upsert(tx, entries, this.clock.now()));
  }

  /** Removes entries of a kind; pass the transaction that removes or hides the content. */
  remove(db: Executor, kind: SearchKind, selector: SearchSelector): Promise<void> {
    return inTransaction(db, (tx) => this.repository.remove(tx, kind, selector));
  }

  /**
   * Every entry learners may find, whole (for readers that build their own index, such as the tutor's passages),
   * with the stamp it was read at.
   */
  async visibleEntries(): Promise<{ stamp: IndexStamp; entries: ListedEntry[] }> {
    const stamp = await this.repository.stamp(this.db);
    return { stamp, entries: await this.repository.listVisible(this.db) };
  }

  /** Merges what a rebuild of many entries left behind, so that searches stay as fast as on a fresh index. */
  compactIndex(): Promise<void> {
    return this.repository.compact(this.db);
  }

  /** Changes whenever any entry is written or removed: a reader compares it to know its copy is stale. */
  stamp(): Promise<IndexStamp> {
    return this.repository.stamp(this.db);
  }

  /** Lists entries, matching `text` when it has words (a query of only punctuation finds nothing). */
  async find({ text, ...request }: FindRequest): Promise<FoundPage> {
    const terms = text?.trim() ? queryTerms(text) : null;
    if (terms?.length === 0) return { total: 0, terms, entries: [] };
    const page = await this.repository.search(this.db, { ...request, terms });
    return {
      total: page.total,
      terms,
      entries: page.entries.map((entry) => ({
        ...entry,
        titleHighlight: highlight(entry.title, terms ?? []),
        snippet: snippet(entry.body, terms ?? []),
      })),
    };
  }

  /**
   * The header search: everything learners may find (published routes and their items, library entries that are
   * not deleted), best match first. Admins get the same results: drafts are for the admin area.
   */
  async global(query: string, limit: number): Promise<GlobalSearchResult> {
    const found = await this.find({
      text: query,
      kinds: ALL_KINDS,
      visibleOnly: true,
      sort: 'relevance',
      limit,
      offset: 0,
    });
    const routeTitles = await this.routeTitlesOf(found.entries);
    return {
      query,
      total: found.total,
      items: found.entries.map((entry) => ({
        kind: entry.kind,
        id: entry.targetId,
        title: entry.title,
        titleHighlight: entry.titleHighlight,
        snippet: entry.snippet,
        href: hrefOf(entry),
        routeTitle: (entry.kind === 'item' && entry.parentId && routeTitles.get(entry.parentId)) || null,
      })),
    };
  }

  /** Route id → title for the routes the content items among `entries` belong to (read from the index itself). */
  private async routeTitlesOf(entries: readonly IndexedEntry[]): Promise<Map<string, string>> {
    const parentKeys = entries.flatMap((entry) =>
      entry.kind === 'item' && entry.parentId ? [entryKey('route', entry.parentId)] : [],
    );
    if (parentKeys.length === 0) return new Map();
    const parents = await this.repository.entries(this.db, [...new Set(parentKeys)]);
    return new Map(parents.map((parent) => [parent.targetId, parent.title]));
  }

  /**
   * Title, a one-line description and the page of each referenced entry that still exists (and, unless
   * `includeHidden`, that learners may see). A content item is described by its route.
   */
  async describe(
    refs: { kind: SearchKind; targetId: string }[],
    includeHidden: boolean,
  ): Promise<Map<string, { title: string; description: string; href: string }>> {
    const keys = refs.map((ref) => entryKey(ref.kind, ref.targetId));
    const entries = (await this.repository.entries(this.db, keys)).filter((entry) => includeHidden || entry.visible);
    const parents = await this.routeTitlesOf(entries);
    return new Map(
      entries.map((entry) => {
        const routeTitle = entry.parentId ? parents.get(entry.parentId) : undefined;
        return [
          entryKey(entry.kind, entry.targetId),
          {
            title: entry.title,
            description: routeTitle ? `Ruta: ${routeTitle}` : firstSentence(entry.body),
            href: hrefOf(entry),
          },
        ];
      }),
    );
  }
}

const DESCRIPTION_LENGTH = 160;

/** The beginning of a text, cut at a word, for one-line descriptions. */
function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}
