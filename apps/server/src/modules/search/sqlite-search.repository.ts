import type { SearchKind } from '@academia/shared';
import { sql } from 'kysely';
import { toCount, type Executor, type RawCount, type Tx } from '../../db/executor.js';
import { analyze, type QueryTerm } from './analyzer/analyzer.js';
import {
  entryKey,
  type SearchEntry,
  type SearchPage,
  type SearchRepository,
  type SearchRequest,
  type SearchSelector,
} from './search-index.js';
import {
  currentFirst,
  numberFirst,
  writeEntryRow,
  filterSql,
  findEntries,
  listVisible,
  stampOf,
  orderSql,
  pageOf,
} from './search-sql.repository.js';
import { toIndexed, type EntryRow } from './search.mapper.js';

/** FTS5 query: every term in the title or body by its stem; the last one may also begin a word. */
export function fts5Query(terms: QueryTerm[]): string {
  return terms
    .map((term) => {
      const byStem = `{title body} : "${term.stem}"`;
      return term.prefix ? `(${byStem} OR words : "${term.word}" *)` : `(${byStem})`;
    })
    .join(' AND ');
}

/** SQLite FTS5: `search_fts` holds the analysed text; `search_entries` the columns to filter, sort and show. */
export class SqliteSearchRepository implements SearchRepository {
  async upsert(tx: Tx, entries: SearchEntry[], now: Date): Promise<void> {
    for (const entry of entries) {
      const key = await writeEntryRow(tx, entry, now);
      await sql`delete from search_fts where key = ${key}`.execute(tx);
      const title = analyze(`${entry.title} ${entry.keywords}`);
      const body = analyze(entry.body);
      await sql`insert into search_fts (key, title, body, words)
        values (${key}, ${title.stems}, ${body.stems}, ${`${title.words} ${body.words}`})`.execute(tx);
    }
  }

  async remove(tx: Tx, kind: SearchKind, selector: SearchSelector): Promise<void> {
    const keys =
      'targetIds' in selector
        ? selector.targetIds.map((id) => entryKey(kind, id))
        : (
            await tx
              .selectFrom('search_entries')
              .select('key')
              .where('kind', '=', kind)
              .where('parent_id', '=', selector.parentId)
              .execute()
          ).map((row) => row.key);
    if (keys.length === 0) return;
    await tx.deleteFrom('search_entries').where('key', 'in', keys).execute();
    await sql`delete from search_fts where key in (${sql.join(keys)})`.execute(tx);
  }

  async search(db: Executor, request: SearchRequest): Promise<SearchPage> {
    const filters = filterSql(request);
    if (!request.terms) {
      const [rows, count] = await Promise.all([
        sql<EntryRow>`select e.kind, e.target_id, e.parent_id, e.title, e.body from search_entries e
          where ${filters} order by ${orderSql(request, null)} limit ${request.limit} offset ${request.offset}`.execute(
          db,
        ),
        sql<{ total: RawCount }>`select count(*) as total from search_entries e where ${filters}`.execute(db),
      ]);
      return { total: toCount(count.rows[0]?.total), entries: rows.rows.map(toIndexed) };
    }
    const match = fts5Query(request.terms);
    // Columns: key (unweighted), title, body, words (a beginning matched only counts a little).
    const rank = numberFirst(request.terms, currentFirst(sql`bm25(search_fts, 0.0, 10.0, 1.0, 0.3)`));
    // One pass over the match: the window count gives the total alongside the page.
    // bm25() cannot sit beside a window function, so the ranked match is a subquery.
    const rows = await sql<EntryRow & { total: RawCount }>`select e.kind, e.target_id, e.parent_id, e.title, e.body,
        count(*) over () as total
      from (
        select e.kind, e.target_id, e.parent_id, e.title, e.body, e.recency, ${rank} as rank
        from search_fts join search_entries e on e.key = search_fts.key
        where search_fts match ${match} and ${filters}
      ) e
      order by ${orderSql(request, sql`e.rank`)} limit ${request.limit} offset ${request.offset}`.execute(db);
    return pageOf(
      db,
      rows.rows,
      request,
      sql`select count(*) as total
      from search_fts join search_entries e on e.key = search_fts.key
      where search_fts match ${match} and ${filters}`,
    );
  }

  entries(db: Executor, keys: string[]) {
    return findEntries(db, keys);
  }

  listVisible(db: Executor) {
    return listVisible(db);
  }

  stamp(db: Executor) {
    return stampOf(db);
  }

  /**
   * FTS5 keeps every write as a new segment and every replaced entry as a deletion marker until segments merge.
   * A rebuild of every entry at each start would leave the index in pieces (decision 069); `optimize` merges it
   * into one segment.
   */
  async compact(db: Executor): Promise<void> {
    await sql`insert into search_fts (search_fts) values ('optimize')`.execute(db);
  }
}
