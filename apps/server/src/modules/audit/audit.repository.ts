import type { Executor } from '../../db/executor.js';
import { toAuditRow } from './audit.mapper.js';
import type { AuditEntry } from './audit.types.js';

/** The `audit_log` table. Append-only: there is no update or delete here on purpose. */
export class AuditRepository {
  async insert(db: Executor, entry: AuditEntry): Promise<void> {
    await db.insertInto('audit_log').values(toAuditRow(entry)).execute();
  }
}
