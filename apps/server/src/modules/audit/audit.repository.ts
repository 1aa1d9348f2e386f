import type { Executor } from '../../db/executor.js';
import { toAuditRow } from './audit.mapper.js';
import type { AuditEntry } from './audit.types.js';

/** The `audit_log` table. Append-only: there is no update or delete here on purpose. */
export class AuditRepository {
  async insert(db: Executor, entry: AuditEntry): Promise<void> {
    await db.insertInto('audit_log').values(toAuditRow(entry)).execute();
  }

  /** Many entries in a few statements (bulk imports); 500 rows of 12 columns stay under every driver's limit. */
  async insertMany(db: Executor, entries: AuditEntry[]): Promise<void> {
    for (let start = 0; start < entries.length; start += 500) {
      await db
        .insertInto('audit_log')
        .values(entries.slice(start, start + 500).map(toAuditRow))
        .execute();
    }
  }
}
