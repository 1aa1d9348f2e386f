import { LEARNER_PROFILE } from '@academia/shared';
import { forbidden, notFound } from '../../errors/app-error.js';
import { scopeCovers, type CompanyScope } from '../auth/auth.plugin.js';
import type { User } from './user.mapper.js';

/**
 * The person an admin-area request may see: anyone for a `Superadministrador`, only people of their own company for
 * a `Responsable SST`. Anyone else does not exist for them (404, never 403, so existence does not leak).
 */
export function visibleTo(scope: CompanyScope, user: User | undefined): User {
  if (!user || !scopeCovers(scope, user.empresaId)) throw notFound('No encontramos a esta persona.');
  return user;
}

/** Whom a request may change: for a `Responsable SST`, only learners (`Aprendiz`) of their own company. */
export function manageableBy(scope: CompanyScope, user: User | undefined): User {
  const visible = visibleTo(scope, user);
  if (scope.kind === 'company' && visible.perfil !== LEARNER_PROFILE) {
    throw forbidden('Solo puede gestionar a las personas con perfil Aprendiz de su empresa.');
  }
  return visible;
}

/** The fields the audit log compares before and after a change (never the password hash). */
export function auditedFields(user: User): Record<string, unknown> {
  return {
    nombre: user.nombre,
    email: user.email,
    tipoDocumento: user.tipoDocumento,
    numeroDocumento: user.numeroDocumento,
    cargo: user.cargo,
    empresaId: user.empresaId,
    perfil: user.perfil,
    active: user.active,
  };
}
