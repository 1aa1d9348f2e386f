import { c as array, f as literal, l as boolean, m as object, p as number, s as _enum, u as discriminatedUnion, v as string, x as url } from "./api-client-BGybrOBG.js";
import { t as number$1 } from "./coerce-BBCcMy16.js";
import { n as bankSizeSchema } from "./bank-size-BACMIs7K.js";
import { t as cleanText } from "./text-BDzdvN8i.js";
// ../../packages/shared/src/evaluations/attempt-grant.schemas.ts
/**
* A learner's final tests on a route as the enrolments panel shows them, and what granting one more attempt returns.
* `canGrant`: every attempt used, none running, not passed: the one state in which an extra attempt is given.
*/
var finalTestStandingSchema = object({
	attemptsUsed: number().int(),
	attemptsAllowed: number().int(),
	passed: boolean(),
	inProgress: boolean(),
	canGrant: boolean()
});
var grantAttemptResultSchema = finalTestStandingSchema;
// ../../packages/shared/src/learning-paths/route.schemas.ts
var routeStatuses = [
	"draft",
	"published",
	"archived"
];
var routeStatusSchema = _enum(routeStatuses);
var routeStatusLabels = {
	draft: "Borrador",
	published: "Publicada",
	archived: "Archivada"
};
var routeLevels = [
	"basic",
	"intermediate",
	"advanced"
];
var routeLevelSchema = _enum(routeLevels);
var routeLevelLabels = {
	basic: "Básico",
	intermediate: "Intermedio",
	advanced: "Avanzado"
};
var itemKinds = [
	"text",
	"video",
	"pdf",
	"link",
	"quiz"
];
var itemKindSchema = _enum(itemKinds);
var itemKindLabels = {
	text: "Lectura",
	video: "Video",
	pdf: "Documento PDF",
	link: "Enlace externo",
	quiz: "Repaso"
};
_enum([
	"image",
	"video",
	"pdf",
	"captions",
	"spreadsheet"
]);
var uploadSchema = object({
	id: string(),
	name: string(),
	mime: string(),
	size: number().int(),
	url: string()
});
var httpUrlSchema = url({
	protocol: /^https?$/,
	message: "Escriba una dirección completa que empiece por http:// o https://"
}).max(2e3);
var quizOptionSchema = object({
	id: string().min(1).max(40),
	text: cleanText({
		label: "La opción",
		min: 1,
		minMessage: "Escriba el texto de la opción",
		max: 500
	}),
	correct: boolean()
});
var quizQuestionSchema = object({
	id: string().min(1).max(40),
	prompt: cleanText({
		label: "La pregunta",
		min: 1,
		minMessage: "Escriba la pregunta",
		max: 1e3,
		multiline: true
	}),
	options: array(quizOptionSchema).min(2, "Cada pregunta necesita al menos dos opciones").max(8),
	explanation: cleanText({
		label: "La explicación",
		max: 2e3,
		multiline: true
	}).default("")
}).refine((question) => question.options.some((option) => option.correct), {
	message: "Marque al menos una opción correcta",
	path: ["options"]
});
var quizSchema = object({
	/** Percentage of correct questions needed to pass (and complete the item). */
	passMark: number().int().min(0).max(100).default(70),
	questions: array(quizQuestionSchema).min(1, "Agregue al menos una pregunta").max(30)
});
var routeMetadataInputSchema = object({
	title: cleanText({
		label: "El título",
		min: 3,
		minMessage: "El título debe tener al menos 3 caracteres",
		max: 160
	}),
	summary: cleanText({
		label: "El resumen",
		max: 1e3,
		multiline: true
	}).default(""),
	objectives: array(cleanText({
		label: "Cada objetivo",
		min: 1,
		max: 300
	})).max(20).default([]),
	coverFileId: string().nullable().default(null),
	category: cleanText({
		label: "La categoría",
		max: 80
	}).default(""),
	hours: number().min(0).max(500).default(1),
	level: routeLevelSchema.default("basic"),
	passMark: number().int().min(1).max(100).default(80),
	attempts: number().int().min(1).max(20).default(3),
	unlockInOrder: boolean().default(true),
	/** Months a certificate stays in force (e.g. 12 for a yearly refresher); null: it does not expire. */
	validityMonths: number({ message: "La vigencia debe ser un número entero de meses." }).int("La vigencia debe ser un número entero de meses.").min(1, "La vigencia debe ser de al menos 1 mes.").max(120, "La vigencia no puede pasar de 120 meses (10 años).").nullable().default(null)
});
var metadata = routeMetadataInputSchema.shape;
object({
	title: metadata.title.optional(),
	summary: metadata.summary.unwrap().optional(),
	objectives: metadata.objectives.unwrap().optional(),
	coverFileId: metadata.coverFileId.unwrap().optional(),
	category: metadata.category.unwrap().optional(),
	hours: metadata.hours.unwrap().optional(),
	level: metadata.level.unwrap().optional(),
	passMark: metadata.passMark.unwrap().optional(),
	attempts: metadata.attempts.unwrap().optional(),
	unlockInOrder: metadata.unlockInOrder.unwrap().optional(),
	validityMonths: metadata.validityMonths.unwrap().optional()
});
object({ status: routeStatusSchema });
var itemBase = {
	title: cleanText({
		label: "El título",
		min: 2,
		minMessage: "El título debe tener al menos 2 caracteres",
		max: 200
	}),
	description: cleanText({
		label: "La descripción",
		max: 1e3,
		multiline: true
	}).default(""),
	durationMinutes: number().int().min(1).max(600).default(10),
	required: boolean().default(true)
};
/** One schema per content kind; the editor form and the server validate with the same union. */
var itemInputSchema = discriminatedUnion("kind", [
	object({
		kind: literal("text"),
		...itemBase,
		body: string().max(1e5).min(1, "Escriba el contenido")
	}),
	object({
		kind: literal("video"),
		...itemBase,
		fileId: string().nullable().default(null),
		url: httpUrlSchema.nullable().default(null),
		/** A WebVTT captions file for an uploaded video (WCAG 1.2.2). */
		captionsFileId: string().nullable().default(null)
	}),
	object({
		kind: literal("pdf"),
		...itemBase,
		fileId: string().nullable().default(null)
	}),
	object({
		kind: literal("link"),
		...itemBase,
		url: httpUrlSchema
	}),
	object({
		kind: literal("quiz"),
		...itemBase,
		quiz: quizSchema
	})
]);
object({ itemIds: array(string()).min(1).max(500) });
var adminItemSchema = object({
	id: string(),
	position: number().int(),
	kind: itemKindSchema,
	title: string(),
	description: string(),
	durationMinutes: number().int(),
	required: boolean(),
	body: string().nullable(),
	url: string().nullable(),
	file: uploadSchema.nullable(),
	captions: uploadSchema.nullable(),
	quiz: quizSchema.nullable(),
	updatedAt: string()
});
var adminRouteSchema = object({
	id: string(),
	title: string(),
	summary: string(),
	objectives: array(string()),
	cover: uploadSchema.nullable(),
	category: string(),
	hours: number(),
	level: routeLevelSchema,
	status: routeStatusSchema,
	passMark: number().int(),
	attempts: number().int(),
	unlockInOrder: boolean(),
	validityMonths: number().int().nullable(),
	items: array(adminItemSchema),
	/** The item bank against what publishing needs (ADR 034). */
	bank: bankSizeSchema,
	createdAt: string(),
	updatedAt: string(),
	publishedAt: string().nullable()
});
object({
	q: string().trim().max(120).optional(),
	status: routeStatusSchema.optional(),
	page: number$1().int().min(1).default(1),
	pageSize: number$1().int().min(1).max(100).default(20)
});
var adminRouteRowSchema = object({
	id: string(),
	title: string(),
	category: string(),
	status: routeStatusSchema,
	itemCount: number().int(),
	enrolled: number().int(),
	/** Share of enrolled learners who finished every required content item, 0–100. */
	completionRate: number(),
	updatedAt: string()
});
var adminRouteListSchema = object({
	items: array(adminRouteRowSchema),
	total: number().int(),
	page: number().int(),
	pageSize: number().int()
});
object({ markdown: string().max(1e5) });
var markdownPreviewSchema = object({ html: string() });
var enrolmentOriginSchema = _enum(["visit", "assignment"]);
var enrolmentOriginLabels = {
	visit: "Por su cuenta",
	assignment: "Asignada"
};
var assignRouteInputSchema = object({ userIds: array(string().min(1).max(64)).min(1, "Elija al menos una persona").max(500) });
var assignRouteResultSchema = object({
	/** How many of the users were newly enrolled (the others already were). */
	enrolled: number().int(),
	alreadyEnrolled: number().int()
});
var routeEnrolmentSchema = object({
	user: object({
		id: string(),
		nombre: string(),
		email: string()
	}),
	origin: enrolmentOriginSchema,
	enrolledAt: string(),
	lastActivityAt: string().nullable(),
	contentCompletedAt: string().nullable(),
	percent: number().int(),
	secondsSpent: number().int(),
	/** Final-test attempts used and allowed (with grants), for "Conceder otro intento". */
	finalTest: finalTestStandingSchema
});
var routeEnrolmentListSchema = object({ items: array(routeEnrolmentSchema) });
export { routeStatusSchema as _, enrolmentOriginLabels as a, finalTestStandingSchema as b, itemKindSchema as c, routeEnrolmentListSchema as d, routeLevelLabels as f, routeStatusLabels as g, routeMetadataInputSchema as h, assignRouteResultSchema as i, itemKinds as l, routeLevels as m, adminRouteSchema as n, itemInputSchema as o, routeLevelSchema as p, assignRouteInputSchema as r, itemKindLabels as s, adminRouteListSchema as t, markdownPreviewSchema as u, routeStatuses as v, grantAttemptResultSchema as x, uploadSchema as y };
