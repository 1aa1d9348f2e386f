import type { AdminUser } from '@academia/shared';
import type { UserWithCompanyRow } from './users.repository.js';

export function toAdminUser(row: UserWithCompanyRow): AdminUser {
  return {
    id: row.id,
    nombre: row.nombre,
    email: row.email,
    perfil: row.perfil,
    empresa: row.empresa_id && row.empresa_nombre ? { id: row.empresa_id, nombre: row.empresa_nombre } : null,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
