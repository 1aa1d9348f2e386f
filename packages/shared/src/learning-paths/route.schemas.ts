import { z } from 'zod';
import { bankSizeSchema } from '../evaluations/bank-size.js';
import { cleanText } from '../text.js';
import { finalTestStandingSchema } from '../evaluations/attempt-grant.schemas.js';

/*
 * Learning routes (`rutas`): the contract between the server, the learner pages and the admin editor.
 * Identifiers are English; the Spanish words a user reads live in the label maps below.
 */

export const routeStatuses = ['draft', 'published', 'archived'] as const;
export const routeStatusSchema = z.enum(routeStatuses);
export type RouteStatus = z.infer<typeof routeStatusSchema>;
export const routeStatusLabels: Record<RouteStatus, string> = {
  draft: 'Borrador',
  published: 'Publicada',
  archived: 'Archivada',
};

export const routeLevels = ['basic', 'intermediate', 'advanced'] as const;
export const routeLevelSchema = z.enum(routeLevels);
export type RouteLevel = z.infer<typeof routeLevelSchema>;
export const routeLevelLabels: Record<RouteLevel, string> = {
  basic: 'Básico',
  intermediate: 'Intermedio',
  advanced: 'Avanzado',
};

export const itemKinds = ['text', 'video', 'pdf', 'link', 'quiz'] as const;
export const itemKindSchema = z.enum(itemKinds);
export type ItemKind = z.infer<typeof itemKindSchema>;
export const itemKindLabels: Record<ItemKind, string> = {
  text: 'Lectura',
  video: 'Video',
  pdf: 'Documento PDF',
  link: 'Enlace externo',
  quiz: 'Repaso',
};

/** What an upload may be used for; each purpose accepts a set of sniffed content types. */
export const uploadPurposes = ['image', 'video', 'pdf', 'captions', 'spreadsheet'] as const;
export const uploadPurposeSchema = z.enum(uploadPurposes);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

export const uploadSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

const httpUrlSchema = z
  .url({ protocol: /^https?$/, message: 'Escriba una dirección completa que empiece por http:// o https://' })
  .max(2000);

// ——— Quick quiz ———

export const quizOptionSchema = z.object({
  id: z.string().min(1).max(40),
  text: cleanText({ label: 'La opción', min: 1, minMessage: 'Escriba el texto de la opción', max: 500 }),
  correct: z.boolean(),
});

export const quizQuestionSchema = z
  .object({
    id: z.string().min(1).max(40),
    prompt: cleanText({ label: 'La pregunta', min: 1, minMessage: 'Escriba la pregunta', max: 1000, multiline: true }),
    options: z.array(quizOptionSchema).min(2, 'Cada pregunta necesita al menos dos opciones').max(8),
    explanation: cleanText({ label: 'La explicación', max: 2000, multiline: true }).default(''),
  })
  .refine((question) => question.options.some((option) => option.correct), {
    message: 'Marque al menos una opción correcta',
    path: ['options'],
  });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  /** Percentage of correct questions needed to pass (and complete the item). */
  passMark: z.number().int().min(0).max(100).default(70),
  questions: z.array(quizQuestionSchema).min(1, 'Agregue al menos una pregunta').max(30),
});
export type Quiz = z.infer<typeof quizSchema>;

// ——— Admin: route metadata and items ———

export const routeMetadataInputSchema = z.object({
  title: cleanText({ label: 'El título', min: 3, minMessage: 'El título debe tener al menos 3 caracteres', max: 160 }),
  summary: cleanText({ label: 'El resumen', max: 1000, multiline: true }).default(''),
  objectives: z
    .array(cleanText({ label: 'Cada objetivo', min: 1, max: 300 }))
    .max(20)
    .default([]),
  coverFileId: z.string().nullable().default(null),
  category: cleanText({ label: 'La categoría', max: 80 }).default(''),
  hours: z.number().min(0).max(500).default(1),
  level: routeLevelSchema.default('basic'),
  passMark: z.number().int().min(1).max(100).default(80),
  attempts: z.number().int().min(1).max(20).default(3),
  unlockInOrder: z.boolean().default(true),
  /** Months a certificate stays in force (e.g. 12 for a yearly refresher); null: it does not expire. */
  validityMonths: z
    .number({ message: 'La vigencia debe ser un número entero de meses.' })
    .int('La vigencia debe ser un número entero de meses.')
    .min(1, 'La vigencia debe ser de al menos 1 mes.')
    .max(120, 'La vigencia no puede pasar de 120 meses (10 años).')
    .nullable()
    .default(null),
});
export type RouteMetadataInput = z.input<typeof routeMetadataInputSchema>;

export const createRouteInputSchema = routeMetadataInputSchema;
const metadata = routeMetadataInputSchema.shape;
/** A PATCH changes only the fields it sends: `.partial()` would keep the create defaults and reset the others. */
export const updateRouteInputSchema = z.object({
  title: metadata.title.optional(),
  summary: metadata.summary.unwrap().optional(),
  objectives: metadata.objectives.unwrap().optional(),
  coverFileId: metadata.coverFileId.unwrap().optional(),
  category: metadata.category.unwrap().optional(),
  hours: metadata.hours.unwrap().optional(),
  level: metadata.level.unwrap().optional(),
  passMark: metadata.passMark.unwrap().optional(),
  attempts: metadata.attempts.unwrap().optional(),
  unlockInOrder: metadata.unlockInOrder.unwrap().optional(),
  validityMonths: metadata.validityMonths.unwrap().optional(),
});
export type UpdateRouteInput = z.input<typeof updateRouteInputSchema>;

