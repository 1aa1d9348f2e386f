import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/auth.plugin.js';
import type { AuditActor } from './audit.types.js';

/** The signed-in person making an admin change, as the audit log records them. */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = currentUser(request);
  return { id: user.id, nombre: user.nombre, perfil: user.perfil, ip: request.ip };
}
