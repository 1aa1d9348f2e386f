import { z } from 'zod';
import { itemKindSchema, routeLevelSchema, routeStatusSchema } from './route.schemas.js';

/*
 * What a learner sees of a route and what they send back while learning. Answer keys never appear here before
 * the learner has answered.
 */

/** A learner's state on one route, derived on the server from their item progress. */
export const routeProgressStateSchema = z.enum(['not_started', 'in_progress', 'content_done', 'completed']);
export type RouteProgressState = z.infer<typeof routeProgressStateSchema>;
export const routeProgressStateLabels: Record<RouteProgressState, string> = {
  not_started: 'Sin iniciar',
  in_progress: 'En curso',
  content_done: 'Contenido completado',
  completed: 'Completada',
};

export const routeProgressSchema = z.object({
  /** Required content items completed, as a whole percentage (0–100). */
  percent: z.number().int().min(0).max(100),
  completedItems: z.number().int(),
  requiredItems: z.number().int(),
  secondsSpent: z.number().int(),
  state: routeProgressStateSchema,
});
export type RouteProgress = z.infer<typeof routeProgressSchema>;

export const routeCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  hours: z.number(),
  level: routeLevelSchema,
  coverUrl: z.string().nullable(),
  itemCount: z.number().int(),
  progress: routeProgressSchema.nullable(),
  favorite: z.boolean(),
});
export type RouteCard = z.infer<typeof routeCardSchema>;

export const listRoutesQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  category: z.string().trim().max(80).optional(),
});
export type ListRoutesQuery = z.infer<typeof listRoutesQuerySchema>;

export const routeCatalogSchema = z.object({
  items: z.array(routeCardSchema),
  /** Every category among published routes, for the filter (not only the ones in this result). */
  categories: z.array(z.string()),
});
export type RouteCatalog = z.infer<typeof routeCatalogSchema>;

export const stepKindSchema = z.enum(['pretest', 'content', 'simulator', 'test']);
export type StepKind = z.infer<typeof stepKindSchema>;

export const stepStateSchema = z.enum(['locked', 'available', 'in_progress', 'done']);
export type StepState = z.infer<typeof stepStateSchema>;
export const stepStateLabels: Record<StepState, string> = {
  locked: 'Bloqueado',
  available: 'Disponible',
  in_progress: 'En curso',
  done: 'Completado',
};

export const routeStepSchema = z.object({
  kind: stepKindSchema,
  /** The content item's id for content steps; null for pre-test, simulator and test. */
  itemId: z.string().nullable(),
  itemKind: itemKindSchema.nullable(),
  title: z.string(),
  durationMinutes: z.number().int().nullable(),
  required: z.boolean(),
  state: stepStateSchema,
  /** Spanish sentence saying what unlocks a locked step. */
  lockedReason: z.string().nullable(),
  /** Path of the web page for this step, e.g. `/rutas/{id}/{itemId}`. */
  href: z.string(),
});
export type RouteStep = z.infer<typeof routeStepSchema>;

export const routeDetailSchema = routeCardSchema.extend({
  objectives: z.array(z.string()),
  status: routeStatusSchema,
  passMark: z.number().int(),
  attempts: z.number().int(),
  unlockInOrder: z.boolean(),
  steps: z.array(routeStepSchema),
  /** The step "Continuar" opens: the first step that is not done and not locked; null when nothing is left. */
  nextStepHref: z.string().nullable(),
  /** True when an admin is looking at the route as a learner would (no enrolment, drafts visible). */
  preview: z.boolean(),
  /**
   * Whether the learner is enrolled. Viewing never enrols: "Empezar la ruta" (or starting the initial test) does,
   * and only then is time on a content recorded.
   */
  enrolled: z.boolean(),
  progress: routeProgressSchema,
});
export type RouteDetail = z.infer<typeof routeDetailSchema>;

export const itemProgressSchema = z.object({
  startedAt: z.string().nullable(),
  /** Where to resume: seconds into a video, page of a PDF, or scroll fraction (0–1) of a text. */
  position: z.number(),
  /** Furthest second of video watched. */
  maxPosition: z.number(),
  secondsSpent: z.number().int(),
  completedAt: z.string().nullable(),
});
export type ItemProgress = z.infer<typeof itemProgressSchema>;

