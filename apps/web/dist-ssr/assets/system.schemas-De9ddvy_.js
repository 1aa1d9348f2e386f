import { f as literal, l as boolean, m as object, v as string } from "./api-client-BGybrOBG.js";
// ../../packages/shared/src/system/system.schemas.ts
/** Settings anyone may read: who runs this academy and how to reach them. */
var publicConfigSchema = object({
	providerName: string(),
	contactEmail: string(),
	/** Shown on the help page only when configured (CONTACT_PHONE, CONTACT_ADDRESS, CONTACT_HOURS). */
	contactPhone: string().nullable().default(null),
	contactAddress: string().nullable().default(null),
	contactHours: string().nullable().default(null),
	/**
	* The origin (`scheme://host[:port]`) of SIMULATOR_BASE_URL, or null when unset: the only origin whose
	* `postMessage` the simulator page accepts as an external completion.
	*/
	simulatorBaseUrl: string().nullable().default(null)
});
/**
* `GET /api/admin/system/setup` (Superadministrador): what the installation still lacks before its certificates
* hold up (decision 029). The admin dashboard shows a banner for each gap.
*/
var systemSetupSchema = object({
	/** PUBLIC_URL is unset: every certificate's QR code and link point at this machine, which nobody else can open. */
	publicUrlMissing: boolean(),
	/** The address certificates carry now. */
	certificateLinkBase: string(),
	/** CERTIFICATE_SIGNER_NAME / CERTIFICATE_SIGNER_LICENSE are unset: certificates carry no signature block. */
	certificateSignerMissing: boolean()
});
object({ status: literal("ok") });
object({ status: literal("ready") });
export { systemSetupSchema as n, publicConfigSchema as t };