export const changeRouteStatusInputSchema = z.object({ status: routeStatusSchema });

const itemBase = {
  title: cleanText({ label: 'El título', min: 2, minMessage: 'El título debe tener al menos 2 caracteres', max: 200 }),
  description: cleanText({ label: 'La descripción', max: 1000, multiline: true }).default(''),
  durationMinutes: z.number().int().min(1).max(600).default(10),
  required: z.boolean().default(true),
};

/** One schema per content kind; the editor form and the server validate with the same union. */
export const itemInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), ...itemBase, body: z.string().max(100_000).min(1, 'Escriba el contenido') }),
  z.object({
    kind: z.literal('video'),
    ...itemBase,
    fileId: z.string().nullable().default(null),
    url: httpUrlSchema.nullable().default(null),
    /** A WebVTT captions file for an uploaded video (WCAG 1.2.2). */
    captionsFileId: z.string().nullable().default(null),
  }),
  z.object({ kind: z.literal('pdf'), ...itemBase, fileId: z.string().nullable().default(null) }),
  z.object({ kind: z.literal('link'), ...itemBase, url: httpUrlSchema }),
  z.object({ kind: z.literal('quiz'), ...itemBase, quiz: quizSchema }),
]);
export type ItemInput = z.input<typeof itemInputSchema>;

export const reorderItemsInputSchema = z.object({ itemIds: z.array(z.string()).min(1).max(500) });

export const adminItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: itemKindSchema,
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  required: z.boolean(),
  body: z.string().nullable(),
  url: z.string().nullable(),
  file: uploadSchema.nullable(),
  captions: uploadSchema.nullable(),
  quiz: quizSchema.nullable(),
  updatedAt: z.string(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;

export const adminRouteSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  objectives: z.array(z.string()),
  cover: uploadSchema.nullable(),
  category: z.string(),
  hours: z.number(),
  level: routeLevelSchema,
  status: routeStatusSchema,
  passMark: z.number().int(),
  attempts: z.number().int(),
  unlockInOrder: z.boolean(),
  validityMonths: z.number().int().nullable(),
  items: z.array(adminItemSchema),
  /** The item bank against what publishing needs (ADR 034). */
  bank: bankSizeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type AdminRoute = z.infer<typeof adminRouteSchema>;

export const listAdminRoutesQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  status: routeStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListAdminRoutesQuery = z.infer<typeof listAdminRoutesQuerySchema>;

export const adminRouteRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  status: routeStatusSchema,
  itemCount: z.number().int(),
  enrolled: z.number().int(),
  /** Share of enrolled learners who finished every required content item, 0–100. */
  completionRate: z.number(),
  updatedAt: z.string(),
});
export type AdminRouteRow = z.infer<typeof adminRouteRowSchema>;

export const adminRouteListSchema = z.object({
  items: z.array(adminRouteRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminRouteList = z.infer<typeof adminRouteListSchema>;

export const markdownPreviewInputSchema = z.object({ markdown: z.string().max(100_000) });
export const markdownPreviewSchema = z.object({ html: z.string() });

// ——— Admin: enrolments ———

export const enrolmentOrigins = ['visit', 'assignment'] as const;
export const enrolmentOriginSchema = z.enum(enrolmentOrigins);
export const enrolmentOriginLabels: Record<z.infer<typeof enrolmentOriginSchema>, string> = {
  visit: 'Por su cuenta',
  assignment: 'Asignada',
};

export const assignRouteInputSchema = z.object({
  userIds: z.array(z.string().min(1).max(64)).min(1, 'Elija al menos una persona').max(500),
});
export type AssignRouteInput = z.infer<typeof assignRouteInputSchema>;

export const assignRouteResultSchema = z.object({
  /** How many of the users were newly enrolled (the others already were). */
  enrolled: z.number().int(),
  alreadyEnrolled: z.number().int(),
});
export type AssignRouteResult = z.infer<typeof assignRouteResultSchema>;

export const routeEnrolmentSchema = z.object({
  user: z.object({ id: z.string(), nombre: z.string(), email: z.string() }),
  origin: enrolmentOriginSchema,
  enrolledAt: z.string(),
  lastActivityAt: z.string().nullable(),
  contentCompletedAt: z.string().nullable(),
  percent: z.number().int(),
  secondsSpent: z.number().int(),
  /** Final-test attempts used and allowed (with grants), for "Conceder otro intento". */
  finalTest: finalTestStandingSchema,
});
export type RouteEnrolment = z.infer<typeof routeEnrolmentSchema>;

export const routeEnrolmentListSchema = z.object({ items: z.array(routeEnrolmentSchema) });
export type RouteEnrolmentList = z.infer<typeof routeEnrolmentListSchema>;
