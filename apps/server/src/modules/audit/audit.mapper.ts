import type { AuditEntryView } from '@academia/shared';
import type { AuditLogTable } from '../../db/schema.js';
import type { AuditEntry, FieldChanges } from './audit.types.js';

export function toAuditRow(entry: AuditEntry): AuditLogTable {
  return {
    id: entry.id,
    at: entry.at,
    actor_id: entry.actor.id,
    actor_nombre: entry.actor.nombre,
    actor_perfil: entry.actor.perfil,
    ip: entry.actor.ip,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    entity_label: entry.entityLabel,
    company_id: entry.companyId,
    changes: JSON.stringify(entry.changes),
  };
}

export function toAuditEntry(row: AuditLogTable): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, nombre: row.actor_nombre, perfil: row.actor_perfil, ip: row.ip },
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    entityLabel: row.entity_label,
    companyId: row.company_id,
    changes: JSON.parse(row.changes) as FieldChanges,
  };
}

/** The API shape of an entry: the actor's IP is shown beside them, not inside. */
export function toAuditView(entry: AuditEntry): AuditEntryView {
  return {
    id: entry.id,
    at: entry.at,
    actor: { id: entry.actor.id, nombre: entry.actor.nombre, perfil: entry.actor.perfil },
    ip: entry.actor.ip,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityLabel: entry.entityLabel,
    companyId: entry.companyId,
    changes: entry.changes,
  };
}
