import { sql, type RawBuilder } from 'kysely';
import type { DatabaseKind } from './database.js';

// Bogotá keeps UTC−5 all year (no daylight saving), so a fixed shift gives its calendar day. Instants are stored as
// ISO-8601 text in both databases.

/** The Bogotá day (YYYY-MM-DD) of an ISO instant column. */
export function bogotaDaySql(kind: DatabaseKind, column: RawBuilder<unknown>): RawBuilder<string> {
  return kind === 'sqlite'
    ? sql<string>`date(${column}, '-5 hours')`
    : sql<string>`to_char((${column})::timestamptz at time zone 'UTC' - interval '5 hours', 'YYYY-MM-DD')`;
}

/** The Monday (YYYY-MM-DD) of the ISO week of an ISO instant column, in Bogotá. */
export function bogotaWeekSql(kind: DatabaseKind, column: RawBuilder<unknown>): RawBuilder<string> {
  return kind === 'sqlite'
    ? sql<string>`date(${column}, '-5 hours', 'weekday 0', '-6 days')`
    : sql<string>`to_char(date_trunc('week', (${column})::timestamptz at time zone 'UTC' - interval '5 hours'), 'YYYY-MM-DD')`;
}
