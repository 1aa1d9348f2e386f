import { z } from 'zod';
import { cleanText } from '../text.js';
import { documentTypeSchema } from '../users/user.schemas.js';

/** The consent box's message when left unticked, on sign-up and on the consent page (Ley 1581 de 2012). */
export const CONSENT_REQUIRED_MESSAGE =
  'Para continuar debe autorizar el tratamiento de sus datos personales según la Política de tratamiento de datos.';

/** `true` and nothing else: an unticked box is refused with a Spanish message, never stored. */
export const consentFlagSchema = z.literal(true, { error: CONSENT_REQUIRED_MESSAGE });

export const consentInputSchema = z.object({ accept: consentFlagSchema });
export type ConsentInput = z.input<typeof consentInputSchema>;

/** Document type and number go together: both given, or both empty (null). */
export const profileInputSchema = z
  .object({
    nombre: cleanText({ label: 'El nombre', min: 2, max: 120 }),
    tipoDocumento: documentTypeSchema.nullable(),
    numeroDocumento: z
      .string()
      .trim()
      .max(20, 'El número de documento tiene como máximo 20 caracteres.')
      .regex(/^[A-Za-z0-9-]*$/, 'El número de documento solo lleva letras, dígitos o guiones.')
      .transform((value) => (value === '' ? null : value.toUpperCase()))
      .nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.tipoDocumento && !value.numeroDocumento) {
      ctx.addIssue({ code: 'custom', path: ['numeroDocumento'], message: 'Escriba el número de documento.' });
    }
    if (!value.tipoDocumento && value.numeroDocumento) {
      ctx.addIssue({ code: 'custom', path: ['tipoDocumento'], message: 'Elija el tipo de documento.' });
    }
  });
export type ProfileInput = z.input<typeof profileInputSchema>;

/** What `/perfil` shows and edits about the signed-in person. */
export const accountProfileSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  perfil: z.string(),
  tipoDocumento: documentTypeSchema.nullable(),
  numeroDocumento: z.string().nullable(),
  cargo: z.string().nullable(),
  empresa: z.string().nullable(),
  consent: z.object({ at: z.string(), version: z.string() }).nullable(),
  /** True: no e-mail reminders of non-mandatory training assignments (mandatory ones always arrive). */
  remindersOptOut: z.boolean().default(false),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/**
 * One open session. `id` is an opaque public id derived from the stored id: it cannot be turned back into the cookie
 * token nor used as one.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

export const accountSessionParamsSchema = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });

/** `/perfil`: turn the reminders of non-mandatory training assignments off (`optOut: true`) or on. */
export const remindersPreferenceSchema = z.object({ optOut: z.boolean() }).strict();
