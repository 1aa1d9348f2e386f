import type { SearchKind } from '@academia/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Executor, RawCount, Tx } from '../../db/executor.js';
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
import type { EntryRow } from './search.mapper.js';

/**
 * tsquery: every term by its stem in the title (weight A) or body (B) under the `spanish` configuration; the last
 * one may also begin a word (weight D, `simple` configuration, unstemmed).
 */
export function tsQuery(terms: QueryTerm[]): RawBuilder<unknown> {
  const parts = terms.map((term) => {
    const byStem = sql`to_tsquery('spanish', ${`${term.stem}:AB`})`;
    return term.prefix ? sql`(${byStem} || to_tsquery('simple', ${`${term.word}:*D`}))` : byStem;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** PostgreSQL text search over a weighted `tsv` column with a GIN index. */
export class PostgresSearchRepository implements SearchRepository {
  async upsert(tx: Tx, entries: SearchEntry[], now: Date): Promise<void> {
    for (const entry of entries) {
      const key = await writeEntryRow(tx, entry, now);
      const title = analyze(`${entry.title} ${entry.keywords}`);
      const body = analyze(entry.body);
      await sql`update search_entries set tsv =
          setweight(to_tsvector('spanish', ${title.stems}), 'A') ||
          setweight(to_tsvector('spanish', ${body.stems}), 'B') ||
          setweight(to_tsvector('simple', ${`${title.words} ${body.words}`}), 'D')
        where key = ${key}`.execute(tx);
    }
  }

  async remove(tx: Tx, kind: SearchKind, selector: SearchSelector): Promise<void> {
    let query = tx.deleteFrom('search_entries').where('kind', '=', kind);
    query =
      'targetIds' in selector
        ? query.where(
            'key',
            'in',
            selector.targetIds.length > 0 ? selector.targetIds.map((id) => entryKey(kind, id)) : [''],
          )
        : query.where('parent_id', '=', selector.parentId);
    await query.execute();
  }

  async search(db: Executor, request: SearchRequest): Promise<SearchPage> {
    const filters = filterSql(request);
    const query = request.terms ? tsQuery(request.terms) : null;
    const where = query ? sql`e.tsv @@ ${query} and ${filters}` : filters;
    // ts_rank grows with relevance (weights D, C, B, A); negated so that lower is better, as for SQLite's bm25.
    const rank =
      query && request.terms
        ? numberFirst(request.terms, currentFirst(sql`-ts_rank('{0.05, 0.2, 0.4, 1.0}'::float4[], e.tsv, ${query})`))
        : null;
    // One pass over the match: the window count gives the total alongside the page.
    const rows = await sql<EntryRow & { total: RawCount }>`select e.kind, e.target_id, e.parent_id, e.title,
        e.body, count(*) over () as total
      from search_entries e where ${where} order by ${orderSql(request, rank)}
      limit ${request.limit} offset ${request.offset}`.execute(db);
    return pageOf(db, rows.rows, request, sql`select count(*) as total from search_entries e where ${where}`);
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

  /** The GIN index is updated in place, and autovacuum clears the replaced rows: nothing to merge here. */
  compact(): Promise<void> {
    return Promise.resolve();
  }
}
