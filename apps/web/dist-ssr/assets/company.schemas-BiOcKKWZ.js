import { S as uuid, c as array, f as literal, m as object, p as number, s as _enum, v as string, y as union } from "./api-client-BGybrOBG.js";
import { t as number$1 } from "./coerce-BBCcMy16.js";
import { t as cleanText } from "./text-BDzdvN8i.js";
import { f as riskClassSchema, s as companySchema } from "./user.schemas-C6Y-DZ28.js";
// ../../packages/shared/src/companies/minimum-standards.ts
/** The three sets of minimum standards of the SG-SST in Resolución 0312 de 2019. */
var MINIMUM_STANDARD_SETS = [
	7,
	21,
	60
];
/** Risk classes that take the 60 standards whatever the company's size (art. 16). */
var HIGH_RISK_CLASSES = ["IV", "V"];
/**
* Which set of Res. 0312 de 2019 minimum standards applies to a company: 60 for more than 50 workers or risk class
* IV–V; otherwise 7 for up to 10 workers and 21 for 11 to 50. The PHVA cycle uses the same function.
*/
function minimumStandardsSetFor(company) {
	if (HIGH_RISK_CLASSES.includes(company.claseRiesgo)) return 60;
	if (company.trabajadores > 50) return 60;
	if (company.trabajadores > 10) return 21;
	return 7;
}
/** One line, in Spanish, saying why that set applies (shown beside the set in the company form). */
function minimumStandardsReason(company) {
	const set = minimumStandardsSetFor(company);
	if (HIGH_RISK_CLASSES.includes(company.claseRiesgo)) return `Clase de riesgo ${company.claseRiesgo}: aplican los 60 estándares sin importar el número de trabajadores (Res. 0312 de 2019, art. 16).`;
	if (set === 60) return "Más de 50 trabajadores: aplican los 60 estándares (Res. 0312 de 2019, art. 16).";
	if (set === 21) return "De 11 a 50 trabajadores con riesgo I, II o III: aplican 21 estándares (Res. 0312 de 2019, art. 9).";
	return "Hasta 10 trabajadores con riesgo I, II o III: aplican 7 estándares (Res. 0312 de 2019, art. 3).";
}
// ../../packages/shared/src/companies/nit.ts
/** DIAN's weights for the NIT's modulo-11 check digit, from the rightmost digit of the base leftwards. */
var NIT_WEIGHTS = [
	3,
	7,
	13,
	17,
	19,
	23,
	29,
	37,
	41,
	43,
	47,
	53,
	59,
	67,
	71
];
var NIT_BASE_MAX_DIGITS = NIT_WEIGHTS.length;
/**
* The DIAN check digit (dígito de verificación) of a NIT base: each digit, from the right, times its weight; the
* sum modulo 11 is the digit when it is 0 or 1, otherwise the digit is 11 minus it.
*/
function nitCheckDigit(base) {
	if (!/^\d+$/.test(base) || base.length > NIT_WEIGHTS.length) throw new RangeError(`A NIT base has 1 to ${String(NIT_WEIGHTS.length)} digits: ${base}`);
	let sum = 0;
	for (let i = 0; i < base.length; i += 1) sum += Number(base[base.length - 1 - i]) * (NIT_WEIGHTS[i] ?? 0);
	const remainder = sum % 11;
	return remainder <= 1 ? remainder : 11 - remainder;
}
/** `900.123.456-8`, `900123456 - 8`, `900,123,456-8` → `{ base: '900123456', digit: '8' }`; null when no digit is apart. */
function splitNit(value) {
	const match = /^([\d.,\s]+?)\s*[-\s]\s*(\d)$/u.exec(value.trim());
	if (!match?.[1] || !match[2]) return null;
	return {
		base: match[1].replace(/[.,\s]/gu, ""),
		digit: match[2]
	};
}
/** The stored form `#########-D`, or the trimmed input unchanged when it is not a NIT. */
function normaliseNit(value) {
	const parts = splitNit(value);
	return parts && /^\d+$/.test(parts.base) ? `${parts.base}-${parts.digit}` : value.trim();
}
/** Why `value` is not a valid NIT, in Spanish, or null when it is one (any accepted spelling). */
function nitProblem(value) {
	const parts = splitNit(value);
	if (!parts || !/^\d+$/.test(parts.base)) return "Escriba el NIT con su dígito de verificación separado por un guion, por ejemplo 900123456-8.";
	const { base, digit } = parts;
	if (base.length < 5 || base.length > NIT_BASE_MAX_DIGITS) return `El NIT debe tener entre ${String(5)} y ${String(NIT_BASE_MAX_DIGITS)} dígitos antes del dígito de verificación.`;
	const expected = nitCheckDigit(base);
	if (Number(digit) !== expected) return `El dígito de verificación del NIT ${base} es ${String(expected)}, no ${digit}.`;
	return null;
}
/**
* A NIT with its check digit, written as people write it (`900123456-8`, `900.123.456-8`, `900123456 8`) and
* stored as `900123456-8`. A wrong check digit is refused with a message that gives the right one.
*/
var nitSchema = string().overwrite(normaliseNit).superRefine((value, ctx) => {
	const problem = nitProblem(value);
	if (problem) ctx.addIssue({
		code: "custom",
		message: problem
	});
});
// ../../packages/shared/src/companies/company.schemas.ts
/**
* The labour-risk insurers (ARL) authorised in Colombia, by the name people know them by. Liberty's ARL now
* operates as HDI Seguros de Vida. A new insurer is a new line here (decision 023).
*/
var ARLS = [
	"ARL Sura",
	"Positiva Compañía de Seguros",
	"Colmena Seguros",
	"Seguros Bolívar",
	"AXA Colpatria",
	"Seguros de Vida Alfa",
	"La Equidad Seguros",
	"Mapfre Seguros",
	"HDI Seguros de Vida (antes Liberty)",
	"Seguros de Vida Aurora"
];
var arlSchema = _enum(ARLS, { error: "Elija la ARL de la empresa." });
var RISK_CLASSES = riskClassSchema.options;
/** What each risk class means, as the ARL classifies activities (Decreto 1295 de 1994, art. 26). */
var riskClassLabels = {
	I: "Riesgo I (mínimo)",
	II: "Riesgo II (bajo)",
	III: "Riesgo III (medio)",
	IV: "Riesgo IV (alto)",
	V: "Riesgo V (máximo)"
};
var minimumStandardSetSchema = union([
	literal(7),
	literal(21),
	literal(60)
]);
/** Create and edit a company (the admin's form and the API share it). DIVIPOLA codes exist is checked by the server. */
var companyInputSchema = object({
	nombre: cleanText({
		label: "El nombre",
		min: 2,
		max: 160
	}),
	nit: nitSchema,
	actividadEconomica: cleanText({
		label: "La actividad económica",
		min: 3,
		max: 200,
		minMessage: "Escriba la actividad económica, por ejemplo \"4111 Construcción de edificios residenciales\"."
	}),
	claseRiesgo: _enum(riskClassSchema.options, { error: "Elija la clase de riesgo." }),
	trabajadores: number$1({ error: "Escriba el número de trabajadores." }).int("El número de trabajadores debe ser un número entero.").min(1, "La empresa debe tener al menos 1 trabajador.").max(1e6, "El número de trabajadores no puede pasar de 1.000.000."),
	arl: arlSchema,
	departamento: string().regex(/^\d{2}$/, "Elija el departamento."),
	municipio: string().regex(/^\d{5}$/, "Elija el municipio."),
	direccion: cleanText({
		label: "La dirección",
		min: 5,
		max: 200,
		minMessage: "Escriba la dirección de la empresa."
	}),
	responsableSstId: uuid("Elija una persona de la empresa.").nullable().default(null)
}).strict().refine((input) => input.municipio.startsWith(input.departamento), {
	path: ["municipio"],
	error: "El municipio no pertenece al departamento elegido."
});
var companyStatusSchema = _enum(["active", "inactive"]);
object({
	q: string().trim().max(120).optional(),
	claseRiesgo: riskClassSchema.optional(),
	estandares: number$1().refine((value) => MINIMUM_STANDARD_SETS.includes(value), "Elija 7, 21 o 60.").optional(),
	departamento: string().regex(/^\d{2}$/).optional(),
	status: companyStatusSchema.optional(),
	page: number$1().int().min(1).default(1),
	pageSize: number$1().int().min(1).max(100).default(20)
});
/** A company as the admin pages show it: its fields, the standards set that applies and its people. */
var adminCompanySchema = companySchema.omit({ responsableSstId: true }).extend({
	/** "Medellín, Antioquia": the municipality and department by name, for lists. */
	ubicacion: string().nullable(),
	responsableSst: object({
		id: string(),
		nombre: string()
	}).nullable(),
	estandares: minimumStandardSetSchema,
	/** Active accounts that belong to the company. */
	personasActivas: number().int(),
	createdAt: string(),
	updatedAt: string()
});
var companyListSchema = object({
	items: array(adminCompanySchema),
	total: number().int(),
	page: number().int(),
	pageSize: number().int()
});
object({ id: uuid() });
/** The people of a company who may be named its SST lead (active accounts of that company). */
var companyPeopleSchema = object({ items: array(object({
	id: string(),
	nombre: string(),
	perfil: string()
})) });
export { companyListSchema as a, riskClassLabels as c, minimumStandardsSetFor as d, companyInputSchema as i, MINIMUM_STANDARD_SETS as l, RISK_CLASSES as n, companyPeopleSchema as o, adminCompanySchema as r, minimumStandardSetSchema as s, ARLS as t, minimumStandardsReason as u };
