import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * What every repository method runs its SQL on: the database itself or a transaction a service opened. Repositories
 * never open transactions and never keep a connection of their own, so one transaction can span several modules'
 * repositories (docs/decisions/014-executors-and-transactions.md).
 */
export type Executor = Kysely<Database> | Transaction<Database>;

/** An open transaction, for the signatures that must run inside one (e.g. a write that reads its own lock). */
export type Tx = Transaction<Database>;

/**
 * A `count(*)` as the drivers return it: better-sqlite3 gives a number, node-postgres a string (bigint). Repositories
 * select counts with this type and turn them into numbers with `toCount` before they leave the data layer.
 */
export type RawCount = number | string | bigint;

/** A count or sum from either driver as a number; `null` (a sum over no rows) is 0. */
export function toCount(value: RawCount | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
