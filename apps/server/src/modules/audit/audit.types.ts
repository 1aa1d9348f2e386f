/** Who made a change: copied into the entry so the log still reads right after the person is renamed. */
export interface AuditActor {
  id: string | null;
  nombre: string;
  perfil: string;
  ip: string | null;
}

/** One admin change as a service describes it. `before`/`after` are the changed entity's fields (or null). */
export interface AuditChange {
  /** `<entity>.<verb>`, e.g. `user.update`, `company.deactivate`, `route.publish`. */
  action: string;
  entityType: string;
  entityId: string | null;
  /** A human name for the entity at the time (a person's name, a route's title). */
  entityLabel?: string | null;
  /** The company the entity belongs to, when it belongs to one. */
  companyId?: string | null;
  before?: Readonly<Record<string, unknown>> | null;
  after?: Readonly<Record<string, unknown>> | null;
}

/** `{ field: { before, after } }` for the fields that changed; secrets never appear. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

export interface AuditEntry {
  id: string;
  at: string;
  actor: AuditActor;
  action: string;
  entityType: string;
  entityId: string | null;
  entityLabel: string | null;
  companyId: string | null;
  changes: FieldChanges;
}
