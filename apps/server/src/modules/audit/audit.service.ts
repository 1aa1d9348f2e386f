import crypto from 'node:crypto';
import type { AuditList, ListAuditQuery } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../infra/clock/clock.js';
import { compactChanges, fieldChanges } from './audit-diff.js';
import { toAuditView } from './audit.mapper.js';
import type { AuditRepository } from './audit.repository.js';
import type { AuditActor, AuditChange } from './audit.types.js';

export type { AuditActor, AuditChange } from './audit.types.js';

/** Who the demo seed's writes are recorded as: it runs the admin services with nobody signed in. */
export const SYSTEM_ACTOR: AuditActor = {
  id: null,
  nombre: 'Sistema (datos de demostración)',
  perfil: 'Sistema',
  ip: null,
};

/** Who maintenance commands run from the command line (`cli.ts calibrate`) are recorded as. */
export const CLI_ACTOR: AuditActor = { id: null, nombre: 'Sistema (línea de comandos)', perfil: 'Sistema', ip: null };

/** Colombia keeps UTC−5 all year: a day there starts at 05:00 UTC. */
const COLOMBIA_OFFSET = '-05:00';

function startOfDay(day: string): string {
  return new Date(`${day}T00:00:00${COLOMBIA_OFFSET}`).toISOString();
}

function startOfNextDay(day: string): string {
  const start = new Date(`${day}T00:00:00${COLOMBIA_OFFSET}`);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000).toISOString();
}

/**
 * The audit log of admin changes (docs/product.md §2). Services call `record` with the executor of the
 * transaction that makes the change, so the change and its entry are stored together or not at all. Entries are
 * never edited: this service only adds and reads.
 */
export class AuditService {
  constructor(
    private readonly db: Db,
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
      changes: compactChanges(fieldChanges(change.before, change.after)),
    };
  }

  /** One page of the log, newest first. `from`/`to` are days in Colombia, both included. */
  async list(query: ListAuditQuery): Promise<AuditList> {
    const { page, pageSize } = query;
    const { items, total } = await this.audit.list(
      this.db,
      {
        actor: query.actor,
        action: query.action,
        entityType: query.entityType,
        entityId: query.entityId,
        from: query.from ? startOfDay(query.from) : undefined,
        until: query.to ? startOfNextDay(query.to) : undefined,
        q: query.q,
      },
      { limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { items: items.map(toAuditView), total, page, pageSize };
  }
}
