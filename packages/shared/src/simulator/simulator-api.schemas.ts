import { z } from 'zod';
import { scenarioDefinitionShapeSchema, scenarioStatusSchema } from './scenario.schemas.js';

/** A situation as the learner sees it before answering: no points, exits, consequences, expected values or keys. */
const learnerMediaSchema = z
  .object({ uploadId: z.string(), src: z.string(), kind: z.enum(['image', 'video']), alt: z.string() })
  .nullable();
const learnerBase = { id: z.string(), title: z.string(), text: z.string(), media: learnerMediaSchema };

export const learnerSituationSchema = z.discriminatedUnion('kind', [
  z.object({
    ...learnerBase,
    kind: z.literal('choice'),
    choices: z.array(z.object({ id: z.string(), text: z.string() })),
  }),
  z.object({
    ...learnerBase,
    kind: z.literal('calculation'),
    fields: z.array(z.object({ id: z.string(), label: z.string(), unit: z.string() })),
  }),
  z.object({ ...learnerBase, kind: z.literal('gtc45'), hazard: z.string() }),
  z.object({ ...learnerBase, kind: z.literal('end') }),
]);
export type LearnerSituation = z.infer<typeof learnerSituationSchema>;

export const attemptStatusSchema = z.enum(['in_progress', 'finished', 'abandoned']);
export type SimulatorAttemptStatus = z.infer<typeof attemptStatusSchema>;
export const attemptStatusLabels: Record<SimulatorAttemptStatus, string> = {
  in_progress: 'En curso',
  finished: 'Terminado',
  abandoned: 'Abandonado',
};

export const attemptPathEntrySchema = z.object({
  situationTitle: z.string(),
  answerSummary: z.string(),
  consequence: z.string(),
  points: z.number().int(),
  critical: z.boolean(),
});
export type AttemptPathEntry = z.infer<typeof attemptPathEntrySchema>;

export const attemptViewSchema = z.object({
  id: z.string(),
  status: attemptStatusSchema,
  score: z.number().int(),
  maxScore: z.number().int(),
  /** The score needed to pass. */
  passMark: z.number().int(),
  /** Null until the attempt reaches an end. */
  passed: z.boolean().nullable(),
  /** The situation to answer; once finished, the end reached; null when abandoned. */
  current: learnerSituationSchema.nullable(),
  path: z.array(attemptPathEntrySchema),
});
export type AttemptView = z.infer<typeof attemptViewSchema>;

