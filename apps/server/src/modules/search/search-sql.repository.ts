import { sql, type RawBuilder } from 'kysely';
import { toCount, type Executor, type RawCount, type Tx } from '../../db/executor.js';
import type { QueryTerm } from './analyzer/analyzer.js';
import type { IndexStamp, ListedEntry, SearchEntry, SearchPage, SearchRequest, StoredEntry } from './search-index.js';
import { toEntryRow, toIndexed, toListedEntry, toStoredEntry, type EntryRow } from './search.mapper.js';

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

/**
 * Puts first the norms whose number is one of the query's numbers ("1072", "Resolución 312"): someone typing a
 * number wants that norm, not every text that cites it (ADR 034). A norm's `recency` ends with "-" and its number
 * padded to 8 digits, and the analyzer already drops leading zeros from numbers, so "0312" and "312" both match
 * Resolución 0312. The boost dwarfs any text score on both databases.
 */
export function numberFirst(terms: readonly QueryTerm[], score: RawBuilder<unknown>): RawBuilder<unknown> {
  const numbers = [...new Set(terms.map((term) => term.word).filter((word) => /^\d{1,8}$/.test(word)))];
  if (numbers.length === 0) return score;
  const matches = sql.join(
    numbers.map((number) => sql`e.recency like ${`%-${number.padStart(8, '0')}`}`),
    sql` or `,
  );
  return sql`(${score}) - (case when e.kind = 'norm' and (${matches}) then 1000000.0 else 0.0 end)`;
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

/** Every entry learners may find, with the fields a reader of whole texts needs; the same query on both databases. */
export async function listVisible(db: Executor): Promise<ListedEntry[]> {
  const rows = await db
    .selectFrom('search_entries')
    .select(['kind', 'target_id', 'parent_id', 'title', 'body', 'subtype', 'status', 'year', 'recency'])
    .where('visible', '=', 1)
    .orderBy('key')
    .execute();
  return rows.map(toListedEntry);
}

/** How many entries there are and when the latest was written: changes whenever any entry is written or removed. */
export async function stampOf(db: Executor): Promise<IndexStamp> {
  const row = await db
    .selectFrom('search_entries')
    .select((eb) => [eb.fn.countAll<RawCount>().as('total'), eb.fn.max('updated_at').as('latest')])
    .executeTakeFirst();
  return `${String(toCount(row?.total))}@${row?.latest ?? ''}`;
}
