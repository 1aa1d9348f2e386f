import { z } from 'zod';

/** Settings anyone may read: who runs this academy and how to reach them. */
export const publicConfigSchema = z.object({
  providerName: z.string(),
  contactEmail: z.string(),
  /** Shown on the help page only when configured (CONTACT_PHONE, CONTACT_ADDRESS, CONTACT_HOURS). */
  contactPhone: z.string().nullable().default(null),
  contactAddress: z.string().nullable().default(null),
  contactHours: z.string().nullable().default(null),
  /**
   * The origin (`scheme://host[:port]`) of SIMULATOR_BASE_URL, or null when unset: the only origin whose
   * `postMessage` the simulator page accepts as an external completion.
   */
  simulatorBaseUrl: z.string().nullable().default(null),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * `GET /api/admin/system/setup` (Superadministrador): what the installation still lacks before its certificates
 * hold up (decision 029). The admin dashboard shows a banner for each gap.
 */
export const systemSetupSchema = z.object({
  /** PUBLIC_URL is unset: every certificate's QR code and link point at this machine, which nobody else can open. */
  publicUrlMissing: z.boolean(),
  /** The address certificates carry now. */
  certificateLinkBase: z.string(),
  /** CERTIFICATE_SIGNER_NAME / CERTIFICATE_SIGNER_LICENSE are unset: certificates carry no signature block. */
  certificateSignerMissing: z.boolean(),
});
export type SystemSetup = z.infer<typeof systemSetupSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
/** Readiness says only that the app can serve: which database stands behind it is nobody's business outside. */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
