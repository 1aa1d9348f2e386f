import { z } from 'zod';

/** The periods every Insight Hub panel can be filtered by (the dashboard offers the same ones). */
export const insightPeriods = ['30d', '90d', '12m', 'custom'] as const;
export type InsightPeriod = (typeof insightPeriods)[number];
export const insightPeriodLabels: Record<InsightPeriod, string> = {
  '30d': 'Últimos 30 días',
  '90d': 'Últimos 90 días',
  '12m': 'Últimos 12 meses',
  custom: 'Entre dos fechas',
};

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Escriba la fecha como AAAA-MM-DD.');
const id = z.string().min(1).max(64);

/**
 * The filters of every panel: company (only a Superadministrador may choose; a lead is held to their own), period
 * and route. A custom period needs both days, `from` on or before `to`, both Bogotá calendar days.
 */
export const insightQuerySchema = z
  .object({
    companyId: id.optional(),
    routeId: id.optional(),
    period: z.enum(insightPeriods).default('30d'),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Elija la fecha inicial del periodo.' });
    if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Elija la fecha final del periodo.' });
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'La fecha final debe ser igual o posterior a la inicial.',
      });
    }
  });
export type InsightQuery = z.input<typeof insightQuerySchema>;

/** A route the panels can show: published or archived, with how many people enrolled in the period. */
export const insightRouteSchema = z.object({ id: z.string(), title: z.string(), status: z.string() });
export const insightRoutesSchema = z.object({ items: z.array(insightRouteSchema) });
export type InsightRoute = z.infer<typeof insightRouteSchema>;

