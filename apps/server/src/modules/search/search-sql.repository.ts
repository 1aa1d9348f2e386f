import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SearchKind } from '@academia/shared';
import { entryKey, type IndexedEntry, type SearchEntry, type SearchPage, type SearchRequest } from './search-index.js';

/** The conditions every search applies on `e` (search_entries), the same on both databases. */
export function filterSql(request: SearchRequest): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`e.kind in (${sql.join(request.kinds.map((kind) => sql`${kind}`))})`];
  if (request.visibleOnly) conditions.push(sql`e.visible = 1`);
  if (request.subtype) conditions.push(sql`e.subtype = ${request.subtype}`);
  if (request.topic) conditions.push(sql`e.topic = ${request.topic}`);
  if (request.status) conditions.push(sql`e.status = ${request.status}`);
  if (request.yearFrom !== undefined) conditions.push(sql`e.year >= ${request.yearFrom}`);
  if (request.yearTo !== undefined) conditions.push(sql`e.year <= ${request.yearTo}`);
  return sql.join(conditions, sql` and `);
}

/** ORDER BY for the request; `rank` is the relevance expression (lower is better), null when not searching. */
export function orderSql(request: SearchRequest, rank: RawBuilder<unknown> | null): RawBuilder<unknown> {
  switch (request.sort) {
    case 'oldest':
      return sql`e.recency asc, e.title asc`;
    case 'title':
      return sql`lower(e.title) asc, e.recency desc`;
    case 'newest':
      return sql`e.recency desc, e.title asc`;
    case 'relevance':
      return rank ? sql`${rank} asc, e.recency desc` : sql`e.recency desc, e.title asc`;
  }
}

/**
 * Scales a relevance score (negative: lower is better) so that a repealed norm ranks below a current one that
 * matches as well: a learner looking for the rule wants the one in force first.
 */
export function currentFirst(score: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(${score}) * (case when e.status = 'repealed' then 0.5 else 1.0 end)`;
}

export interface EntryRow {
  kind: string;
  target_id: string;
  parent_id: string | null;
  title: string;
  body: string;
}

export function toIndexed(row: EntryRow): IndexedEntry {
  return {
    kind: row.kind as SearchKind,
    targetId: row.target_id,
    parentId: row.parent_id,
    title: row.title,
    body: row.body,
  };
}

/** Columns stored for every entry, the same on both databases. */
export function entryColumns(entry: SearchEntry, now: string) {
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
    updated_at: now,
  };
}

/** Inserts or replaces the entry's row in search_entries (the analysed text is each database's own business). */
export async function writeEntryRow(trx: Db, entry: SearchEntry, now: string): Promise<string> {
  const columns = entryColumns(entry, now);
  await trx
    .insertInto('search_entries')
    .values(columns)
    .onConflict((oc) => oc.column('key').doUpdateSet(columns))
    .execute();
  return columns.key;
}

/** Stored entries by key, the same query on both databases. */
export async function findEntries(db: Db, keys: string[]): Promise<(IndexedEntry & { visible: boolean })[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('search_entries')
    .select(['kind', 'target_id', 'parent_id', 'title', 'body', 'visible'])
    .where('key', 'in', keys)
    .execute();
  return rows.map((row) => ({ ...toIndexed(row), visible: row.visible === 1 }));
}

/**
 * A page from rows that carry the window count `total`. Past the last page there is no row to carry it, so the
 * total is then counted on its own.
 */
export async function pageOf(
  db: Db,
  rows: (EntryRow & { total: number | string })[],
  request: SearchRequest,
  countQuery: RawBuilder<{ total: number | string }>,
): Promise<SearchPage> {
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && request.offset > 0) {
    total = Number((await countQuery.execute(db)).rows[0]?.total ?? 0);
  }
  return { total, entries: rows.map(toIndexed) };
}
