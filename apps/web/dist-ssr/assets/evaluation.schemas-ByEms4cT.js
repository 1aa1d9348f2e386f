import { c as array, f as literal, l as boolean, m as object, p as number, s as _enum, v as string } from "./api-client-BGybrOBG.js";
import { t as cleanText } from "./text-BDzdvN8i.js";
import { n as bankSizeSchema } from "./bank-size-BACMIs7K.js";
var evaluationKindSchema = _enum(["pretest", "test"]);
var evaluationKindLabels = {
	pretest: "Prueba inicial",
	test: "Evaluación final"
};
var bankItemKinds = [
	"single",
	"multiple",
	"true_false"
];
var bankItemKindSchema = _enum(bankItemKinds);
var bankItemKindLabels = {
	single: "Selección única",
	multiple: "Selección múltiple",
	true_false: "Verdadero o falso"
};
var itemLevels = [
	"easy",
	"medium",
	"hard"
];
var itemLevelSchema = _enum(itemLevels);
var itemLevelLabels = {
	easy: "Fácil",
	medium: "Medio",
	hard: "Difícil"
};
var evaluationItemSchema = object({
	id: string(),
	topic: string(),
	kind: bankItemKindSchema,
	prompt: string(),
	options: array(object({
		id: string(),
		text: string()
	}))
});
var evaluationProgressSchema = object({
	answered: number().int(),
	minItems: number().int(),
	maxItems: number().int()
});
/**
* What answering an item returns while the session runs: the answer was recorded, nothing more. No key, no
* explanation, no correctness: a pre-test would give the final test away, and a final test the next attempt.
*/
var answerReceiptSchema = object({
	itemId: string(),
	selectedOptionIds: array(string()),
	recorded: literal(true)
});
/** An answered item with its key and explanation: only in the review of an ended session. */
var answerFeedbackSchema = object({
	itemId: string(),
	correct: boolean(),
	selectedOptionIds: array(string()),
	correctOptionIds: array(string()),
	explanation: string()
});
/** `insufficient`: too few answers on the topic to judge it (see `masteryLevelOf`). */
var masteryLevelSchema = _enum([
	"strength",
	"developing",
	"gap",
	"insufficient"
]);
var masteryLevelLabels = {
	strength: "Fortaleza",
	developing: "En desarrollo",
	gap: "Brecha",
	insufficient: "Pocas preguntas para juzgar"
};
var topicMasterySchema = object({
	topic: string(),
	answered: number().int(),
	correct: number().int(),
	percent: number().int(),
	level: masteryLevelSchema
});
var learningGainSchema = object({
	pretestScore: number().int(),
	testScore: number().int(),
	/** Test minus pre-test, in points. */
	gain: number().int(),
	/** Hake's normalised gain (test − pre) / (100 − pre); null when the pre-test score was 100. */
	normalizedGain: number().nullable()
});
var evaluationResultSchema = object({
	score: number().int().min(0).max(100),
	/** Null for the pre-test, which is diagnostic. */
	passed: boolean().nullable(),
	passMark: number().int(),
	itemsAnswered: number().int(),
	/** How many of those answers were right: what the learner reads first ("17 de 20 correctas"). */
	correctAnswers: number().int(),
	mastery: array(topicMasterySchema),
	gain: learningGainSchema.nullable(),
	certificateCode: string().nullable()
});
object({
	routeId: string().max(64),
	kind: evaluationKindSchema
});
var startEvaluationResponseSchema = object({
	sessionId: string(),
	item: evaluationItemSchema.nullable(),
	progress: evaluationProgressSchema,
	result: evaluationResultSchema.nullable()
});
object({
	itemId: string().max(64),
	answer: array(string().min(1).max(40)).min(1, "Elija una respuesta").max(10)
});
var continueEvaluationResponseSchema = object({
	receipt: answerReceiptSchema,
	item: evaluationItemSchema.nullable(),
	result: evaluationResultSchema.nullable(),
	progress: evaluationProgressSchema
});
var reviewedAnswerSchema = object({
	position: number().int(),
	item: evaluationItemSchema,
	feedback: answerFeedbackSchema,
	answeredAt: string()
});
var evaluationSessionSummarySchema = object({
	id: string(),
	kind: evaluationKindSchema,
	attempt: number().int(),
	status: _enum(["in_progress", "finished"]),
	startedAt: string(),
	finishedAt: string().nullable(),
	/** Items answered so far. */
	answered: number().int(),
	result: evaluationResultSchema.nullable(),
	/** Whether the viewer may open this session's review (keys and explanations): an ended final test, or an admin. */
	reviewable: boolean()
});
var attemptsContactSchema = object({
	kind: _enum(["company_lead", "academy"]),
	/** The lead's name, or the academy's name. */
	nombre: string(),
	email: string().nullable()
});
var evaluationOverviewSchema = object({
	route: object({
		id: string(),
		title: string(),
		passMark: number().int(),
		hours: number(),
		/** The learner's study time recorded on the route, shown against `hours` before the final test (decision 029). */
		studySeconds: number().int().default(0)
	}),
	learner: object({
		id: string(),
		nombre: string()
	}),
	kind: evaluationKindSchema,
	/** True when the viewer is an admin looking at someone else's sessions: nothing can be started or answered. */
	readOnly: boolean(),
	/** Whether the learner may start (or resume) now, and if not, why (a Spanish sentence). */
	canStart: boolean(),
	lockedReason: string().nullable(),
	attemptsAllowed: number().int().nullable(),
	attemptsUsed: number().int(),
	bankSize: number().int(),
	/**
	* How many questions an attempt of this route has: the server's min and max capped by the active bank (a bank of 3
	* items gives 3 to 3), so the introduction never promises more questions than exist.
	*/
	itemCount: object({
		min: number().int(),
		max: number().int()
	}),
	/** Whom to ask for another attempt once they are used up: the company's Responsable SST, else the academy. */
	contact: attemptsContactSchema,
	sessions: array(evaluationSessionSummarySchema),
	gain: learningGainSchema.nullable(),
	certificateCode: string().nullable()
});
/** `GET /api/evaluations/:sessionId/review`: an ended session, item by item, with the answer, the key and why. */
var evaluationReviewSchema = object({
	route: object({
		id: string(),
		title: string()
	}),
	learner: object({
		id: string(),
		nombre: string()
	}),
	/** True when an admin reads someone else's session. */
	readOnly: boolean(),
	session: evaluationSessionSummarySchema,
	answers: array(reviewedAnswerSchema)
});
var certificateSchema = object({
	code: string(),
	learnerName: string(),
	routeId: string(),
	routeTitle: string(),
	hours: number(),
	score: number().int(),
	issuedAt: string(),
	downloadUrl: string(),
	/** Seconds of study the platform recorded on the route when it was issued; null before decision 029. */
	studySeconds: number().int().nullable().optional(),
	/** When it stops being in force (the route's validity at issue time); null: it does not expire. */
	expiresAt: string().nullable().default(null)
});
/** Whether a certificate still counts: in force, past its expiry date, or withdrawn by the academy. */
var certificateStandingSchema = _enum([
	"in_force",
	"expired",
	"revoked"
]);
/** A certificate is in force until the instant it expires; a revocation outranks an expiry. */
function certificateStanding(certificate, now) {
	if (certificate.revokedAt) return "revoked";
	if (certificate.expiresAt && Date.parse(certificate.expiresAt) <= now.getTime()) return "expired";
	return "in_force";
}
/** Who signs a certificate for the academy: the responsible person and their SST licence (decision 029). */
var certificateSignerSchema = object({
	name: string(),
	license: string()
});
var certificateListSchema = object({ items: array(certificateSchema) });
/**
* What the public verification page shows: enough to match the paper to the person and to know how it was earned
* (decision 029). The document number comes masked but for its last four digits: a QR code shared on the internet
* must not publish a whole identity number. Fields added by decision 029 are null on older certificates.
*/
var certificateVerificationSchema = object({
	/** True only while in force: neither revoked nor expired. */
	valid: boolean(),
	standing: certificateStandingSchema,
	expiresAt: string().nullable().default(null),
	code: string(),
	learnerName: string(),
	routeTitle: string(),
	hours: number(),
	issuedAt: string(),
	revokedAt: string().nullable(),
	/** `CC`, `CE`, `TI`, `PA` or `PPT`. */
	documentType: string().nullable().default(null),
	/** E.g. `••••5678`. */
	documentNumberMasked: string().nullable().default(null),
	companyName: string().nullable().default(null),
	score: number().int().nullable().default(null),
	passMark: number().int().nullable().default(null),
	itemsCompleted: number().int().nullable().default(null),
	studySeconds: number().int().nullable().default(null),
	signer: certificateSignerSchema.nullable().default(null)
});
var optionInputSchema = object({
	id: string().min(1).max(10),
	text: cleanText({
		label: "La opción",
		min: 1,
		minMessage: "Escriba el texto de la opción",
		max: 500
	}),
	correct: boolean()
});
var bankItemInputSchema = object({
	topic: cleanText({
		label: "El tema",
		min: 2,
		minMessage: "Escriba el tema",
		max: 80
	}),
	kind: bankItemKindSchema,
	level: itemLevelSchema.default("medium"),
	prompt: cleanText({
		label: "La pregunta",
		min: 5,
		minMessage: "Escriba la pregunta",
		max: 2e3,
		multiline: true
	}),
	options: array(optionInputSchema).min(2, "Agregue al menos dos opciones").max(10),
	explanation: cleanText({
		label: "La explicación",
		max: 2e3,
		multiline: true
	}).default("")
}).superRefine((item, context) => {
	const correct = item.options.filter((option) => option.correct).length;
	if (correct === 0) context.addIssue({
		code: "custom",
		path: ["options"],
		message: "Marque al menos una opción correcta"
	});
	else if (item.kind !== "multiple" && correct !== 1) context.addIssue({
		code: "custom",
		path: ["options"],
		message: "Esta pregunta admite una sola opción correcta"
	});
	if (item.kind === "true_false" && item.options.length !== 2) context.addIssue({
		code: "custom",
		path: ["options"],
		message: "Verdadero o falso lleva exactamente dos opciones"
	});
});
var bankItemStatsSchema = object({
	answers: number().int(),
	/** Share of answers that were correct, 0–100; null without answers. */
	percentCorrect: number().int().nullable(),
	/** Share of finished sessions of this route that showed the item, 0–100. */
	exposure: number().int()
});
var adminBankItemSchema = object({
	id: string(),
	topic: string(),
	kind: bankItemKindSchema,
	level: itemLevelSchema,
	prompt: string(),
	options: array(optionInputSchema),
	explanation: string(),
	status: _enum(["active", "retired"]),
	/** 2PL parameters: difficulty from the level until calibrated. */
	difficulty: number(),
	discrimination: number(),
	calibratedAt: string().nullable(),
	stats: bankItemStatsSchema
});
var adminBankSchema = object({
	items: array(adminBankItemSchema),
	topics: array(string()),
	/** Active items against the route's publishing minimum and recommended size (ADR 034). */
	size: bankSizeSchema
});
var bankImportInputSchema = object({ csv: string().min(1, "El archivo está vacío").max(2e6) });
var bankImportResultSchema = object({
	created: number().int(),
	problems: array(object({
		row: number().int(),
		message: string()
	}))
});
var calibrationResultSchema = object({
	calibrated: number().int(),
	skipped: number().int(),
	minAnswers: number().int()
});
export { itemLevelLabels as _, bankItemInputSchema as a, startEvaluationResponseSchema as b, calibrationResultSchema as c, certificateStanding as d, certificateVerificationSchema as f, evaluationReviewSchema as g, evaluationOverviewSchema as h, bankImportResultSchema as i, certificateListSchema as l, evaluationKindLabels as m, adminBankSchema as n, bankItemKindLabels as o, continueEvaluationResponseSchema as p, bankImportInputSchema as r, bankItemKinds as s, adminBankItemSchema as t, certificateSchema as u, itemLevels as v, masteryLevelLabels as y };