export const funnelStepKinds = ['enrolled', 'pretest', 'content', 'simulator', 'final_taken', 'passed'] as const;
export const funnelStepSchema = z.object({
  kind: z.enum(funnelStepKinds),
  /** The content item's id for a `content` step. */
  itemId: z.string().nullable(),
  label: z.string(),
  count: z.number().int(),
  /** People of the previous step who did not reach this one (null on the first step). */
  drop: z.number().int().nullable(),
  /** `drop` as a share (0–1) of the previous step; null on the first step or after an empty one. */
  dropShare: z.number().nullable(),
});
export const funnelSchema = z.object({
  route: insightRouteSchema,
  from: z.string(),
  to: z.string(),
  steps: z.array(funnelStepSchema),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;
export type Funnel = z.infer<typeof funnelSchema>;

/** A histogram bucket: values in [from, to) (the last bucket also holds `to`). */
export const bucketSchema = z.object({ from: z.number(), to: z.number(), count: z.number().int() });
export const quartilesSchema = z.object({
  min: z.number(),
  q1: z.number(),
  median: z.number(),
  q3: z.number(),
  max: z.number(),
});
export type Bucket = z.infer<typeof bucketSchema>;
export type Quartiles = z.infer<typeof quartilesSchema>;

export const routeGainSchema = z.object({
  routeId: z.string(),
  title: z.string(),
  /** People with both a finished pre-test and a finished final test. */
  people: z.number().int(),
  meanPre: z.number().nullable(),
  meanPost: z.number().nullable(),
  /** Mean Hake g over the people whose pre-test was below 100. */
  meanHake: z.number().nullable(),
  pre: quartilesSchema.nullable(),
  post: quartilesSchema.nullable(),
  hake: quartilesSchema.nullable(),
  preBuckets: z.array(bucketSchema),
  postBuckets: z.array(bucketSchema),
  /** Hake's bands: below 0, low [0, 0.3), medium [0.3, 0.7), high [0.7, 1]. */
  hakeBuckets: z.array(bucketSchema),
});
export const topicGainSchema = z.object({
  routeId: z.string(),
  routeTitle: z.string(),
  topic: z.string(),
  preAnswers: z.number().int(),
  preCorrectShare: z.number().nullable(),
  postAnswers: z.number().int(),
  postCorrectShare: z.number().nullable(),
});
export const insightGainSchema = z.object({ routes: z.array(routeGainSchema), topics: z.array(topicGainSchema) });
export type RouteGain = z.infer<typeof routeGainSchema>;
export type TopicGain = z.infer<typeof topicGainSchema>;
export type InsightGain = z.infer<typeof insightGainSchema>;

export const weakTopicSchema = z.object({
  routeId: z.string(),
  routeTitle: z.string(),
  topic: z.string(),
  answers: z.number().int(),
  correctShare: z.number(),
});
export const failingItemSchema = z.object({
  itemId: z.string(),
  routeId: z.string(),
  routeTitle: z.string(),
  topic: z.string(),
  prompt: z.string(),
  answers: z.number().int(),
  wrongShare: z.number(),
});
export const weakTopicsSchema = z.object({ topics: z.array(weakTopicSchema), items: z.array(failingItemSchema) });
export type WeakTopic = z.infer<typeof weakTopicSchema>;
export type FailingItem = z.infer<typeof failingItemSchema>;
export type WeakTopics = z.infer<typeof weakTopicsSchema>;

/** The at-risk criteria, in the order the page explains them; `overdue` is decided by the training plans. */
export const riskCriteria = ['inactive', 'low_pretest', 'failed_final', 'overdue'] as const;
export type RiskCriterion = (typeof riskCriteria)[number];
/** Days without activity after which a route in progress counts as abandoned. */
export const INACTIVE_DAYS = 14;
/** A pre-test score below this, with no progress since, puts a person at risk. */
export const LOW_PRETEST_SCORE = 40;
export const riskCriterionLabels: Record<RiskCriterion, string> = {
  inactive: `Sin actividad hace más de ${String(INACTIVE_DAYS)} días`,
  low_pretest: 'Prueba inicial baja sin avance',
  failed_final: 'Reprobó un intento de la evaluación final',
  overdue: 'Atrasado en su plan de capacitación',
};
export const riskCriterionRules: Record<RiskCriterion, string> = {
  inactive: `Tiene la ruta en curso (sin aprobar la evaluación final) y su última actividad fue hace más de ${String(INACTIVE_DAYS)} días.`,
  low_pretest: `Obtuvo menos de ${String(LOW_PRETEST_SCORE)} en la prueba inicial y desde entonces no ha avanzado en contenidos ni evaluaciones.`,
  failed_final: 'Terminó un intento de la evaluación final sin aprobarlo y aún no tiene uno aprobado.',
  overdue:
    'La ruta está en su plan de capacitación, la fecha límite ya pasó y no tiene un certificado vigente de ella.',
};

export const atRiskRowSchema = z.object({
  userId: z.string(),
  nombre: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  routeId: z.string(),
  routeTitle: z.string(),
  criteria: z.array(z.enum(riskCriteria)),
  lastActivityAt: z.string(),
  preScore: z.number().nullable(),
});
export const atRiskSchema = z.object({
  total: z.number().int(),
  /** The rows shown: the most criteria first, then the longest inactive; the CSV has every row. */
  items: z.array(atRiskRowSchema),
});
export type AtRiskRow = z.infer<typeof atRiskRowSchema>;
export type AtRisk = z.infer<typeof atRiskSchema>;

export const reminderInputSchema = z.object({ routeId: id });
export const reminderResultSchema = z.object({ sentTo: z.string() });
export type ReminderInput = z.infer<typeof reminderInputSchema>;

export const itemUsageSchema = z.object({
  itemId: z.string(),
  position: z.number().int(),
  title: z.string(),
  kind: z.string(),
  required: z.boolean(),
  started: z.number().int(),
  completed: z.number().int(),
  /** Completed over enrolled in scope (0–1); null with nobody enrolled. */
  completionShare: z.number().nullable(),
  /** Mean seconds spent by the people who opened it. */
  meanSeconds: z.number().nullable(),
  estimatedMinutes: z.number(),
});
export const bankItemUsageSchema = z.object({
  itemId: z.string(),
  topic: z.string(),
  prompt: z.string(),
  status: z.string(),
  answers: z.number().int(),
  correctShare: z.number().nullable(),
  difficulty: z.number(),
  discrimination: z.number(),
});
export const companyComparisonSchema = z.object({
  companyId: z.string().nullable(),
  companyName: z.string(),
  enrolled: z.number().int(),
  passed: z.number().int(),
  meanPre: z.number().nullable(),
  meanPost: z.number().nullable(),
  meanHake: z.number().nullable(),
});
export const routeLearnerSchema = z.object({
  userId: z.string(),
  nombre: z.string(),
  companyName: z.string().nullable(),
  enrolledAt: z.string(),
  itemsCompleted: z.number().int(),
  preScore: z.number().nullable(),
  bestFinalScore: z.number().nullable(),
  passed: z.boolean(),
  lastActivityAt: z.string(),
});
export const routeInsightSchema = z.object({
  route: insightRouteSchema,
  enrolled: z.number().int(),
  requiredItems: z.number().int(),
  items: z.array(itemUsageSchema),
  bank: z.array(bankItemUsageSchema),
  companies: z.array(companyComparisonSchema),
  learners: z.array(routeLearnerSchema),
  /** Everyone enrolled in scope; `learners` holds the first 200 (the CSV has all). */
  learnersTotal: z.number().int(),
});
export type ItemUsage = z.infer<typeof itemUsageSchema>;
export type BankItemUsage = z.infer<typeof bankItemUsageSchema>;
export type CompanyComparison = z.infer<typeof companyComparisonSchema>;
export type RouteLearner = z.infer<typeof routeLearnerSchema>;
export type RouteInsight = z.infer<typeof routeInsightSchema>;

/** The tables that export to CSV, each at `/api/admin/insights/export/<table>.csv` with the panel's filters. */
export const insightExports = [
  'funnel',
  'gain-routes',
  'gain-topics',
  'weak-topics',
  'failing-items',
  'at-risk',
  'route-items',
  'route-bank',
  'route-companies',
  'route-learners',
] as const;
export type InsightExport = (typeof insightExports)[number];
