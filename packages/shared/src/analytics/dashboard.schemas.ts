import { z } from 'zod';
import { complianceCountsSchema } from '../training-plans/training-plan.schemas.js';

/** The periods the dashboard offers; `custom` takes `from` and `to` (Bogotá calendar days, both included). */
export const DASHBOARD_PERIODS = ['30d', '90d', '12m', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const dashboardPeriodLabels: Record<DashboardPeriod, string> = {
  '30d': 'Últimos 30 días',
  '90d': 'Últimos 90 días',
  '12m': 'Últimos 12 meses',
  custom: 'Fechas personalizadas',
};

/** The longest custom period, in days: a little over three years keeps every query within its indexes. */
export const MAX_CUSTOM_PERIOD_DAYS = 1100;

const day = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    }, message);

/** Days from `from` to `to`, both included. */
export function inclusiveDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const dashboardQuerySchema = z
  .object({
    companyId: z.string().max(64).optional(),
    period: z.enum(DASHBOARD_PERIODS, { error: 'Elija un periodo.' }).default('30d'),
    from: day('Escriba la fecha inicial como AAAA-MM-DD.').optional(),
    to: day('Escriba la fecha final como AAAA-MM-DD.').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Elija la fecha inicial.' });
    if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Elija la fecha final.' });
    if (query.from && query.to) {
      if (query.from > query.to) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'La fecha final debe ser igual o posterior a la inicial.',
        });
      } else if (inclusiveDayCount(query.from, query.to) > MAX_CUSTOM_PERIOD_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'Elija un periodo de hasta tres años.' });
      }
    }
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
/** The query as the web app builds it (defaults not yet applied). */
export type DashboardQueryInput = z.input<typeof dashboardQuerySchema>;

export const DASHBOARD_KPIS = [
  'activeLearners',
  'enrolments',
  'completions',
  'averageFinalScore',
  'averageGain',
  'certificatesIssued',
  'certificatesExpiring',
  'openActions',
  'overdueAssignments',
] as const;
export type DashboardKpiKey = (typeof DASHBOARD_KPIS)[number];

/** How each KPI is named and what it counts, in the words the page uses. */
export const dashboardKpiText: Record<
  DashboardKpiKey,
  { label: string; help: string; unit: 'count' | 'score' | 'gain' }
> = {
  activeLearners: {
    label: 'Aprendices activos',
    help: 'Personas con alguna actividad (contenido, respuestas de evaluación o del simulador) en los últimos 30 días del periodo.',
    unit: 'count',
  },
  enrolments: { label: 'Inscripciones', help: 'Inscripciones a rutas hechas en el periodo.', unit: 'count' },
  completions: { label: 'Rutas completadas', help: 'Evaluaciones finales aprobadas en el periodo.', unit: 'count' },
  averageFinalScore: {
    label: 'Puntaje promedio de la evaluación final',
    help: 'Promedio de los intentos de evaluación final terminados en el periodo, de 0 a 100.',
    unit: 'score',
  },
  averageGain: {
    label: 'Ganancia normalizada promedio',
    help: 'Ganancia de Hake: (final − inicial) ÷ (100 − inicial), con la mejor evaluación final del periodo y la evaluación inicial de la misma ruta.',
    unit: 'gain',
  },
  certificatesIssued: {
    label: 'Certificados emitidos',
    help: 'Certificados no revocados emitidos en el periodo.',
    unit: 'count',
  },
  certificatesExpiring: {
    label: 'Certificados por vencer',
    help: 'Certificados vigentes al final del periodo que vencen en los 30 días siguientes.',
    unit: 'count',
  },
  openActions: {
    label: 'Acciones de mejora abiertas',
    help: 'Acciones del ciclo PHVA sin cumplir al final del periodo.',
    unit: 'count',
  },
  overdueAssignments: {
    label: 'Asignaciones atrasadas',
    help: 'Personas y rutas de los planes de capacitación con la fecha límite pasada y sin certificado vigente al final del periodo.',
    unit: 'count',
  },
};

export const dashboardKpiSchema = z.object({
  key: z.enum(DASHBOARD_KPIS),
  /** null when there is nothing to average (no final test, no person with both scores). */
  value: z.number().nullable(),
  previous: z.number().nullable(),
});
export type DashboardKpi = z.infer<typeof dashboardKpiSchema>;

export const dashboardSchema = z.object({
  company: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  period: z.object({
    kind: z.enum(DASHBOARD_PERIODS),
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
  }),
  kpis: z.array(dashboardKpiSchema),
  /** Active learners per ISO week (Monday `weekStart`), counting only the period's days of that week. */
  weeklyActivity: z.array(z.object({ weekStart: z.string(), activeLearners: z.number().int() })),
  /** Final tests passed in the period, per route, most first. */
  completionsByRoute: z.array(z.object({ routeId: z.string(), title: z.string(), completions: z.number().int() })),
  /**
   * Today's standing of the (person, route) pairs the training plans cover, per company (decision 038's statuses),
   * companies with most pairs first; people of no company are not listed.
   */
  complianceByCompany: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      total: z.number().int(),
      counts: complianceCountsSchema,
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
