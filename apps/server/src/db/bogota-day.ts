import { sql, type RawBuilder } from 'kysely';
import type { DatabaseKind } from './database.js';

/**
 * The Bogotá calendar day (YYYY-MM-DD) of an ISO-8601 UTC instant column, in each database's SQL. Bogotá is UTC−5
 * all year, with no daylight saving.
 */
export function bogotaDaySql(kind: DatabaseKind, column: RawBuilder<unknown>): RawBuilder<string> {
  return kind === 'sqlite'
    ? sql<string>`date(${column}, '-5 hours')`
    : sql<string>`to_char((${column})::timestamptz at time zone 'UTC' - interval '5 hours', 'YYYY-MM-DD')`;
}
