import { c as array, l as boolean, m as object, p as number, s as _enum, v as string } from "./api-client-BGybrOBG.js";
import { c as routeProgressSchema } from "./learning.schemas-V7pymyQA.js";
import { p as routeLevelSchema } from "./route.schemas-C_8Vsxcy.js";
// ../../packages/shared/src/learning-paths/learner-dashboard.schemas.ts
var routeFactsSchema = object({
	id: string(),
	title: string(),
	summary: string(),
	category: string(),
	hours: number(),
	level: routeLevelSchema,
	coverUrl: string().nullable()
});
/** A route the learner is enrolled in, with their progress on it. */
var learnerRouteSchema = routeFactsSchema.extend({
	/** True when an administrator assigned the route (false when the learner opened it on their own). */
	assigned: boolean(),
	enrolledAt: string(),
	lastActivityAt: string().nullable(),
	progress: routeProgressSchema
});
/** Why a route is recommended: it shares a category with the learner's routes, or it is simply among the newest. */
var recommendationReasonSchema = _enum(["category", "newest"]);
var recommendedRouteSchema = routeFactsSchema.extend({ reason: recommendationReasonSchema });
/** "Continuar donde quedó": the step to open in the route the learner last worked on and has not finished. */
var continueLearningSchema = object({
	routeId: string(),
	routeTitle: string(),
	/** The step "Continuar" opens: a content item's title, "Prueba inicial" or "Evaluación final". */
	stepTitle: string(),
	href: string(),
	percent: number().int().min(0).max(100),
	lastActivityAt: string()
});
/** A prueba inicial or evaluación final the learner started and left: opening `href` resumes it where it stopped. */
var openTestSchema = object({
	routeId: string(),
	routeTitle: string(),
	kind: _enum(["pretest", "test"]),
	href: string(),
	startedAt: string()
});
/** A finished route (final evaluation passed), with its certificate when one was issued. */
var finishedRouteSchema = learnerRouteSchema.extend({
	testScore: number().int().nullable(),
	certificate: object({
		code: string(),
		downloadUrl: string()
	}).nullable()
});
/** The one route to take next: an assigned one not started yet, else the first recommendation. */
var nextRouteSchema = routeFactsSchema.extend({ reason: _enum([
	"assigned",
	"category",
	"newest"
]) });
/** `GET /api/learner/home`. */
var learnerHomeSchema = object({
	continueLearning: continueLearningSchema.nullable(),
	/** Tests started and not finished, the most recently started first. */
	openTests: array(openTestSchema).default([]),
	/** Started and not completed, the most recently worked on first. */
	inProgress: array(learnerRouteSchema),
	/** Assigned by an administrator and not started yet, the most recently assigned first. */
	assigned: array(learnerRouteSchema),
	/** Published routes the learner has not opened: same categories as theirs first, then the newest. */
	recommended: array(recommendedRouteSchema),
	/** Routes whose final evaluation was passed, the most recently touched first. */
	finished: array(finishedRouteSchema).default([]),
	nextRoute: nextRouteSchema.nullable().default(null)
});
/** A route on "Mi avance": progress, time and how the learner did in its evaluations. */
var learnerRouteReportSchema = learnerRouteSchema.extend({
	/** Score (0–100) of the finished pre-test; null when it was not taken. */
	pretestScore: number().int().nullable(),
	/** Score of the passed final test, or the best finished attempt; null when none was finished. */
	testScore: number().int().nullable(),
	testPassed: boolean(),
	testAttempts: number().int(),
	certificateCode: string().nullable(),
	/** Right answers of the sessions scored above ("17 de 20 correctas" comes before the score). */
	pretestCorrect: object({
		correct: number().int(),
		answered: number().int()
	}).nullable().optional(),
	testCorrect: object({
		correct: number().int(),
		answered: number().int()
	}).nullable().optional()
});
/** One week of the learner's activity: contents completed that week and in total up to its end. */
var progressWeekSchema = object({
	/** Monday of the week (Colombian time), as YYYY-MM-DD. */
	weekStart: string(),
	completedItems: number().int(),
	cumulativeItems: number().int()
});
/** `GET /api/learner/progress`. */
var learnerProgressSchema = object({
	totals: object({
		routes: number().int(),
		completedRoutes: number().int(),
		completedItems: number().int(),
		secondsSpent: number().int()
	}),
	/** Unfinished routes first, the most recently worked on first within each state. */
	routes: array(learnerRouteReportSchema),
	/** The last 12 weeks, oldest first, ending with the current week. */
	weeks: array(progressWeekSchema)
});
export { learnerProgressSchema as n, learnerRouteReportSchema as r, learnerHomeSchema as t };
