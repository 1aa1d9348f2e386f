import { z } from 'zod';
import { cleanText } from '../text.js';

export const PASSWORD_MIN_LENGTH = 8;

/** The consent box's message when left unticked on sign-up. */
export const SIGN_UP_CONSENT_MESSAGE =
  'Para crear la cuenta debe autorizar el tratamiento de sus datos personales según la Política de tratamiento de datos.';
export const RESET_CODE_LENGTH = 6;

/** E-mails are compared case-insensitively: we trim and lower-case them before anything else sees them. */
export const emailSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(200);

/** The ALTCHA widget's base64 payload. Optional in schemas where the server decides whether it is needed. */
export const captchaPayloadSchema = z.string().min(1).max(4000);

export const signUpInputSchema = z.object({
  nombre: cleanText({ label: 'El nombre', min: 2, max: 120 }),
  email: emailSchema,
  password: passwordSchema,
  captcha: captchaPayloadSchema,
  /** The unticked consent box (Ley 1581 de 2012): an account is never created without it. */
  consent: z.literal(true, { error: SIGN_UP_CONSENT_MESSAGE }),
});
export type SignUpInput = z.input<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  remember: z.boolean().default(false),
  captcha: captchaPayloadSchema.optional(),
});
export type SignInInput = z.input<typeof signInInputSchema>;

export const resetRequestInputSchema = z.object({
  email: emailSchema,
  captcha: captchaPayloadSchema,
});
export type ResetRequestInput = z.input<typeof resetRequestInputSchema>;

export const resetCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'El código tiene 6 dígitos.');

/** Confirm a reset either with the e-mailed code (plus the address) or with the token from the e-mailed link. */
export const resetConfirmInputSchema = z.union([
  z.object({ email: emailSchema, code: resetCodeSchema, password: passwordSchema }),
  z.object({ token: z.string().min(20).max(200), password: passwordSchema }),
]);
export type ResetConfirmInput = z.input<typeof resetConfirmInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
  /** Asked after repeated wrong current passwords, as on sign-in. */
  captcha: captchaPayloadSchema.optional(),
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** What the browser knows about the signed-in user ("session user", docs/product.md §2). */
export const sessionUserSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  perfil: z.string(),
  /** The person's company; for a `Responsable SST`, the only company they may administer. */
  empresaId: z.string().nullable(),
  /** True until the person consents to data treatment (people created by an admin or by import). */
  needsConsent: z.boolean(),
  isRemembered: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const signInResponseSchema = z.object({ user: sessionUserSchema, home: z.string() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The ALTCHA challenge as the widget fetches it; its exact fields belong to altcha-lib. */
export const captchaChallengeSchema = z.record(z.string(), z.unknown());
