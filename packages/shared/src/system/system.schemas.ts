import { z } from 'zod';

/** Settings anyone may read: who runs this academy and how to reach them. */
export const publicConfigSchema = z.object({
  providerName: z.string(),
  contactEmail: z.string(),
  /** Shown on the help page only when configured (CONTACT_PHONE, CONTACT_ADDRESS, CONTACT_HOURS). */
  contactPhone: z.string().nullable().default(null),
  contactAddress: z.string().nullable().default(null),
  contactHours: z.string().nullable().default(null),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
/** Readiness says only that the app can serve: which database stands behind it is nobody's business outside. */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
