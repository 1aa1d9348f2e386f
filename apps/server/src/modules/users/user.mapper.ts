import { DATA_POLICY_VERSION, normaliseJobTitle, type AdminUser } from '@academia/shared';
import type { UsersTable } from '../../db/schema.js';

/** The stored comparison key of a job title (`users.cargo_normalizado`): what job-title assignments match. */
export function jobTitleKey(cargo: string | null): string | null {
  return cargo === null ? null : normaliseJobTitle(cargo);
}

/** A person with an account, as services see it: camelCase fields and a real boolean for `active`. */
export interface User {
  id: string;
  nombre: string;
  /** Always lower-cased (the unique index relies on it). */
  email: string;
  passwordHash: string;
  perfil: string;
  empresaId: string | null;
  numeroDocumento: string | null;
  tipoDocumento: string | null;
  cargo: string | null;
  /** Consent to data treatment (Ley 1581 de 2012); null until the person gives it. */
  consent: { at: string; version: string; ip: string | null } | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What other modules may know about a person (names on certificates, enrolment lists, reports). */
export interface UserSummary {
  id: string;
  nombre: string;
  email: string;
  numeroDocumento: string | null;
  tipoDocumento: string | null;
  empresaId: string | null;
  perfil: string;
  active: boolean;
  /** Whether the person has consented to the current data treatment policy (`DATA_POLICY_VERSION`). */
  hasConsented: boolean;
}

/**
 * True when the person consented to the policy now in force. A new `DATA_POLICY_VERSION` asks everyone with an
 * older consent to give it again.
 */
export function hasCurrentConsent(user: Pick<User, 'consent'>): boolean {
  return user.consent !== null && user.consent.version === DATA_POLICY_VERSION;
}

/** The fields an admin or the seed may change on an account. */
export type UserChanges = Partial<
  Pick<User, 'nombre' | 'perfil' | 'active' | 'empresaId' | 'email' | 'tipoDocumento' | 'numeroDocumento' | 'cargo'>
>;

/** A `users` row as the account mappers see it: the reminder preference is read and written on its own. */
export type UserRow = Omit<UsersTable, 'reminders_opt_out'>;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    nombre: row.nombre,
    email: row.email,
    passwordHash: row.password_hash,
    perfil: row.perfil,
    empresaId: row.empresa_id,
    numeroDocumento: row.numero_documento,
    tipoDocumento: row.tipo_documento,
    cargo: row.cargo,
    consent:
      row.consent_at && row.consent_version
        ? { at: row.consent_at, version: row.consent_version, ip: row.consent_ip }
        : null,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toUserRow(user: User): UserRow {
  return {
    id: user.id,
    nombre: user.nombre,
    email: user.email,
    password_hash: user.passwordHash,
    perfil: user.perfil,
    empresa_id: user.empresaId,
    numero_documento: user.numeroDocumento,
    tipo_documento: user.tipoDocumento,
    cargo: user.cargo,
    cargo_normalizado: jobTitleKey(user.cargo),
    consent_at: user.consent?.at ?? null,
    consent_version: user.consent?.version ?? null,
    consent_ip: user.consent?.ip ?? null,
    active: user.active ? 1 : 0,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}

/** The columns of a partial update; keys left out of `changes` stay out of the SET clause. */
export function toUserChangesRow(changes: UserChanges & { updatedAt: string }): Partial<UserRow> {
  return {
    ...(changes.nombre !== undefined ? { nombre: changes.nombre } : {}),
    ...(changes.perfil !== undefined ? { perfil: changes.perfil } : {}),
    ...(changes.active !== undefined ? { active: changes.active ? 1 : 0 } : {}),
    ...(changes.empresaId !== undefined ? { empresa_id: changes.empresaId } : {}),
    ...(changes.email !== undefined ? { email: changes.email } : {}),
    ...(changes.tipoDocumento !== undefined ? { tipo_documento: changes.tipoDocumento } : {}),
    ...(changes.numeroDocumento !== undefined ? { numero_documento: changes.numeroDocumento } : {}),
    ...(changes.cargo !== undefined ? { cargo: changes.cargo, cargo_normalizado: jobTitleKey(changes.cargo) } : {}),
    updated_at: changes.updatedAt,
  };
}

export function toUserSummary(user: User): UserSummary {
  return {
    id: user.id,
    nombre: user.nombre,
    email: user.email,
    numeroDocumento: user.numeroDocumento,
    tipoDocumento: user.tipoDocumento,
    empresaId: user.empresaId,
    perfil: user.perfil,
    active: user.active,
    hasConsented: hasCurrentConsent(user),
  };
}

export function toAdminUser(user: User, empresaNombre: string | null): AdminUser {
  return {
    id: user.id,
    nombre: user.nombre,
    email: user.email,
    perfil: user.perfil,
    empresa: user.empresaId && empresaNombre ? { id: user.empresaId, nombre: empresaNombre } : null,
    tipoDocumento: user.tipoDocumento,
    numeroDocumento: user.numeroDocumento,
    cargo: user.cargo,
    hasConsented: user.consent !== null,
    active: user.active,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