export const publicQuizQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  multiple: z.boolean(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type PublicQuizQuestion = z.infer<typeof publicQuizQuestionSchema>;

export const quizFeedbackSchema = z.object({
  questionId: z.string(),
  selectedOptionIds: z.array(z.string()),
  correct: z.boolean(),
  correctOptionIds: z.array(z.string()),
  explanation: z.string(),
});
export type QuizFeedback = z.infer<typeof quizFeedbackSchema>;

export const quizStateSchema = z.object({
  passMark: z.number().int(),
  questions: z.array(publicQuizQuestionSchema),
  /** Feedback for the questions already answered in the current attempt. */
  answered: z.array(quizFeedbackSchema),
  /** Set once every question of the attempt is answered. */
  score: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  attempt: z.number().int(),
});
export type QuizState = z.infer<typeof quizStateSchema>;

/** Where "Completar y continuar" or "Continuar" leads: the next open content, the initial or the final test. */
export const nextStepSchema = z.object({ kind: stepKindSchema, title: z.string(), href: z.string() });
export type NextStep = z.infer<typeof nextStepSchema>;

/** `POST …/complete`: the item's progress and where the learner goes next (null: back to the route page). */
export const completeItemResultSchema = itemProgressSchema.extend({ next: nextStepSchema.nullable() });
export type CompleteItemResult = z.infer<typeof completeItemResultSchema>;

/**
 * `details` of a `STEP_LOCKED` answer for a content: the route and step it is about and the exact step that
 * unlocks it, so the locked page links there instead of being a dead end.
 */
export const lockedStepDetailsSchema = z.object({
  route: z.object({ id: z.string(), title: z.string() }),
  stepTitle: z.string(),
  unlock: nextStepSchema.nullable(),
});
export type LockedStepDetails = z.infer<typeof lockedStepDetailsSchema>;

const navLinkSchema = z.object({ id: z.string(), title: z.string() }).nullable();

export const contentItemViewSchema = z.object({
  id: z.string(),
  route: z.object({ id: z.string(), title: z.string() }),
  kind: itemKindSchema,
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  required: z.boolean(),
  position: z.number().int(),
  total: z.number().int(),
  /** Sanitised HTML rendered from the Markdown body (text items). */
  html: z.string().nullable(),
  video: z
    .object({
      src: z.string(),
      external: z.boolean(),
      embedUrl: z.string().nullable(),
      /** WebVTT captions in Spanish for an uploaded video, when the author provided them. */
      captionsSrc: z.string().nullable(),
    })
    .nullable(),
  pdf: z.object({ src: z.string(), downloadUrl: z.string(), name: z.string() }).nullable(),
  link: z.object({ url: z.string() }).nullable(),
  quiz: quizStateSchema.nullable(),
  /** Whether "Completar y continuar" is offered (uploaded videos and quizzes complete themselves). */
  manualCompletion: z.boolean(),
  /** Whether the learner is enrolled in the route: time is recorded only then (viewing never enrols). */
  enrolled: z.boolean(),
  /** Where "Continuar" leads once this item is done; `kind: 'test'` is the final test, offered directly. */
  continueTo: nextStepSchema.nullable(),
  progress: itemProgressSchema,
  previous: navLinkSchema,
  next: navLinkSchema,
  preview: z.boolean(),
  favorite: z.boolean(),
});
export type ContentItemView = z.infer<typeof contentItemViewSchema>;

export const recordProgressInputSchema = z.object({
  /** Seconds spent on the item since the last report; the server caps it by the time really elapsed. */
  secondsDelta: z.number().int().min(0).max(600).default(0),
  position: z.number().min(0).max(1_000_000).optional(),
  /** Length of the video in seconds, so the server can tell when 90 % has been watched. */
  duration: z.number().min(0).max(1_000_000).optional(),
});
export type RecordProgressInput = z.input<typeof recordProgressInputSchema>;

export const answerQuizInputSchema = z.object({
  questionId: z.string().min(1).max(40),
  optionIds: z.array(z.string().min(1).max(40)).min(1, 'Elija al menos una opción').max(8),
});
export type AnswerQuizInput = z.infer<typeof answerQuizInputSchema>;

export * from './quiz-text.js';
