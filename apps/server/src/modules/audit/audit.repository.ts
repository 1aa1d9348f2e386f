import type { Executor, RawCount } from '../../db/executor.js';
import { toCount } from '../../db/executor.js';
import { toAuditEntry, toAuditRow } from './audit.mapper.js';
import type { AuditEntry } from './audit.types.js';

export interface AuditFilter {
  /** An actor's id, or part of their name. */
  actor?: string | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** ISO instants: `from` included, `until` excluded. */
  from?: string | undefined;
  until?: string | undefined;
  /** Part of the entity's name at the time. */
  q?: string | undefined;
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * The `audit_log` table. Append-only: there is no update or delete here on purpose, and the database refuses both
 * (migration 0007-e).
 */
export class AuditRepository {
  async insert(db: Executor, entry: AuditEntry): Promise<void> {
    await db.insertInto('audit_log').values(toAuditRow(entry)).execute();
  }

  /** One page of entries matching `filter`, newest first, and how many match in all. */
  async list(
    db: Executor,
    filter: AuditFilter,
    page: { limit: number; offset: number },
  ): Promise<{ items: AuditEntry[]; total: number }> {
    let query = db.selectFrom('audit_log');
    if (filter.actor) {
      const { actor } = filter;
      query = query.where((eb) =>
        eb.or([eb('actor_id', '=', actor), eb(eb.fn('lower', ['actor_nombre']), 'like', likePattern(actor))]),
      );
    }
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.entityType) query = query.where('entity_type', '=', filter.entityType);
    if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
    if (filter.from) query = query.where('at', '>=', filter.from);
    if (filter.until) query = query.where('at', '<', filter.until);
    if (filter.q) {
      const pattern = likePattern(filter.q);
      query = query.where((eb) => eb(eb.fn('lower', ['entity_label']), 'like', pattern));
    }
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll<RawCount>().as('c')).executeTakeFirst(),
    ]);
    return { items: rows.map(toAuditEntry), total: toCount(total?.c) };
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
