import { z } from 'zod';
import { emailSchema, passwordSchema } from '../auth/auth.schemas.js';
import { certificateSchema } from '../evaluations/evaluation.schemas.js';
import { finalTestStandingSchema } from '../evaluations/attempt-grant.schemas.js';
import { learnerRouteReportSchema } from '../learning-paths/learner-dashboard.schemas.js';
import { cleanText } from '../text.js';
import { adminUserSchema, documentTypeSchema, profileSchema } from './user.schemas.js';

/** Letters and digits (a passport may carry letters), 3 to 20 of them; dots and spaces are not part of the number. */
export const documentNumberSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{3,20}$/, 'El número de documento tiene de 3 a 20 letras o dígitos, sin puntos ni espacios.');

/** A field of the user form that may be left empty: the empty string means "none". */
const orNone = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).nullable();

const userFieldsSchema = z.object({
  nombre: cleanText({ label: 'El nombre', min: 2, minMessage: 'Escriba el nombre completo', max: 120 }),
  email: emailSchema,
  tipoDocumento: orNone(documentTypeSchema),
  numeroDocumento: orNone(documentNumberSchema),
  cargo: orNone(cleanText({ label: 'El cargo', max: 120 })),
  /** Empty or null: the person belongs to no company. */
  empresaId: orNone(z.string().trim().max(60)),
  perfil: profileSchema,
});

const filled = (value: string | null | undefined) => value !== undefined && value !== null && value !== '';

/** The document type and number go together: both or neither. */
function documentPair(
  value: { tipoDocumento?: string | null; numeroDocumento?: string | null },
  ctx: z.RefinementCtx,
): void {
  const hasType = filled(value.tipoDocumento);
  const hasNumber = filled(value.numeroDocumento);
  if (hasType && !hasNumber) {
    ctx.addIssue({ code: 'custom', path: ['numeroDocumento'], message: 'Escriba el número del documento.' });
  }
  if (hasNumber && !hasType) {
    ctx.addIssue({ code: 'custom', path: ['tipoDocumento'], message: 'Elija el tipo de documento.' });
  }
}

/** `POST /api/admin/users`: the account is created without a password; the person gets an invitation. */
export const createUserInputSchema = userFieldsSchema.superRefine(documentPair);
export type CreateUserInput = z.input<typeof createUserInputSchema>;

/** `PATCH /api/admin/users/:id`: only the fields sent change; the document type and number travel together. */
export const updateUserInputSchema = userFieldsSchema.partial().superRefine((value, ctx) => {
  if ((value.tipoDocumento === undefined) !== (value.numeroDocumento === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.tipoDocumento === undefined ? 'tipoDocumento' : 'numeroDocumento'],
      message: 'Envíe el tipo y el número de documento juntos.',
    });
    return;
  }
  documentPair(value, ctx);
});
export type UpdateUserInput = z.input<typeof updateUserInputSchema>;

/** `POST /api/auth/invitation/accept`: the token from the e-mailed link and the first password. */
export const acceptInvitationInputSchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationInputSchema>;

/** A company the signed-in admin may assign people to (filters and the user form). */
export const companyOptionSchema = z.object({ id: z.string(), nombre: z.string(), nit: z.string() });
export type CompanyOption = z.infer<typeof companyOptionSchema>;
export const companyOptionListSchema = z.object({ items: z.array(companyOptionSchema) });

/**
 * A route on the person's page: what "Mi avance" shows them, plus how their final tests stand (attempts used and
 * allowed, passed, `canGrant`), so an admin or their company's Responsable SST can grant one more attempt there.
 */
export const adminUserRouteSchema = learnerRouteReportSchema.extend({ finalTest: finalTestStandingSchema });
export type AdminUserRoute = z.infer<typeof adminUserRouteSchema>;

/** `GET /api/admin/users/:id`: the account, its routes with progress and scores, and its certificates. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  routes: z.array(adminUserRouteSchema),
  certificates: z.array(certificateSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
