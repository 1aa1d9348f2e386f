import type { SearchKind } from '@academia/shared';
import type { Executor, Tx } from '../../db/executor.js';
import type { QueryTerm } from './analyzer/analyzer.js';

/** What a module hands to the index for one searchable thing. */
export interface SearchEntry {
  kind: SearchKind;
  targetId: string;
  /** The route of a content item; null otherwise. */
  parentId: string | null;
  title: string;
  /** Words that weigh like the title without being shown as it (e.g. a norm's subject). */
  keywords: string;
  /** Summary, text and text extracted from files: shown as the snippet around a match. */
  body: string;
  /** Whether learners may find it (a published route, a document that is not deleted). */
  visible: boolean;
  /** Kind of content item, document or norm. */
  subtype: string | null;
  topic: string | null;
  status: string | null;
  year: number | null;
  /** Sorts newest last as text (an ISO date, or a norm's year and number). */
  recency: string;
}

export type SearchSort = 'relevance' | 'newest' | 'oldest' | 'title';

export interface SearchRequest {
  /** Null lists without matching text. */
  terms: QueryTerm[] | null;
  kinds: SearchKind[];
  visibleOnly: boolean;
  subtype?: string | undefined;
  topic?: string | undefined;
  status?: string | undefined;
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  /** "relevance" without terms means newest first. */
  sort: SearchSort;
  limit: number;
  offset: number;
}

export interface IndexedEntry {
  kind: SearchKind;
  targetId: string;
  parentId: string | null;
  title: string;
  body: string;
}

export interface SearchPage {
  total: number;
  entries: IndexedEntry[];
}

/**
 * Full-text search over every module's entries. Two implementations pass the same contract tests: SQLite FTS5
 * and PostgreSQL text search, both fed by the shared Spanish analyzer.
 */
export interface SearchRepository {
  /**
   * Inserts or replaces entries by (kind, targetId), stamped with `now`. An entry is written in several statements,
   * hence the transaction.
   */
  upsert(tx: Tx, entries: SearchEntry[], now: Date): Promise<void>;
  /** Removes the given targets, or with `parentId` every entry under that parent. */
  remove(tx: Tx, kind: SearchKind, selector: SearchSelector): Promise<void>;
  search(db: Executor, request: SearchRequest): Promise<SearchPage>;
  /** Entries by key (`entryKey`), visible or not. */
  entries(db: Executor, keys: string[]): Promise<StoredEntry[]>;
  /** Every entry learners may find, whole. */
  listVisible(db: Executor): Promise<ListedEntry[]>;
  /** A value that changes whenever any entry is written or removed. */
  stamp(db: Executor): Promise<IndexStamp>;
  /**
   * Puts the index back in its most compact form after many entries were rewritten (the start-up rebuild), so that
   * searches do not read through what the rewrite left behind.
   */
  compact(db: Executor): Promise<void>;
}

/** A whole entry with what a reader of its text needs to name and rank it. */
export type ListedEntry = IndexedEntry & {
  subtype: string | null;
  status: string | null;
  year: number | null;
  recency: string;
};

export type IndexStamp = string;

/** Which entries of a kind to remove: the given targets, or every entry under a parent. */
export type SearchSelector = { targetIds: string[] } | { parentId: string };

export type StoredEntry = IndexedEntry & { visible: boolean };

export const entryKey = (kind: SearchKind, targetId: string) => `${kind}:${targetId}`;
