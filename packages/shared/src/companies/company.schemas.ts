import { z } from 'zod';
import { cleanText } from '../text.js';
import { companySchema, riskClassSchema } from '../users/user.schemas.js';
import { MINIMUM_STANDARD_SETS } from './minimum-standards.js';
import { nitSchema } from './nit.js';

/**
 * The labour-risk insurers (ARL) authorised in Colombia, by the name people know them by. Liberty's ARL now
 * operates as HDI Seguros de Vida. A new insurer is a new line here (decision 023).
 */
export const ARLS = [
  'ARL Sura',
  'Positiva Compañía de Seguros',
  'Colmena Seguros',
  'Seguros Bolívar',
  'AXA Colpatria',
  'Seguros de Vida Alfa',
  'La Equidad Seguros',
  'Mapfre Seguros',
  'HDI Seguros de Vida (antes Liberty)',
  'Seguros de Vida Aurora',
] as const;
export const arlSchema = z.enum(ARLS, { error: 'Elija la ARL de la empresa.' });
export type Arl = z.infer<typeof arlSchema>;

export const RISK_CLASSES = riskClassSchema.options;
/** What each risk class means, as the ARL classifies activities (Decreto 1295 de 1994, art. 26). */
export const riskClassLabels: Record<z.infer<typeof riskClassSchema>, string> = {
  I: 'Riesgo I (mínimo)',
  II: 'Riesgo II (bajo)',
  III: 'Riesgo III (medio)',
  IV: 'Riesgo IV (alto)',
  V: 'Riesgo V (máximo)',
};

export const minimumStandardSetSchema = z.union([z.literal(7), z.literal(21), z.literal(60)]);

/** Create and edit a company (the admin's form and the API share it). DIVIPOLA codes exist is checked by the server. */
export const companyInputSchema = z
  .object({
    nombre: cleanText({ label: 'El nombre', min: 2, max: 160 }),
    nit: nitSchema,
    actividadEconomica: cleanText({
      label: 'La actividad económica',
      min: 3,
      max: 200,
      minMessage: 'Escriba la actividad económica, por ejemplo "4111 Construcción de edificios residenciales".',
    }),
    claseRiesgo: z.enum(riskClassSchema.options, { error: 'Elija la clase de riesgo.' }),
    trabajadores: z.coerce
      .number({ error: 'Escriba el número de trabajadores.' })
      .int('El número de trabajadores debe ser un número entero.')
      .min(1, 'La empresa debe tener al menos 1 trabajador.')
      .max(1_000_000, 'El número de trabajadores no puede pasar de 1.000.000.'),
    arl: arlSchema,
    departamento: z.string().regex(/^\d{2}$/, 'Elija el departamento.'),
    municipio: z.string().regex(/^\d{5}$/, 'Elija el municipio.'),
    direccion: cleanText({
      label: 'La dirección',
      min: 5,
      max: 200,
      minMessage: 'Escriba la dirección de la empresa.',
    }),
    responsableSstId: z.uuid('Elija una persona de la empresa.').nullable().default(null),
  })
  .strict()
  .refine((input) => input.municipio.startsWith(input.departamento), {
    path: ['municipio'],
    error: 'El municipio no pertenece al departamento elegido.',
  });
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyInputParsed = z.output<typeof companyInputSchema>;

export const companyStatusSchema = z.enum(['active', 'inactive']);

export const listCompaniesQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  claseRiesgo: riskClassSchema.optional(),
  estandares: z.coerce
    .number()
    .refine((value) => (MINIMUM_STANDARD_SETS as readonly number[]).includes(value), 'Elija 7, 21 o 60.')
    .optional(),
  departamento: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
  status: companyStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListCompaniesQuery = z.infer<typeof listCompaniesQuerySchema>;

/** A company as the admin pages show it: its fields, the standards set that applies and its people. */
export const adminCompanySchema = companySchema.omit({ responsableSstId: true }).extend({
  /** "Medellín, Antioquia": the municipality and department by name, for lists. */
  ubicacion: z.string().nullable(),
  responsableSst: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  estandares: minimumStandardSetSchema,
  /** Active accounts that belong to the company. */
  personasActivas: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const companyListSchema = z.object({
  items: z.array(adminCompanySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CompanyList = z.infer<typeof companyListSchema>;

export const companyIdParamsSchema = z.object({ id: z.uuid() });

/** The people of a company who may be named its SST lead (active accounts of that company). */
export const companyPeopleSchema = z.object({
  items: z.array(z.object({ id: z.string(), nombre: z.string(), perfil: z.string() })),
});
export type CompanyPeople = z.infer<typeof companyPeopleSchema>;
