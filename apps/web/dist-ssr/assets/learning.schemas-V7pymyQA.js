import { c as array, l as boolean, m as object, p as number, s as _enum, v as string } from "./api-client-BGybrOBG.js";
import { _ as routeStatusSchema, c as itemKindSchema, p as routeLevelSchema } from "./route.schemas-C_8Vsxcy.js";
// ../../packages/shared/src/learning-paths/learning.schemas.ts
/** A learner's state on one route, derived on the server from their item progress. */
var routeProgressStateSchema = _enum([
	"not_started",
	"in_progress",
	"content_done",
	"completed"
]);
var routeProgressStateLabels = {
	not_started: "Sin iniciar",
	in_progress: "En curso",
	content_done: "Contenido completado",
	completed: "Completada"
};
var routeProgressSchema = object({
	/** Required content items completed, as a whole percentage (0–100). */
	percent: number().int().min(0).max(100),
	completedItems: number().int(),
	requiredItems: number().int(),
	secondsSpent: number().int(),
	state: routeProgressStateSchema
});
var routeCardSchema = object({
	id: string(),
	title: string(),
	summary: string(),
	category: string(),
	hours: number(),
	level: routeLevelSchema,
	coverUrl: string().nullable(),
	itemCount: number().int(),
	progress: routeProgressSchema.nullable(),
	favorite: boolean()
});
object({
	q: string().trim().max(120).optional(),
	category: string().trim().max(80).optional()
});
var routeCatalogSchema = object({
	items: array(routeCardSchema),
	/** Every category among published routes, for the filter (not only the ones in this result). */
	categories: array(string())
});
var stepKindSchema = _enum([
	"pretest",
	"content",
	"simulator",
	"test"
]);
var stepStateSchema = _enum([
	"locked",
	"available",
	"in_progress",
	"done"
]);
var stepStateLabels = {
	locked: "Bloqueado",
	available: "Disponible",
	in_progress: "En curso",
	done: "Completado"
};
var routeStepSchema = object({
	kind: stepKindSchema,
	/** The content item's id for content steps; null for pre-test, simulator and test. */
	itemId: string().nullable(),
	itemKind: itemKindSchema.nullable(),
	title: string(),
	durationMinutes: number().int().nullable(),
	required: boolean(),
	state: stepStateSchema,
	/** Spanish sentence saying what unlocks a locked step. */
	lockedReason: string().nullable(),
	/** Path of the web page for this step, e.g. `/rutas/{id}/{itemId}`. */
	href: string()
});
var routeDetailSchema = routeCardSchema.extend({
	objectives: array(string()),
	status: routeStatusSchema,
	passMark: number().int(),
	attempts: number().int(),
	unlockInOrder: boolean(),
	steps: array(routeStepSchema),
	/** The step "Continuar" opens: the first step that is not done and not locked; null when nothing is left. */
	nextStepHref: string().nullable(),
	/** True when an admin is looking at the route as a learner would (no enrolment, drafts visible). */
	preview: boolean(),
	/**
	* Whether the learner is enrolled. Viewing never enrols: "Empezar la ruta" (or starting the initial test) does,
	* and only then is time on a content recorded.
	*/
	enrolled: boolean(),
	progress: routeProgressSchema
});
var itemProgressSchema = object({
	startedAt: string().nullable(),
	/** Where to resume: seconds into a video, page of a PDF, or scroll fraction (0–1) of a text. */
	position: number(),
	/** Furthest second of video watched. */
	maxPosition: number(),
	secondsSpent: number().int(),
	completedAt: string().nullable()
});
var publicQuizQuestionSchema = object({
	id: string(),
	prompt: string(),
	multiple: boolean(),
	options: array(object({
		id: string(),
		text: string()
	}))
});
var quizFeedbackSchema = object({
	questionId: string(),
	selectedOptionIds: array(string()),
	correct: boolean(),
	correctOptionIds: array(string()),
	explanation: string()
});
var quizStateSchema = object({
	passMark: number().int(),
	questions: array(publicQuizQuestionSchema),
	/** Feedback for the questions already answered in the current attempt. */
	answered: array(quizFeedbackSchema),
	/** Set once every question of the attempt is answered. */
	score: number().int().nullable(),
	passed: boolean().nullable(),
	attempt: number().int()
});
/** Where "Completar y continuar" or "Continuar" leads: the next open content, the initial or the final test. */
var nextStepSchema = object({
	kind: stepKindSchema,
	title: string(),
	href: string()
});
/** `POST …/complete`: the item's progress and where the learner goes next (null: back to the route page). */
var completeItemResultSchema = itemProgressSchema.extend({ next: nextStepSchema.nullable() });
/**
* `details` of a `STEP_LOCKED` answer for a content: the route and step it is about and the exact step that
* unlocks it, so the locked page links there instead of being a dead end.
*/
var lockedStepDetailsSchema = object({
	route: object({
		id: string(),
		title: string()
	}),
	stepTitle: string(),
	unlock: nextStepSchema.nullable()
});
var navLinkSchema = object({
	id: string(),
	title: string()
}).nullable();
var contentItemViewSchema = object({
	id: string(),
	route: object({
		id: string(),
		title: string()
	}),
	kind: itemKindSchema,
	title: string(),
	description: string(),
	durationMinutes: number().int(),
	required: boolean(),
	position: number().int(),
	total: number().int(),
	/** Sanitised HTML rendered from the Markdown body (text items). */
	html: string().nullable(),
	video: object({
		src: string(),
		external: boolean(),
		embedUrl: string().nullable(),
		/** WebVTT captions in Spanish for an uploaded video, when the author provided them. */
		captionsSrc: string().nullable()
	}).nullable(),
	pdf: object({
		src: string(),
		downloadUrl: string(),
		name: string()
	}).nullable(),
	link: object({ url: string() }).nullable(),
	quiz: quizStateSchema.nullable(),
	/** Whether "Completar y continuar" is offered (uploaded videos and quizzes complete themselves). */
	manualCompletion: boolean(),
	/** Whether the learner is enrolled in the route: time is recorded only then (viewing never enrols). */
	enrolled: boolean(),
	/** Where "Continuar" leads once this item is done; `kind: 'test'` is the final test, offered directly. */
	continueTo: nextStepSchema.nullable(),
	progress: itemProgressSchema,
	previous: navLinkSchema,
	next: navLinkSchema,
	preview: boolean(),
	favorite: boolean()
});
object({
	/** Seconds spent on the item since the last report; the server caps it by the time really elapsed. */
	secondsDelta: number().int().min(0).max(600).default(0),
	position: number().min(0).max(1e6).optional(),
	/** Length of the video in seconds, so the server can tell when 90 % has been watched. */
	duration: number().min(0).max(1e6).optional()
});
object({
	questionId: string().min(1).max(40),
	optionIds: array(string().min(1).max(40)).min(1, "Elija al menos una opción").max(8)
});
export { quizStateSchema as a, routeProgressSchema as c, lockedStepDetailsSchema as i, routeProgressStateLabels as l, contentItemViewSchema as n, routeCatalogSchema as o, itemProgressSchema as r, routeDetailSchema as s, completeItemResultSchema as t, stepStateLabels as u };
