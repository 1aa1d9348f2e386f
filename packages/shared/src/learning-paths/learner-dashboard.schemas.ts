import { z } from 'zod';
import { routeProgressSchema } from './learning.schemas.js';
import { routeLevelSchema } from './route.schemas.js';

/*
 * What the learner's home (`/inicio`) and "Mi avance" (`/mi-avance`) show: only the signed-in learner's own routes,
 * progress and scores, derived on the server from what they really did.
 */

const routeFactsSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  hours: z.number(),
  level: routeLevelSchema,
  coverUrl: z.string().nullable(),
});

/** A route the learner is enrolled in, with their progress on it. */
export const learnerRouteSchema = routeFactsSchema.extend({
  /** True when an administrator assigned the route (false when the learner opened it on their own). */
  assigned: z.boolean(),
  enrolledAt: z.string(),
  lastActivityAt: z.string().nullable(),
  progress: routeProgressSchema,
});
export type LearnerRoute = z.infer<typeof learnerRouteSchema>;

/** Why a route is recommended: it shares a category with the learner's routes, or it is simply among the newest. */
export const recommendationReasonSchema = z.enum(['category', 'newest']);
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

export const recommendedRouteSchema = routeFactsSchema.extend({ reason: recommendationReasonSchema });
export type RecommendedRoute = z.infer<typeof recommendedRouteSchema>;

/** "Continuar donde quedó": the step to open in the route the learner last worked on and has not finished. */
export const continueLearningSchema = z.object({
  routeId: z.string(),
  routeTitle: z.string(),
  /** The step "Continuar" opens: a content item's title, "Prueba inicial" or "Evaluación final". */
  stepTitle: z.string(),
  href: z.string(),
  percent: z.number().int().min(0).max(100),
  lastActivityAt: z.string(),
});
export type ContinueLearning = z.infer<typeof continueLearningSchema>;

/** A prueba inicial or evaluación final the learner started and left: opening `href` resumes it where it stopped. */
export const openTestSchema = z.object({
  routeId: z.string(),
  routeTitle: z.string(),
  kind: z.enum(['pretest', 'test']),
  href: z.string(),
  startedAt: z.string(),
});
export type OpenTest = z.infer<typeof openTestSchema>;

/** A finished route (final evaluation passed), with its certificate when one was issued. */
export const finishedRouteSchema = learnerRouteSchema.extend({
  testScore: z.number().int().nullable(),
  certificate: z.object({ code: z.string(), downloadUrl: z.string() }).nullable(),
});
export type FinishedRoute = z.infer<typeof finishedRouteSchema>;

/** The one route to take next: an assigned one not started yet, else the first recommendation. */
export const nextRouteSchema = routeFactsSchema.extend({
  reason: z.enum(['assigned', 'category', 'newest']),
});
export type NextRoute = z.infer<typeof nextRouteSchema>;

/** `GET /api/learner/home`. */
export const learnerHomeSchema = z.object({
  continueLearning: continueLearningSchema.nullable(),
  /** Tests started and not finished, the most recently started first. */
  openTests: z.array(openTestSchema).default([]),
  /** Started and not completed, the most recently worked on first. */
  inProgress: z.array(learnerRouteSchema),
  /** Assigned by an administrator and not started yet, the most recently assigned first. */
  assigned: z.array(learnerRouteSchema),
  /** Published routes the learner has not opened: same categories as theirs first, then the newest. */
  recommended: z.array(recommendedRouteSchema),
  /** Routes whose final evaluation was passed, the most recently touched first. */
  finished: z.array(finishedRouteSchema).default([]),
  nextRoute: nextRouteSchema.nullable().default(null),
});
export type LearnerHome = z.infer<typeof learnerHomeSchema>;

/** A route on "Mi avance": progress, time and how the learner did in its evaluations. */
export const learnerRouteReportSchema = learnerRouteSchema.extend({
  /** Score (0–100) of the finished pre-test; null when it was not taken. */
  pretestScore: z.number().int().nullable(),
  /** Score of the passed final test, or the best finished attempt; null when none was finished. */
  testScore: z.number().int().nullable(),
  testPassed: z.boolean(),
  testAttempts: z.number().int(),
  certificateCode: z.string().nullable(),
  /** Right answers of the sessions scored above ("17 de 20 correctas" comes before the score). */
  pretestCorrect: z.object({ correct: z.number().int(), answered: z.number().int() }).nullable().optional(),
  testCorrect: z.object({ correct: z.number().int(), answered: z.number().int() }).nullable().optional(),
});
export type LearnerRouteReport = z.infer<typeof learnerRouteReportSchema>;

/** One week of the learner's activity: contents completed that week and in total up to its end. */
export const progressWeekSchema = z.object({
  /** Monday of the week (Colombian time), as YYYY-MM-DD. */
  weekStart: z.string(),
  completedItems: z.number().int(),
  cumulativeItems: z.number().int(),
});
export type ProgressWeek = z.infer<typeof progressWeekSchema>;

/** `GET /api/learner/progress`. */
export const learnerProgressSchema = z.object({
  totals: z.object({
    routes: z.number().int(),
    completedRoutes: z.number().int(),
    completedItems: z.number().int(),
    secondsSpent: z.number().int(),
  }),
  /** Unfinished routes first, the most recently worked on first within each state. */
  routes: z.array(learnerRouteReportSchema),
  /** The last 12 weeks, oldest first, ending with the current week. */
  weeks: z.array(progressWeekSchema),
});
export type LearnerProgress = z.infer<typeof learnerProgressSchema>;