export const attemptSummarySchema = z.object({
  id: z.string(),
  status: attemptStatusSchema,
  score: z.number().int(),
  maxScore: z.number().int(),
  /** Score as a percentage of the maximum, 0–100. */
  percent: z.number().int(),
  passed: z.boolean().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** True for a completion reported by an external simulator through the learner's browser. */
  external: z.boolean(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const fieldCheckSchema = z.object({
  id: z.string(),
  correct: z.boolean(),
  given: z.union([z.number(), z.string()]),
  expected: z.union([z.number(), z.string()]),
  explanation: z.string(),
});

export const stepFeedbackSchema = z.object({
  situationId: z.string(),
  points: z.number().int(),
  critical: z.boolean(),
  /** The consequence of the choice, or how many values of a calculation were right. */
  consequence: z.string().optional(),
  /** One check per value of a calculation or a GTC 45 valuation. */
  fields: z.array(fieldCheckSchema).optional(),
});
export type StepFeedback = z.infer<typeof stepFeedbackSchema>;

export const debriefStepSchema = z.object({
  situationTitle: z.string(),
  answerSummary: z.string(),
  points: z.number().int(),
  /** The points of the best answer to this situation. */
  bestPoints: z.number().int(),
  critical: z.boolean(),
  correct: z.boolean(),
  /** What the best answer was, when this one was not. */
  shouldHave: z.string().nullable(),
  explanation: z.string().nullable(),
});
export type DebriefStep = z.infer<typeof debriefStepSchema>;

export const debriefSchema = z.object({
  title: z.string(),
  score: z.number().int(),
  maxScore: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  passMark: z.number().int(),
  /** The end reached: its title and text. */
  ending: z.object({ title: z.string(), text: z.string() }).nullable(),
  criticalErrors: z.array(z.string()),
  steps: z.array(debriefStepSchema),
});
export type Debrief = z.infer<typeof debriefSchema>;

/** `GET /api/routes/:routeId/simulator`. */
export const simulatorOverviewSchema = z.object({
  routeId: z.string(),
  routeTitle: z.string(),
  scenario: z
    .object({
      title: z.string(),
      summary: z.string(),
      passPercent: z.number().int(),
      maxScore: z.number().int(),
      situationCount: z.number().int(),
    })
    .nullable(),
  /** Set while the step is locked: why (a Spanish sentence) and the step that unlocks it (the server always sends it). */
  locked: z
    .object({
      reason: z.string(),
      unlock: z.object({ kind: z.string(), title: z.string(), href: z.string() }).nullable(),
    })
    .nullable()
    .optional(),
  /** Set when the route plays an external simulator instead: the full address to embed. */
  external: z.object({ url: z.string() }).nullable(),
  attemptInProgress: attemptViewSchema.nullable(),
  best: attemptSummarySchema.nullable(),
  attempts: z.array(attemptSummarySchema),
});
export type SimulatorOverview = z.infer<typeof simulatorOverviewSchema>;

export const startAttemptInputSchema = z.object({ restart: z.boolean().optional() }).strict();
export type StartAttemptInput = z.infer<typeof startAttemptInputSchema>;

const situationIdInput = z.string({ error: 'Indique la situación que responde.' }).min(1).max(40);
export const choiceAnswerInputSchema = z
  .object({ situationId: situationIdInput, choiceId: z.string({ error: 'Elija una opción.' }).min(1).max(40) })
  .strict();
export const valuesAnswerInputSchema = z
  .object({
    situationId: situationIdInput,
    values: z.record(z.string().max(40), z.union([z.number(), z.string().max(40)]), {
      error: 'Escriba los valores que se piden.',
    }),
  })
  .strict();
export const answerInputSchema = z.union([choiceAnswerInputSchema, valuesAnswerInputSchema], {
  error: 'Elija una opción o escriba los valores que se piden.',
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const answerResultSchema = z.object({ feedback: stepFeedbackSchema, attempt: attemptViewSchema });
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const externalCompletionInputSchema = z
  .object({
    scorePercent: z
      .number({ error: 'El puntaje es un porcentaje de 0 a 100.' })
      .min(0, 'El puntaje es un porcentaje de 0 a 100.')
      .max(100, 'El puntaje es un porcentaje de 0 a 100.'),
    passed: z.boolean({ error: 'Indique si aprobó.' }),
  })
  .strict();
export type ExternalCompletionInput = z.infer<typeof externalCompletionInputSchema>;

/** An address under `SIMULATOR_BASE_URL`: a path that starts with a slash. */
export const externalPathSchema = z
  .string()
  .max(300, 'La ruta del simulador externo tiene como máximo 300 caracteres.')
  .regex(
    /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/u,
    'Escriba una ruta que empiece por «/», por ejemplo /escenarios/sismo.',
  )
  .nullable();

/** `GET/PUT /api/admin/routes/:routeId/simulator`. */
export const adminScenarioSchema = z.object({
  routeId: z.string(),
  definition: scenarioDefinitionShapeSchema,
  status: scenarioStatusSchema,
  maxScore: z.number().int(),
  externalPath: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type AdminScenario = z.infer<typeof adminScenarioSchema>;

/** The definition is validated by the service (`validateScenario`), so its problems come back together, in Spanish. */
export const saveScenarioInputSchema = z
  .object({
    definition: z.unknown(),
    status: scenarioStatusSchema,
    externalPath: externalPathSchema.optional(),
  })
  .strict();
export type SaveScenarioInput = z.infer<typeof saveScenarioInputSchema>;

export const validateScenarioInputSchema = z.object({ definition: z.unknown() }).strict();
export const scenarioProblemSchema = z.object({ path: z.string(), message: z.string() });
export const scenarioValidationSchema = z.object({
  valid: z.boolean(),
  maxScore: z.number().int().nullable(),
  errors: z.array(scenarioProblemSchema),
});
export type ScenarioValidationResult = z.infer<typeof scenarioValidationSchema>;
