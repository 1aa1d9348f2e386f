import { z } from 'zod';

/** Settings anyone may read: who runs this academy and how to reach them. */
export const publicConfigSchema = z.object({
  providerName: z.string(),
  contactEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({ status: z.literal('ready'), database: z.enum(['sqlite', 'postgres']) });
