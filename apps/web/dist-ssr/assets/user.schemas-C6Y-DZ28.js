import { t as paths } from "./paths-DCx76zJf.js";
import { c as array, g as preprocess, l as boolean, m as object, p as number, s as _enum, v as string } from "./api-client-BGybrOBG.js";
import { t as number$1 } from "./coerce-BBCcMy16.js";
// ../../packages/shared/src/users/user.schemas.ts
var ADMIN_PROFILE = "Superadministrador";
var COMPANY_LEAD_PROFILE = "Responsable SST";
var LEARNER_PROFILE = "Aprendiz";
/** The three profiles (docs/product.md §1). Stored as text; any other stored value behaves as `Aprendiz`. */
var PROFILES = [
	ADMIN_PROFILE,
	COMPANY_LEAD_PROFILE,
	LEARNER_PROFILE
];
var profileSchema = _enum(PROFILES, { error: "Elija un perfil: Superadministrador, Responsable SST o Aprendiz." });
/** `Superadministrador`: everything, every company. */
function isAdminProfile(perfil) {
	return perfil === ADMIN_PROFILE;
}
/** `Responsable SST`: the admin area limited to their own company. */
function isCompanyLeadProfile(perfil) {
	return perfil === COMPANY_LEAD_PROFILE;
}
/** Who may open `/admin/*` at all (what each may see there is decided per page and per API call). */
function canOpenAdminArea(perfil) {
	return isAdminProfile(perfil) || isCompanyLeadProfile(perfil);
}
/** Where each profile lands after sign-in (docs/product.md §1). */
function homePathFor(perfil) {
	return canOpenAdminArea(perfil) ? paths.admin.dashboard() : paths.home();
}
/**
* The version of the personal-data treatment policy people consent to (Ley 1581 de 2012). Stored with each consent;
* publishing a new policy means a new version here.
*/
var DATA_POLICY_VERSION = "2026-11-24";
/** Identity documents accepted in Colombia for workers: cédula, cédula de extranjería, tarjeta de identidad, pasaporte, PPT. */
var DOCUMENT_TYPES = [
	"CC",
	"CE",
	"TI",
	"PA",
	"PPT"
];
var documentTypeSchema = _enum(DOCUMENT_TYPES, { error: "Elija un tipo de documento: CC, CE, TI, PA o PPT." });
var riskClassSchema = _enum([
	"I",
	"II",
	"III",
	"IV",
	"V"
]);
var companySchema = object({
	id: string(),
	nombre: string(),
	nit: string(),
	trabajadores: number().int(),
	claseRiesgo: riskClassSchema,
	actividadEconomica: string().nullable(),
	arl: string().nullable(),
	/** DIVIPOLA codes: department (2 digits) and municipality (5 digits). */
	departamento: string().nullable(),
	municipio: string().nullable(),
	direccion: string().nullable(),
	responsableSstId: string().nullable(),
	active: boolean()
});
var adminUserSchema = object({
	id: string(),
	nombre: string(),
	email: string(),
	perfil: string(),
	empresa: companySchema.pick({
		id: true,
		nombre: true
	}).nullable(),
	tipoDocumento: string().nullable().default(null),
	numeroDocumento: string().nullable().default(null),
	cargo: string().nullable().default(null),
	/** Whether the person has consented to data treatment (people created by an admin do on first sign-in). */
	hasConsented: boolean().default(false),
	active: boolean(),
	createdAt: string(),
	updatedAt: string()
});
/** `active` or `inactive` accounts in the users table filter. */
var userStatusSchema = _enum(["active", "inactive"]);
/** The filters of the users table, shared by the list and the CSV export. */
var optionalFilter = (schema) => preprocess((value) => value === "" ? void 0 : value, schema.optional());
object({
	/** Name, e-mail or document number. */
	q: optionalFilter(string().trim().max(120)),
	empresaId: optionalFilter(string().trim().max(60)),
	perfil: optionalFilter(profileSchema),
	status: optionalFilter(userStatusSchema)
}).extend({
	page: number$1().int().min(1).default(1),
	pageSize: number$1().int().min(1).max(100).default(20)
});
var userListSchema = object({
	items: array(adminUserSchema),
	total: number().int(),
	page: number().int(),
	pageSize: number().int()
});
export { adminUserSchema as a, documentTypeSchema as c, profileSchema as d, riskClassSchema as f, PROFILES as i, homePathFor as l, userStatusSchema as m, DOCUMENT_TYPES as n, canOpenAdminArea as o, userListSchema as p, LEARNER_PROFILE as r, companySchema as s, DATA_POLICY_VERSION as t, isAdminProfile as u };
