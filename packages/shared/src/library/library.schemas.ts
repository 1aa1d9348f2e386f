import { z } from 'zod';
import { cleanText } from '../text.js';
import { uploadSchema } from '../learning-paths/route.schemas.js';
import { highlightSchema } from '../search/search.schemas.js';

/*
 * The two libraries: educational documents (guides, manuals, videos…) and Colombian SST norms. Identifiers are
 * English codes; every label a user reads comes from the Spanish maps beside them.
 */

export const libraryTopics = [
  'sg_sst',
  'riesgos_laborales',
  'alturas',
  'espacios_confinados',
  'riesgo_quimico',
  'psicosocial',
  'medicina_trabajo',
  'accidentes',
  'comites',
  'emergencias',
  'riesgo_electrico',
  'datos_personales',
] as const;
export const libraryTopicSchema = z.enum(libraryTopics);
export type LibraryTopic = z.infer<typeof libraryTopicSchema>;
export const libraryTopicLabels: Record<LibraryTopic, string> = {
  sg_sst: 'Sistema de gestión (SG-SST)',
  riesgos_laborales: 'Sistema de riesgos laborales',
  alturas: 'Trabajo en alturas',
  espacios_confinados: 'Espacios confinados',
  riesgo_quimico: 'Riesgo químico',
  psicosocial: 'Riesgo psicosocial y convivencia',
  medicina_trabajo: 'Medicina del trabajo',
  accidentes: 'Accidentes e investigación',
  comites: 'COPASST y vigía',
  emergencias: 'Emergencias y desastres',
  riesgo_electrico: 'Riesgo eléctrico',
  datos_personales: 'Protección de datos',
};

export const documentKindSchema = z.enum(['guide', 'manual', 'video', 'infographic', 'template']);
export type DocumentKind = z.infer<typeof documentKindSchema>;
export const documentKindLabels: Record<DocumentKind, string> = {
  guide: 'Guía',
  manual: 'Manual',
  video: 'Video',
  infographic: 'Infografía',
  template: 'Formato',
};

export const normTypeSchema = z.enum(['ley', 'decreto', 'decreto_ley', 'resolucion', 'circular']);
export type NormType = z.infer<typeof normTypeSchema>;
export const normTypeLabels: Record<NormType, string> = {
  ley: 'Ley',
  decreto: 'Decreto',
  decreto_ley: 'Decreto-Ley',
  resolucion: 'Resolución',
  circular: 'Circular',
};

export const normStatusSchema = z.enum(['in_force', 'amended', 'repealed']);
export type NormStatus = z.infer<typeof normStatusSchema>;
export const normStatusLabels: Record<NormStatus, string> = {
  in_force: 'Vigente',
  amended: 'Modificada',
  repealed: 'Derogada',
};

export const librarySortSchema = z.enum(['relevance', 'newest', 'oldest', 'title']);
export type LibrarySort = z.infer<typeof librarySortSchema>;
export const librarySortLabels: Record<LibrarySort, string> = {
  relevance: 'Relevancia',
  newest: 'Más recientes',
  oldest: 'Más antiguos',
  title: 'Título (A–Z)',
};

/** A page of `item`s with the total across pages. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

const yearSchema = z.coerce.number().int().min(1900, 'El año debe ser 1900 o posterior.').max(2100);
const pagingSchema = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};
/** An empty query-string value means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `GET /api/library/documents`. Without `q`, "relevance" sorts newest first. */
export const listDocumentsQuerySchema = z.object({
  q: optional(z.string().trim().max(120)),
  kind: optional(documentKindSchema),
  topic: optional(libraryTopicSchema),
  yearFrom: optional(yearSchema),
  yearTo: optional(yearSchema),
  sort: librarySortSchema.default('relevance'),
  ...pagingSchema,
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuerySchema>;

/** `GET /api/library/norms`. Without `q`, "relevance" sorts newest first. */
export const listNormsQuerySchema = z.object({
  q: optional(z.string().trim().max(120)),
  type: optional(normTypeSchema),
  topic: optional(libraryTopicSchema),
  status: optional(normStatusSchema),
  yearFrom: optional(yearSchema),
  yearTo: optional(yearSchema),
  sort: librarySortSchema.default('relevance'),
  ...pagingSchema,
});
export type ListNormsQuery = z.infer<typeof listNormsQuerySchema>;

/** Marked passages for a result of a text search; null when the list was not searched. */
const matchSchema = z.object({ titleHighlight: highlightSchema, snippet: highlightSchema }).nullable();

export const documentCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: libraryTopicSchema,
  kind: documentKindSchema,
  /** ISO date (YYYY-MM-DD). */
  publishedOn: z.string(),
  hasFile: z.boolean(),
  url: z.string().nullable(),
  favorite: z.boolean(),
  match: matchSchema,
});
export type DocumentCard = z.infer<typeof documentCardSchema>;

