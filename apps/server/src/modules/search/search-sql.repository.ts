import { sql, type RawBuilder } from 'kysely';
import { toCount, type Executor, type RawCount, type Tx } from '../../db/executor.js';
import type { SearchEntry, SearchPage, SearchRequest, StoredEntry } from './search-index.js';
import { toEntryRow, toIndexed, toStoredEntry, type EntryRow } from './search.mapper.js';

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

/** Inserts or replaces the entry's row in search_entries (the analysed text is each database's own business). */
export async function writeEntryRow(tx: Tx, entry: SearchEntry, now: Date): Promise<string> {
  const columns = toEntryRow(entry, now);
  await tx
    .insertInto('search_entries')
    .values(columns)
    .onConflict((oc) => oc.column('key').doUpdateSet(columns))
    .execute();
  return columns.key;
}

/** Stored entries by key, the same query on both databases. */
export async function findEntries(db: Executor, keys: string[]): Promise<StoredEntry[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('search_entries')
    .select(['kind', 'target_id', 'parent_id', 'title', 'body', 'visible'])
    .where('key', 'in', keys)
    .execute();
  return rows.map(toStoredEntry);
}

/**
 * A page from rows that carry the window count `total`. Past the last page there is no row to carry it, so the
 * total is then counted on its own.
 */
export async function pageOf(
  db: Executor,
  rows: (EntryRow & { total: RawCount })[],
  request: SearchRequest,
  countQuery: RawBuilder<{ total: RawCount }>,
): Promise<SearchPage> {
  let total = toCount(rows[0]?.total);
  if (rows.length === 0 && request.offset > 0) {
    total = toCount((await countQuery.execute(db)).rows[0]?.total);
  }
  return { total, entries: rows.map(toIndexed) };
}
