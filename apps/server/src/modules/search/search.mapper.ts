import type { SearchKind } from '@academia/shared';
import type { SearchEntriesTable } from '../../db/schema.js';
import { entryKey, type IndexedEntry, type ListedEntry, type SearchEntry, type StoredEntry } from './search-index.js';

/** The columns of search_entries that a hit shows. */
export type EntryRow = Pick<SearchEntriesTable, 'kind' | 'target_id' | 'parent_id' | 'title' | 'body'>;

export function toIndexed(row: EntryRow): IndexedEntry {
  return {
    kind: row.kind as SearchKind,
    targetId: row.target_id,
    parentId: row.parent_id,
    title: row.title,
    body: row.body,
  };
}

export function toStoredEntry(row: EntryRow & Pick<SearchEntriesTable, 'visible'>): StoredEntry {
  return { ...toIndexed(row), visible: row.visible === 1 };
}

/** Columns stored for every entry, the same on both databases; `now` stamps the write. */
export function toEntryRow(entry: SearchEntry, now: Date): SearchEntriesTable {
  return {
    key: entryKey(entry.kind, entry.targetId),
    kind: entry.kind,
    target_id: entry.targetId,
    parent_id: entry.parentId,
    title: entry.title,
    body: entry.body,
    visible: entry.visible ? 1 : 0,
    subtype: entry.subtype,
    topic: entry.topic,
    status: entry.status,
    year: entry.year,
    recency: entry.recency,
    updated_at: now.toISOString(),
  };
}

export function toListedEntry(
  row: EntryRow & Pick<SearchEntriesTable, 'subtype' | 'status' | 'year' | 'recency'>,
): ListedEntry {
  return { ...toIndexed(row), subtype: row.subtype, status: row.status, year: row.year, recency: row.recency };
}