export const documentListSchema = pageOf(documentCardSchema);
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentDetailSchema = documentCardSchema.omit({ match: true }).extend({
  file: uploadSchema.nullable(),
  /** Other documents on the same topic. */
  related: z.array(z.object({ id: z.string(), title: z.string(), kind: documentKindSchema })),
  /** Norms on the same topic. */
  relatedNorms: z.array(z.object({ id: z.string(), title: z.string(), status: normStatusSchema })),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

const normLinkSchema = z.object({ id: z.string(), title: z.string(), status: normStatusSchema });
export type NormLink = z.infer<typeof normLinkSchema>;

export const normCardSchema = z.object({
  id: z.string(),
  type: normTypeSchema,
  number: z.string(),
  year: z.number().int(),
  /** e.g. "Resolución 4272 de 2021". */
  title: z.string(),
  issuer: z.string(),
  /** What the norm is about, in one line. */
  subject: z.string(),
  summary: z.string(),
  topic: libraryTopicSchema,
  status: normStatusSchema,
  /** Nuance of the status, e.g. "Compilado en el Decreto 1072 de 2015". */
  statusNote: z.string(),
  /** The norm that repeals, replaces or amends this one. */
  replacedBy: normLinkSchema.nullable(),
  favorite: z.boolean(),
  match: matchSchema,
});
export type NormCard = z.infer<typeof normCardSchema>;

export const normListSchema = pageOf(normCardSchema);
export type NormList = z.infer<typeof normListSchema>;

export const normDetailSchema = normCardSchema.omit({ match: true }).extend({
  sourceUrl: z.string().nullable(),
  /** The norm's text (or a summary of it) as sanitised HTML rendered from Markdown; null when there is none. */
  textHtml: z.string().nullable(),
  file: uploadSchema.nullable(),
  /** Norms this one repeals, replaces or amends. */
  replaces: z.array(normLinkSchema),
  /** Other norms on the same topic. */
  related: z.array(normLinkSchema),
});
export type NormDetail = z.infer<typeof normDetailSchema>;

// ——— Admin ———

const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .url('Escriba una dirección web completa, que empiece por https://')
  .refine((value) => /^https?:\/\//i.test(value), 'La dirección debe empezar por http:// o https://');
const nullableUrl = z.preprocess((value) => (value === '' ? null : value), httpsUrl.nullable());

export const documentInputSchema = z
  .object({
    title: cleanText({
      label: 'El título',
      min: 3,
      minMessage: 'El título debe tener al menos 3 caracteres.',
      max: 200,
    }),
    summary: cleanText({
      label: 'El resumen',
      min: 20,
      minMessage: 'El resumen debe tener al menos 20 caracteres.',
      max: 4000,
      multiline: true,
    }),
    topic: libraryTopicSchema,
    kind: documentKindSchema,
    publishedOn: z.iso.date('Escriba una fecha válida (AAAA-MM-DD).'),
    fileId: z.string().max(64).nullable(),
    url: nullableUrl,
  })
  .refine((value) => value.fileId !== null || value.url !== null, {
    message: 'Adjunte un archivo o escriba un enlace.',
    path: ['fileId'],
  });
export type DocumentInput = z.infer<typeof documentInputSchema>;

export const normInputSchema = z.object({
  type: normTypeSchema,
  number: z
    .string()
    .trim()
    .min(1, 'Escriba el número de la norma.')
    .max(20)
    .regex(/^[0-9A-Za-z-]+$/, 'El número solo admite dígitos, letras y guiones.'),
  year: yearSchema,
  issuer: cleanText({ label: 'La entidad que la expidió', min: 2, minMessage: 'Escriba quién la expidió.', max: 120 }),
  subject: cleanText({ label: 'El tema', min: 5, minMessage: 'Describa el tema en al menos 5 caracteres.', max: 300 }),
  summary: cleanText({ label: 'El resumen', max: 4000, multiline: true }),
  topic: libraryTopicSchema,
  status: normStatusSchema,
  statusNote: cleanText({ label: 'La nota sobre la vigencia', max: 300 }),
  replacedById: z.string().max(64).nullable(),
  sourceUrl: nullableUrl,
  /** Markdown. */
  text: z.string().max(200_000),
  fileId: z.string().max(64).nullable(),
});
export type NormInput = z.infer<typeof normInputSchema>;

/** `PATCH /api/admin/library/norms/{id}/status`: the quick status change with its replacement link. */
export const normStatusInputSchema = z.object({
  status: normStatusSchema,
  statusNote: cleanText({ label: 'La nota sobre la vigencia', max: 300 }),
  replacedById: z.string().max(64).nullable(),
});
export type NormStatusInput = z.infer<typeof normStatusInputSchema>;

export const adminLibraryQuerySchema = z.object({
  q: optional(z.string().trim().max(120)),
  deleted: z.enum(['0', '1']).default('0'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminLibraryQuery = z.infer<typeof adminLibraryQuerySchema>;

export const adminDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: libraryTopicSchema,
  kind: documentKindSchema,
  publishedOn: z.string(),
  file: uploadSchema.nullable(),
  url: z.string().nullable(),
  /** Characters of text extracted from the PDF for search; null when there is no PDF. */
  extractedChars: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminNormSchema = z.object({
  id: z.string(),
  type: normTypeSchema,
  number: z.string(),
  year: z.number().int(),
  title: z.string(),
  issuer: z.string(),
  subject: z.string(),
  summary: z.string(),
  topic: libraryTopicSchema,
  status: normStatusSchema,
  statusNote: z.string(),
  replacedBy: normLinkSchema.nullable(),
  sourceUrl: z.string().nullable(),
  text: z.string(),
  file: uploadSchema.nullable(),
  extractedChars: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type AdminNorm = z.infer<typeof adminNormSchema>;

export const adminDocumentListSchema = pageOf(adminDocumentSchema);
export const adminNormListSchema = pageOf(adminNormSchema);
