import { z } from 'zod';
import { minimumStandardSetSchema } from '../companies/company.schemas.js';
import { cleanText } from '../text.js';
import { complianceCountsSchema } from '../training-plans/training-plan.schemas.js';
import { ASSESSMENT_STATUSES, PHVA_RATINGS } from './score.js';
import { PHVA_PHASES, STANDARD_GROUPS } from './standards.data.js';

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

export const phvaPhaseSchema = z.enum(PHVA_PHASES, { error: 'Elija una fase del ciclo PHVA.' });
export const assessmentStatusSchema = z.enum(ASSESSMENT_STATUSES, {
  error: 'Elija «Cumple», «No cumple» o «No aplica».',
});
export const phvaRatingSchema = z.enum(PHVA_RATINGS);
export const cycleStatusSchema = z.enum(['abierto', 'cerrado']);
export type CycleStatus = z.infer<typeof cycleStatusSchema>;

export const ACTION_STATUSES = ['pendiente', 'en_curso', 'cumplida'] as const;
export const actionStatusSchema = z.enum(ACTION_STATUSES, { error: 'Elija el estado de la acción.' });
export type ActionStatus = z.infer<typeof actionStatusSchema>;
export const actionStatusLabels: Record<ActionStatus, string> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  cumplida: 'Cumplida',
};

/** Create a cycle: the company and the year it evaluates. */
export const createCycleSchema = z.object({
  companyId: z.string({ error: 'Elija la empresa.' }).min(1, 'Elija la empresa.').max(64),
  period: z.coerce
    .number({ error: 'Escriba el año del periodo.' })
    .int('El periodo es un año, por ejemplo 2026.')
    .min(2019, 'El periodo no puede ser anterior a 2019, el año de la Resolución 0312.')
    .max(2100, 'Revise el año del periodo.'),
});
export type CreateCycleInput = z.infer<typeof createCycleSchema>;

/** When each group of standards will be assessed (a date per group, or empty). */
export const cycleScheduleSchema = z.partialRecord(
  z.enum(STANDARD_GROUPS),
  isoDate('Escriba la fecha como AAAA-MM-DD.').nullable(),
);

/** Planear: who is responsible, when, which set (an override needs a justification) and the schedule. */
export const cyclePlanSchema = z
  .object({
    responsibleName: cleanText({ label: 'El nombre del responsable', min: 3, max: 160 }),
    evaluationDate: isoDate('Escriba la fecha de la evaluación como AAAA-MM-DD.'),
    standardSet: minimumStandardSetSchema,
    setJustification: cleanText({ label: 'La justificación', max: 1000, multiline: true }).nullable().default(null),
    schedule: cycleScheduleSchema.default({}),
  })
  .strict();
export type CyclePlanInput = z.input<typeof cyclePlanSchema>;
export type CyclePlan = z.output<typeof cyclePlanSchema>;

/** Hacer: one standard's assessment, saved as the person types. */
export const assessmentInputSchema = z
  .object({
    status: assessmentStatusSchema.nullable(),
    justification: cleanText({ label: 'La justificación', max: 2000, multiline: true }).default(''),
    notes: cleanText({ label: 'Las notas', max: 4000, multiline: true }).default(''),
  })
  .strict();
export type AssessmentInput = z.input<typeof assessmentInputSchema>;

export const evidenceFileSchema = z.object({ id: z.string(), name: z.string(), mime: z.string() });

