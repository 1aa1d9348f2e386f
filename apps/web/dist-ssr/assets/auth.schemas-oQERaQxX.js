import { _ as record, b as unknown, d as email, f as literal, l as boolean, m as object, v as string, y as union } from "./api-client-BGybrOBG.js";
import { t as cleanText } from "./text-BDzdvN8i.js";
/** The consent box's message when left unticked on sign-up. */
var SIGN_UP_CONSENT_MESSAGE = "Para crear la cuenta debe autorizar el tratamiento de sus datos personales según la Política de tratamiento de datos.";
/** E-mails are compared case-insensitively: we trim and lower-case them before anything else sees them. */
var emailSchema = string().trim().min(1).max(254).pipe(email()).transform((value) => value.toLowerCase());
var passwordSchema = string().min(8).max(200);
/** The ALTCHA widget's base64 payload. Optional in schemas where the server decides whether it is needed. */
var captchaPayloadSchema = string().min(1).max(4e3);
var signUpInputSchema = object({
	nombre: cleanText({
		label: "El nombre",
		min: 2,
		max: 120
	}),
	email: emailSchema,
	password: passwordSchema,
	captcha: captchaPayloadSchema,
	/** The unticked consent box (Ley 1581 de 2012): an account is never created without it. */
	consent: literal(true, { error: SIGN_UP_CONSENT_MESSAGE })
});
var signInInputSchema = object({
	email: emailSchema,
	password: string().min(1).max(200),
	remember: boolean().default(false),
	captcha: captchaPayloadSchema.optional()
});
var resetRequestInputSchema = object({
	email: emailSchema,
	captcha: captchaPayloadSchema
});
var resetCodeSchema = string().trim().regex(/^\d{6}$/, "El código tiene 6 dígitos.");
union([object({
	email: emailSchema,
	code: resetCodeSchema,
	password: passwordSchema
}), object({
	token: string().min(20).max(200),
	password: passwordSchema
})]);
var changePasswordInputSchema = object({
	currentPassword: string().min(1).max(200),
	newPassword: passwordSchema,
	/** Asked after repeated wrong current passwords, as on sign-in. */
	captcha: captchaPayloadSchema.optional()
});
/** What the browser knows about the signed-in user ("session user", docs/product.md §2). */
var sessionUserSchema = object({
	id: string(),
	nombre: string(),
	email: string(),
	perfil: string(),
	/** The person's company; for a `Responsable SST`, the only company they may administer. */
	empresaId: string().nullable(),
	/** True until the person consents to data treatment (people created by an admin or by import). */
	needsConsent: boolean(),
	isRemembered: boolean()
});
var meResponseSchema = object({ user: sessionUserSchema.nullable() });
var signInResponseSchema = object({
	user: sessionUserSchema,
	home: string()
});
var messageResponseSchema = object({ message: string() });
record(string(), unknown());
export { messageResponseSchema as a, resetRequestInputSchema as c, signInResponseSchema as d, signUpInputSchema as f, meResponseSchema as i, sessionUserSchema as l, changePasswordInputSchema as n, passwordSchema as o, emailSchema as r, resetCodeSchema as s, SIGN_UP_CONSENT_MESSAGE as t, signInInputSchema as u };
