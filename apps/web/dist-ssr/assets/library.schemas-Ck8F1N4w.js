import { a as ZodISODate, c as array, g as preprocess, l as boolean, m as object, p as number, s as _enum, v as string, w as _isoDate } from "./api-client-BGybrOBG.js";
import { t as number$1 } from "./coerce-BBCcMy16.js";
import { t as cleanText } from "./text-BDzdvN8i.js";
import { y as uploadSchema } from "./route.schemas-C_8Vsxcy.js";
import { n as highlightSchema } from "./search.schemas-BJHk9C6K.js";
// ../../node_modules/zod/v4/classic/iso.js
function date(params) {
	return _isoDate(ZodISODate, params);
}
// ../../packages/shared/src/library/library.schemas.ts
var libraryTopics = [
	"sg_sst",
	"riesgos_laborales",
	"alturas",
	"espacios_confinados",
	"riesgo_quimico",
	"psicosocial",
	"medicina_trabajo",
	"accidentes",
	"comites",
	"emergencias",
	"riesgo_electrico",
	"datos_personales"
];
var libraryTopicSchema = _enum(libraryTopics);
var libraryTopicLabels = {
	sg_sst: "Sistema de gestión (SG-SST)",
	riesgos_laborales: "Sistema de riesgos laborales",
	alturas: "Trabajo en alturas",
	espacios_confinados: "Espacios confinados",
	riesgo_quimico: "Riesgo químico",
	psicosocial: "Riesgo psicosocial y convivencia",
	medicina_trabajo: "Medicina del trabajo",
	accidentes: "Accidentes e investigación",
	comites: "COPASST y vigía",
	emergencias: "Emergencias y desastres",
	riesgo_electrico: "Riesgo eléctrico",
	datos_personales: "Protección de datos"
};
var documentKindSchema = _enum([
	"guide",
	"manual",
	"video",
	"infographic",
	"template"
]);
var documentKindLabels = {
	guide: "Guía",
	manual: "Manual",
	video: "Video",
	infographic: "Infografía",
	template: "Formato"
};
var normTypeSchema = _enum([
	"ley",
	"decreto",
	"decreto_ley",
	"resolucion",
	"circular"
]);
var normTypeLabels = {
	ley: "Ley",
	decreto: "Decreto",
	decreto_ley: "Decreto-Ley",
	resolucion: "Resolución",
	circular: "Circular"
};
var normStatusSchema = _enum([
	"in_force",
	"amended",
	"repealed"
]);
var normStatusLabels = {
	in_force: "Vigente",
	amended: "Modificada",
	repealed: "Derogada"
};
var librarySortSchema = _enum([
	"relevance",
	"newest",
	"oldest",
	"title"
]);
var librarySortLabels = {
	relevance: "Relevancia",
	newest: "Más recientes",
	oldest: "Más antiguos",
	title: "Título (A–Z)"
};
/** A page of `item`s with the total across pages. */
var pageOf = (item) => object({
	items: array(item),
	total: number().int(),
	page: number().int(),
	pageSize: number().int()
});
var yearSchema = number$1().int().min(1900, "El año debe ser 1900 o posterior.").max(2100);
var pagingSchema = {
	page: number$1().int().min(1).default(1),
	pageSize: number$1().int().min(1).max(50).default(10)
};
/** An empty query-string value means "no filter". */
var optional = (schema) => preprocess((value) => value === "" ? void 0 : value, schema.optional());
object({
	q: optional(string().trim().max(120)),
	kind: optional(documentKindSchema),
	topic: optional(libraryTopicSchema),
	yearFrom: optional(yearSchema),
	yearTo: optional(yearSchema),
	sort: librarySortSchema.default("relevance"),
	...pagingSchema
});
object({
	q: optional(string().trim().max(120)),
	type: optional(normTypeSchema),
	topic: optional(libraryTopicSchema),
	status: optional(normStatusSchema),
	yearFrom: optional(yearSchema),
	yearTo: optional(yearSchema),
	sort: librarySortSchema.default("relevance"),
	...pagingSchema
});
/** Marked passages for a result of a text search; null when the list was not searched. */
var matchSchema = object({
	titleHighlight: highlightSchema,
	snippet: highlightSchema
}).nullable();
var documentCardSchema = object({
	id: string(),
	title: string(),
	summary: string(),
	topic: libraryTopicSchema,
	kind: documentKindSchema,
	/** ISO date (YYYY-MM-DD). */
	publishedOn: string(),
	hasFile: boolean(),
	url: string().nullable(),
	favorite: boolean(),
	match: matchSchema
});
var documentListSchema = pageOf(documentCardSchema);
var documentDetailSchema = documentCardSchema.omit({ match: true }).extend({
	file: uploadSchema.nullable(),
	/** Other documents on the same topic. */
	related: array(object({
		id: string(),
		title: string(),
		kind: documentKindSchema
	})),
	/** Norms on the same topic. */
	relatedNorms: array(object({
		id: string(),
		title: string(),
		status: normStatusSchema
	}))
});
var normLinkSchema = object({
	id: string(),
	title: string(),
	status: normStatusSchema
});
var normCardSchema = object({
	id: string(),
	type: normTypeSchema,
	number: string(),
	year: number().int(),
	/** e.g. "Resolución 4272 de 2021". */
	title: string(),
	issuer: string(),
	/** What the norm is about, in one line. */
	subject: string(),
	summary: string(),
	topic: libraryTopicSchema,
	status: normStatusSchema,
	/** Nuance of the status, e.g. "Compilado en el Decreto 1072 de 2015". */
	statusNote: string(),
	/** The norm that repeals, replaces or amends this one. */
	replacedBy: normLinkSchema.nullable(),
	favorite: boolean(),
	match: matchSchema
});
var normListSchema = pageOf(normCardSchema);
var normDetailSchema = normCardSchema.omit({ match: true }).extend({
	sourceUrl: string().nullable(),
	/** The norm's text (or a summary of it) as sanitised HTML rendered from Markdown; null when there is none. */
	textHtml: string().nullable(),
	file: uploadSchema.nullable(),
	/** Norms this one repeals, replaces or amends. */
	replaces: array(normLinkSchema),
	/** Other norms on the same topic. */
	related: array(normLinkSchema)
});
var httpsUrl = string().trim().max(500).url("Escriba una dirección web completa, que empiece por https://").refine((value) => /^https?:\/\//i.test(value), "La dirección debe empezar por http:// o https://");
var nullableUrl = preprocess((value) => value === "" ? null : value, httpsUrl.nullable());
var documentInputSchema = object({
	title: cleanText({
		label: "El título",
		min: 3,
		minMessage: "El título debe tener al menos 3 caracteres.",
		max: 200
	}),
	summary: cleanText({
		label: "El resumen",
		min: 20,
		minMessage: "El resumen debe tener al menos 20 caracteres.",
		max: 4e3,
		multiline: true
	}),
	topic: libraryTopicSchema,
	kind: documentKindSchema,
	publishedOn: date("Escriba una fecha válida (AAAA-MM-DD)."),
	fileId: string().max(64).nullable(),
	url: nullableUrl
}).refine((value) => value.fileId !== null || value.url !== null, {
	message: "Adjunte un archivo o escriba un enlace.",
	path: ["fileId"]
});
var normInputSchema = object({
	type: normTypeSchema,
	number: string().trim().min(1, "Escriba el número de la norma.").max(20).regex(/^[0-9A-Za-z-]+$/, "El número solo admite dígitos, letras y guiones."),
	year: yearSchema,
	issuer: cleanText({
		label: "La entidad que la expidió",
		min: 2,
		minMessage: "Escriba quién la expidió.",
		max: 120
	}),
	subject: cleanText({
		label: "El tema",
		min: 5,
		minMessage: "Describa el tema en al menos 5 caracteres.",
		max: 300
	}),
	summary: cleanText({
		label: "El resumen",
		max: 4e3,
		multiline: true
	}),
	topic: libraryTopicSchema,
	status: normStatusSchema,
	statusNote: cleanText({
		label: "La nota sobre la vigencia",
		max: 300
	}),
	replacedById: string().max(64).nullable(),
	sourceUrl: nullableUrl,
	/** Markdown. */
	text: string().max(2e5),
	fileId: string().max(64).nullable()
});
/** `PATCH /api/admin/library/norms/{id}/status`: the quick status change with its replacement link. */
var normStatusInputSchema = object({
	status: normStatusSchema,
	statusNote: cleanText({
		label: "La nota sobre la vigencia",
		max: 300
	}),
	replacedById: string().max(64).nullable()
});
object({
	q: optional(string().trim().max(120)),
	deleted: _enum(["0", "1"]).default("0"),
	page: number$1().int().min(1).default(1),
	pageSize: number$1().int().min(1).max(100).default(20)
});
var adminDocumentSchema = object({
	id: string(),
	title: string(),
	summary: string(),
	topic: libraryTopicSchema,
	kind: documentKindSchema,
	publishedOn: string(),
	file: uploadSchema.nullable(),
	url: string().nullable(),
	/** Characters of text extracted from the PDF for search; null when there is no PDF. */
	extractedChars: number().int().nullable(),
	createdAt: string(),
	updatedAt: string(),
	deletedAt: string().nullable()
});
var adminNormSchema = object({
	id: string(),
	type: normTypeSchema,
	number: string(),
	year: number().int(),
	title: string(),
	issuer: string(),
	subject: string(),
	summary: string(),
	topic: libraryTopicSchema,
	status: normStatusSchema,
	statusNote: string(),
	replacedBy: normLinkSchema.nullable(),
	sourceUrl: string().nullable(),
	text: string(),
	file: uploadSchema.nullable(),
	extractedChars: number().int().nullable(),
	createdAt: string(),
	updatedAt: string(),
	deletedAt: string().nullable()
});
var adminDocumentListSchema = pageOf(adminDocumentSchema);
var adminNormListSchema = pageOf(adminNormSchema);
export { normTypeSchema as S, normListSchema as _, documentDetailSchema as a, normStatusSchema as b, documentKindSchema as c, librarySortSchema as d, libraryTopicLabels as f, normInputSchema as g, normDetailSchema as h, adminNormSchema as i, documentListSchema as l, libraryTopics as m, adminDocumentSchema as n, documentInputSchema as o, libraryTopicSchema as p, adminNormListSchema as r, documentKindLabels as s, adminDocumentListSchema as t, librarySortLabels as u, normStatusInputSchema as v, normTypeLabels as x, normStatusLabels as y };
