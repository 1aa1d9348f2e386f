import crypto from 'node:crypto';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../infra/clock/clock.js';
import { fieldChanges } from './audit-diff.js';
import type { AuditRepository } from './audit.repository.js';
import type { AuditActor, AuditChange } from './audit.types.js';

export type { AuditActor, AuditChange } from './audit.types.js';

/**
 * The audit log of admin changes (docs/product.md §2). Services call `record` with the executor of the
 * transaction that makes the change, so the change and its entry are stored together or not at all.
 */
export class AuditService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  async record(db: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
    await this.audit.insert(db, this.entry(actor, change, this.clock.now().toISOString()));
  }

  /** `record` for many changes at once (a CSV import of thousands of people), in a few statements. */
  async recordMany(db: Executor, actor: AuditActor, changes: AuditChange[]): Promise<void> {
    const at = this.clock.now().toISOString();
    await this.audit.insertMany(
      db,
      changes.map((change) => this.entry(actor, change, at)),
    );
  }

  private entry(actor: AuditActor, change: AuditChange, at: string) {
    return {
      id: crypto.randomUUID(),
      at,
      actor,
      action: change.action,
      entityType: change.entityType,
      entityId: change.entityId,
      entityLabel: change.entityLabel ?? null,
      companyId: change.companyId ?? null,
      changes: fieldChanges(change.before, change.after),
    };
  }
}
