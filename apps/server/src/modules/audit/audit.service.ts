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
    await this.audit.insert(db, {
      id: crypto.randomUUID(),
      at: this.clock.now().toISOString(),
      actor,
      action: change.action,
      entityType: change.entityType,
      entityId: change.entityId,
      entityLabel: change.entityLabel ?? null,
      companyId: change.companyId ?? null,
      changes: fieldChanges(change.before, change.after),
    });
  }
}
