import { z } from 'zod';
import { paths } from '../paths.js';

export const ADMIN_PROFILE = 'Superadministrador';
export const LEARNER_PROFILE = 'Aprendiz';

/** A profile is free text in the original product; only `Superadministrador` grants the admin area. */
export const profileSchema = z.string().trim().min(1).max(60);

export function isAdminProfile(perfil: string): boolean {
  return perfil === ADMIN_PROFILE;
}

/** Where each profile lands after sign-in (docs/product.md §1). */
export function homePathFor(perfil: string): string {
  return isAdminProfile(perfil) ? paths.admin.dashboard() : paths.home();
}

export const riskClassSchema = z.enum(['I', 'II', 'III', 'IV', 'V']);
export type RiskClass = z.infer<typeof riskClassSchema>;

export const companySchema = z.object({
  id: z.string(),
  nombre: z.string(),
  nit: z.string(),
  trabajadores: z.number().int(),
  claseRiesgo: riskClassSchema,
});
export type Company = z.infer<typeof companySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  perfil: z.string(),
  empresa: companySchema.pick({ id: true, nombre: true }).nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserList = z.infer<typeof userListSchema>;
