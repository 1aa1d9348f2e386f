import { z } from 'zod';
import { paths } from '../paths.js';

export const ADMIN_PROFILE = 'Superadministrador';
export const COMPANY_LEAD_PROFILE = 'Responsable SST';
export const LEARNER_PROFILE = 'Aprendiz';

/** The three profiles (docs/product.md §1). Stored as text; any other stored value behaves as `Aprendiz`. */
export const PROFILES = [ADMIN_PROFILE, COMPANY_LEAD_PROFILE, LEARNER_PROFILE] as const;
export const profileSchema = z.enum(PROFILES, {
  error: 'Elija un perfil: Superadministrador, Responsable SST o Aprendiz.',
});
export type Profile = z.infer<typeof profileSchema>;

/** `Superadministrador`: everything, every company. */
export function isAdminProfile(perfil: string): boolean {
  return perfil === ADMIN_PROFILE;
}

/** `Responsable SST`: the admin area limited to their own company. */
export function isCompanyLeadProfile(perfil: string): boolean {
  return perfil === COMPANY_LEAD_PROFILE;
}

/** Who may open `/admin/*` at all (what each may see there is decided per page and per API call). */
export function canOpenAdminArea(perfil: string): boolean {
  return isAdminProfile(perfil) || isCompanyLeadProfile(perfil);
}

/** Where each profile lands after sign-in (docs/product.md §1). */
export function homePathFor(perfil: string): string {
  return canOpenAdminArea(perfil) ? paths.admin.dashboard() : paths.home();
}

/**
 * The version of the personal-data treatment policy people consent to (Ley 1581 de 2012). Stored with each consent;
 * publishing a new policy means a new version here.
 */
export const DATA_POLICY_VERSION = '2026-11-24';

/** Identity documents accepted in Colombia for workers: cédula, cédula de extranjería, tarjeta de identidad, pasaporte, PPT. */
export const DOCUMENT_TYPES = ['CC', 'CE', 'TI', 'PA', 'PPT'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, {
  error: 'Elija un tipo de documento: CC, CE, TI, PA o PPT.',
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const riskClassSchema = z.enum(['I', 'II', 'III', 'IV', 'V']);
export type RiskClass = z.infer<typeof riskClassSchema>;

export const companySchema = z.object({
  id: z.string(),
  nombre: z.string(),
  nit: z.string(),
  trabajadores: z.number().int(),
  claseRiesgo: riskClassSchema,
  actividadEconomica: z.string().nullable(),
  arl: z.string().nullable(),
  /** DIVIPOLA codes: department (2 digits) and municipality (5 digits). */
  departamento: z.string().nullable(),
  municipio: z.string().nullable(),
  direccion: z.string().nullable(),
  responsableSstId: z.string().nullable(),
  active: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  perfil: z.string(),
  empresa: companySchema.pick({ id: true, nombre: true }).nullable(),
  tipoDocumento: z.string().nullable().default(null),
  numeroDocumento: z.string().nullable().default(null),
  cargo: z.string().nullable().default(null),
  /** Whether the person has consented to data treatment (people created by an admin do on first sign-in). */
  hasConsented: z.boolean().default(false),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `active` or `inactive` accounts in the users table filter. */
export const userStatusSchema = z.enum(['active', 'inactive']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** The filters of the users table, shared by the list and the CSV export. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const userFiltersSchema = z.object({
  /** Name, e-mail or document number. */
  q: optionalFilter(z.string().trim().max(120)),
  empresaId: optionalFilter(z.string().trim().max(60)),
  perfil: optionalFilter(profileSchema),
  status: optionalFilter(userStatusSchema),
});
export type UserFilters = z.infer<typeof userFiltersSchema>;

export const listUsersQuerySchema = userFiltersSchema.extend({
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