export const assessmentSchema = z.object({
  code: z.string(),
  status: assessmentStatusSchema.nullable(),
  justification: z.string(),
  notes: z.string(),
  evidence: z.array(evidenceFileSchema),
  updatedAt: z.string(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** Actuar: one improvement action. */
export const actionInputSchema = z
  .object({
    code: z.string({ error: 'Elija el estándar.' }).min(1, 'Elija el estándar.').max(16),
    what: cleanText({ label: 'La acción', min: 3, max: 1000, multiline: true }),
    owner: cleanText({ label: 'El responsable', min: 3, max: 160 }),
    dueDate: isoDate('Escriba la fecha límite como AAAA-MM-DD.'),
    status: actionStatusSchema.default('pendiente'),
    notes: cleanText({ label: 'El seguimiento', max: 4000, multiline: true }).default(''),
    closingEvidence: cleanText({ label: 'La evidencia de cierre', max: 1000, multiline: true }).default(''),
  })
  .strict();
export type ActionInput = z.input<typeof actionInputSchema>;

/** A training action: a published route assigned to a group of the company's people. */
export const actionRouteSchema = z
  .object({
    routeId: z.string({ error: 'Elija la ruta.' }).min(1, 'Elija la ruta.').max(64),
    userIds: z
      .array(z.string().max(64))
      .min(1, 'Elija al menos una persona.')
      .max(2000, 'Elija como máximo 2.000 personas a la vez.'),
  })
  .strict();
export type ActionRouteInput = z.infer<typeof actionRouteSchema>;

export const improvementActionSchema = z.object({
  id: z.string(),
  code: z.string(),
  what: z.string(),
  owner: z.string(),
  dueDate: z.string(),
  status: actionStatusSchema,
  notes: z.string(),
  closingEvidence: z.string(),
  routeId: z.string().nullable(),
  routeTitle: z.string().nullable(),
  assignedCount: z.number().int(),
  overdue: z.boolean(),
});
export type ImprovementAction = z.infer<typeof improvementActionSchema>;

const pointsSchema = z.object({ earned: z.number(), possible: z.number() });
export const scoreResultSchema = z.object({
  score: z.number(),
  rating: phvaRatingSchema,
  byPhase: z.object({ planear: pointsSchema, hacer: pointsSchema, verificar: pointsSchema, actuar: pointsSchema }),
  byGroup: z.partialRecord(z.enum(STANDARD_GROUPS), pointsSchema),
  missing: z.array(z.string()),
});

export const cycleSummarySchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  period: z.number().int(),
  phase: phvaPhaseSchema,
  status: cycleStatusSchema,
  responsibleName: z.string(),
  evaluationDate: z.string().nullable(),
  standardSet: minimumStandardSetSchema,
  /** Set once the cycle reaches Verificar; kept as signed when it closes. */
  score: z.number().nullable(),
  rating: phvaRatingSchema.nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type CycleSummary = z.infer<typeof cycleSummarySchema>;
export const cycleListSchema = z.object({ items: z.array(cycleSummarySchema) });
export type CycleList = z.infer<typeof cycleListSchema>;

export const cycleDetailSchema = cycleSummarySchema.extend({
  suggestedSet: minimumStandardSetSchema,
  suggestedSetReason: z.string(),
  setJustification: z.string().nullable(),
  schedule: cycleScheduleSchema,
  assessments: z.array(assessmentSchema),
  actions: z.array(improvementActionSchema),
  result: scoreResultSchema,
  previous: z.object({ id: z.string(), period: z.number().int(), result: scoreResultSchema }).nullable(),
});
export type CycleDetail = z.infer<typeof cycleDetailSchema>;

export const phaseChangeSchema = z.object({ phase: phvaPhaseSchema }).strict();

/** Who of the company completed which route, and when: evidence for the training standards. */
export const trainingRecordsSchema = z.object({
  items: z.array(
    z.object({ personName: z.string(), document: z.string(), routeTitle: z.string(), completedAt: z.string() }),
  ),
});
export type TrainingRecords = z.infer<typeof trainingRecordsSchema>;

/**
 * Today's compliance of the cycle company's training plan (its covered person–route pairs by status): what the
 * training standards, 1.2.1 above all, cite as evidence.
 */
export const phvaTrainingPlanSchema = z.object({
  companyId: z.string(),
  total: z.number().int(),
  counts: complianceCountsSchema,
});
export type PhvaTrainingPlan = z.infer<typeof phvaTrainingPlanSchema>;
