import { z } from 'zod';
import { cleanText } from '../text.js';
import { addDays, COMPLIANCE_STATUSES } from './compliance.js';

export const ASSIGNMENT_TARGET_KINDS = ['person', 'company', 'job_title'] as const;
export const assignmentTargetKindSchema = z.enum(ASSIGNMENT_TARGET_KINDS, {
  error: 'Elija a quién se asigna la ruta.',
});
export type AssignmentTargetKind = z.infer<typeof assignmentTargetKindSchema>;
export const assignmentTargetKindLabels: Record<AssignmentTargetKind, string> = {
  person: 'Una persona',
  company: 'Toda una empresa',
  job_title: 'Un cargo',
};

export const assignmentOriginSchema = z.enum(['plan', 'renewal']);
export type AssignmentOrigin = z.infer<typeof assignmentOriginSchema>;

export const complianceStatusSchema = z.enum(COMPLIANCE_STATUSES, { error: 'Elija un estado de la lista.' });

const dueDateSchema = z
  .string({ error: 'Escriba la fecha límite.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Escriba la fecha límite como AAAA-MM-DD.')
  .refine((value) => {
    const parsed = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
  }, 'La fecha límite no es una fecha válida.');

const optionalId = z.string().max(64).nullable().default(null);

/**
 * A new assignment: a route for one person, a whole company or everyone with a job title (optionally in one
 * company), with a due date (a Bogotá calendar day). The server checks the date is not in the past.
 */
export const createAssignmentSchema = z
  .object({
    routeId: z.string({ error: 'Elija la ruta.' }).min(1, 'Elija la ruta.').max(64),
    targetKind: assignmentTargetKindSchema,
    userId: optionalId,
    companyId: optionalId,
    jobTitle: cleanText({ label: 'El cargo', max: 120 }).nullable().default(null),
    dueDate: dueDateSchema,
    mandatory: z.boolean().default(true),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.targetKind === 'person' && !input.userId) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'Elija la persona.' });
    }
    if (input.targetKind === 'company' && !input.companyId) {
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'Elija la empresa.' });
    }
    if (input.targetKind === 'job_title' && !input.jobTitle) {
      ctx.addIssue({ code: 'custom', path: ['jobTitle'], message: 'Escriba el cargo.' });
    }
  });
export type CreateAssignmentInput = z.input<typeof createAssignmentSchema>;
export type CreateAssignment = z.output<typeof createAssignmentSchema>;

export const assignmentSchema = z.object({
  id: z.string(),
  routeId: z.string(),
  routeTitle: z.string(),
  targetKind: assignmentTargetKindSchema,
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  dueDate: z.string(),
  mandatory: z.boolean(),
  origin: assignmentOriginSchema,
  /** Active learners it covers today (matching is evaluated, so this changes as people join or change job). */
  coveredCount: z.number().int(),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.object({ items: z.array(assignmentSchema) });
export type AssignmentList = z.infer<typeof assignmentListSchema>;

/** A person a lead may assign a route to, found by name, e-mail or document. */
export const assignablePersonSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  cargo: z.string().nullable(),
});
export const assignablePeopleSchema = z.object({ items: z.array(assignablePersonSchema) });
export type AssignablePerson = z.infer<typeof assignablePersonSchema>;

/** What the form's pickers offer: published routes, the companies in scope and the job titles in use. */
export const assignmentOptionsSchema = z.object({
  routes: z.array(z.object({ id: z.string(), title: z.string() })),
  companies: z.array(z.object({ id: z.string(), nombre: z.string() })),
  jobTitles: z.array(z.string()),
  /** «Hoy» in Bogotá: the earliest due date the form accepts. */
  today: z.string(),
});
export type AssignmentOptions = z.infer<typeof assignmentOptionsSchema>;

export const complianceQuerySchema = z.object({
  companyId: z.string().max(64).optional(),
  routeId: z.string().max(64).optional(),
  status: complianceStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type ComplianceQuery = z.input<typeof complianceQuerySchema>;

export const complianceRowSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  cargo: z.string().nullable(),
  routeId: z.string(),
  routeTitle: z.string(),
  dueDate: z.string(),
  mandatory: z.boolean(),
  status: complianceStatusSchema,
  certificateIssuedAt: z.string().nullable(),
  certificateExpiresAt: z.string().nullable(),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;

export const complianceCountsSchema = z.object({
  assigned: z.number().int(),
  in_progress: z.number().int(),
  completed_on_time: z.number().int(),
  completed_late: z.number().int(),
  overdue: z.number().int(),
  expired: z.number().int(),
});
export type ComplianceCounts = z.infer<typeof complianceCountsSchema>;

export const compliancePageSchema = z.object({
  items: z.array(complianceRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per status over every row of the filters except the status itself. */
  counts: complianceCountsSchema,
});
export type CompliancePage = z.infer<typeof compliancePageSchema>;

/** A route assigned to the signed-in learner, for /inicio and /rutas. */
export const myAssignmentSchema = z.object({
  routeId: z.string(),
  routeTitle: z.string(),
  dueDate: z.string(),
  mandatory: z.boolean(),
  status: complianceStatusSchema,
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentsSchema = z.object({ items: z.array(myAssignmentSchema) });
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;

/** The due date a renewal gets: 30 days after the Bogotá day the certificate expired. */
export function renewalDueDate(expiryDay: string): string {
  return addDays(expiryDay, 30);
}
