import { z } from 'zod';

/**
 * The columns of the people CSV, in the order the template and the export write them. Header names are matched
 * without regard to case or accents, in any order; other columns are ignored.
 */
export const USER_IMPORT_COLUMNS = [
  'nombre',
  'email',
  'tipo_documento',
  'numero_documento',
  'cargo',
  'empresa_nit',
  'perfil',
] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];

/** About 6 MB of CSV once decoded from base64: far above 10,000 people. */
export const USER_IMPORT_MAX_BASE64 = 8_000_000;

/** The uploaded file travels as base64 inside JSON (the API takes JSON bodies only, docs/decisions/025). */
export const userImportInputSchema = z.object({
  fileBase64: z
    .string()
    .min(1, 'El archivo está vacío.')
    .max(USER_IMPORT_MAX_BASE64, 'El archivo es demasiado grande. Divida las personas en varios archivos.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'El archivo no llegó completo. Elíjalo de nuevo.'),
});
export type UserImportInput = z.infer<typeof userImportInputSchema>;

export const userImportCommitInputSchema = userImportInputSchema.extend({
  /** Send the invitation e-mail to the people the import creates. */
  sendInvitations: z.boolean().default(false),
});
export type UserImportCommitInput = z.infer<typeof userImportCommitInputSchema>;

export const userImportStatusSchema = z.enum(['create', 'update', 'unchanged', 'error']);
export type UserImportStatus = z.infer<typeof userImportStatusSchema>;

export const userImportRowSchema = z.object({
  /** Line of the file where the row starts (the header is line 1). */
  line: z.number().int(),
  status: userImportStatusSchema,
  nombre: z.string(),
  email: z.string(),
  /** For `update`: the columns whose value changes. */
  changes: z.array(z.enum(USER_IMPORT_COLUMNS)),
  /** For `error`: one Spanish sentence per problem, e.g. "Fila 12, columna email: el correo no es válido." */
  errors: z.array(z.object({ column: z.enum(USER_IMPORT_COLUMNS).nullable(), message: z.string() })),
});
export type UserImportRow = z.infer<typeof userImportRowSchema>;

export const userImportTotalsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type UserImportTotals = z.infer<typeof userImportTotalsSchema>;

export const userImportPreviewSchema = z.object({
  rows: z.array(userImportRowSchema),
  totals: userImportTotalsSchema,
});
export type UserImportPreview = z.infer<typeof userImportPreviewSchema>;

export const userImportResultSchema = z.object({
  totals: userImportTotalsSchema,
  /** How many new people were sent an invitation. */
  invited: z.number().int(),
});
export type UserImportResult = z.infer<typeof userImportResultSchema>;

/** The template's content: the header row only, semicolon-separated as Excel writes it in es-CO. */
export const USER_IMPORT_TEMPLATE = `${USER_IMPORT_COLUMNS.join(';')}\r\n`;
export const USER_IMPORT_TEMPLATE_NAME = 'plantilla-personas.csv';
