import type { SearchKind } from '@academia/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { analyze, type QueryTerm } from './analyzer/analyzer.js';
import {
  entryKey,
  type SearchEntry,
  type SearchPage,
  type SearchRepository,
  type SearchRequest,
} from './search-index.js';
import {
  currentFirst,
  writeEntryRow,
  filterSql,
  findEntries,
  orderSql,
  pageOf,
  toIndexed,
  type EntryRow,
} from './search-sql.repository.js';

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
  constructor(private readonly db: Db) {}

  async upsert(entries: SearchEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const entry of entries) {
        const key = await writeEntryRow(trx, entry, now);
        await sql`delete from search_fts where key = ${key}`.execute(trx);
        const title = analyze(`${entry.title} ${entry.keywords}`);
        const body = analyze(entry.body);
        await sql`insert into search_fts (key, title, body, words)
          values (${key}, ${title.stems}, ${body.stems}, ${`${title.words} ${body.words}`})`.execute(trx);
      }
    });
  }

  async remove(kind: SearchKind, selector: { targetIds: string[] } | { parentId: string }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const keys =
        'targetIds' in selector
          ? selector.targetIds.map((id) => entryKey(kind, id))
          : (
              await trx
                .selectFrom('search_entries')
                .select('key')
                .where('kind', '=', kind)
                .where('parent_id', '=', selector.parentId)
                .execute()
            ).map((row) => row.key);
      if (keys.length === 0) return;
      await trx.deleteFrom('search_entries').where('key', 'in', keys).execute();
      await sql`delete from search_fts where key in (${sql.join(keys)})`.execute(trx);
    });
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    const filters = filterSql(request);
    if (!request.terms) {
      const [rows, count] = await Promise.all([
        sql<EntryRow>`select e.kind, e.target_id, e.parent_id, e.title, e.body from search_entries e
          where ${filters} order by ${orderSql(request, null)} limit ${request.limit} offset ${request.offset}`.execute(
          this.db,
        ),
        sql<{ total: number }>`select count(*) as total from search_entries e where ${filters}`.execute(this.db),
      ]);
      return { total: Number(count.rows[0]?.total ?? 0), entries: rows.rows.map(toIndexed) };
    }
    const match = fts5Query(request.terms);
    // Columns: key (unweighted), title, body, words (a beginning matched only counts a little).
    const rank = currentFirst(sql`bm25(search_fts, 0.0, 10.0, 1.0, 0.3)`);
    // One pass over the match: the window count gives the total alongside the page.
    // bm25() cannot sit beside a window function, so the ranked match is a subquery.
    const rows = await sql<EntryRow & { total: number }>`select e.kind, e.target_id, e.parent_id, e.title, e.body,
        count(*) over () as total
      from (
        select e.kind, e.target_id, e.parent_id, e.title, e.body, e.recency, ${rank} as rank
        from search_fts join search_entries e on e.key = search_fts.key
        where search_fts match ${match} and ${filters}
      ) e
      order by ${orderSql(request, sql`e.rank`)} limit ${request.limit} offset ${request.offset}`.execute(this.db);
    return pageOf(
      this.db,
      rows.rows,
      request,
      sql`select count(*) as total
      from search_fts join search_entries e on e.key = search_fts.key
      where search_fts match ${match} and ${filters}`,
    );
  }

  entries(keys: string[]) {
    return findEntries(this.db, keys);
  }
}
