import { z } from 'zod';

/*
 * The audit log of admin changes: the list the Superadministrador reads at /admin/auditoria. Entries are written
 * only by the server, in the transaction of the change they describe; nothing here edits one.
 */

/** Every action code the server records, with the Spanish label the page shows. */
export const auditActionLabels = {
  'company.create': 'Empresa creada',
  'company.update': 'Empresa editada',
  'company.deactivate': 'Empresa desactivada',
  'company.reactivate': 'Empresa reactivada',
  'user.create': 'Usuario creado',
  'user.update': 'Usuario editado',
  'user.deactivate': 'Usuario desactivado',
  'user.reactivate': 'Usuario reactivado',
  'user.import': 'Usuarios importados',
  'user.password-reset': 'Restablecimiento de contraseña enviado',
  'user.invite': 'Invitación enviada',
  'route.create': 'Ruta creada',
  'route.update': 'Ruta editada',
  'route.duplicate': 'Ruta duplicada',
  'route.publish': 'Ruta publicada',
  'route.archive': 'Ruta archivada',
  'route.draft': 'Ruta devuelta a borrador',
  'route.item.create': 'Contenido agregado a una ruta',
  'route.item.update': 'Contenido de una ruta editado',
  'route.item.delete': 'Contenido de una ruta eliminado',
  'route.item.reorder': 'Contenidos de una ruta reordenados',
  'route.enrol': 'Personas inscritas en una ruta',
  'route.attempt.grant': 'Intento adicional de evaluación final concedido',
  'bank.item.create': 'Pregunta creada',
  'bank.item.update': 'Pregunta editada',
  'bank.item.retire': 'Pregunta retirada',
  'bank.item.restore': 'Pregunta restaurada',
  'bank.import': 'Preguntas importadas',
  'bank.calibrate': 'Banco de preguntas calibrado',
  'document.create': 'Documento creado',
  'document.update': 'Documento editado',
  'document.delete': 'Documento retirado',
  'document.restore': 'Documento restaurado',
  'norm.create': 'Norma creada',
  'norm.update': 'Norma editada',
  'norm.status': 'Estado de una norma cambiado',
  'norm.delete': 'Norma retirada',
  'norm.restore': 'Norma restaurada',
  'file.upload': 'Archivo subido',
  'phva.create': 'Ciclo PHVA creado',
  'phva.plan': 'Plan de un ciclo PHVA guardado',
  'phva.assess': 'Estándar evaluado en un ciclo PHVA',
  'phva.evidence.add': 'Evidencia agregada a un ciclo PHVA',
  'phva.evidence.remove': 'Evidencia quitada de un ciclo PHVA',
  'phva.phase': 'Fase de un ciclo PHVA cambiada',
  'phva.close': 'Ciclo PHVA cerrado',
  'phva.action.create': 'Acción de mejora creada',
  'phva.action.update': 'Acción de mejora editada',
  'phva.action.route': 'Ruta asignada como acción de mejora',
  'simulator.save': 'Escenario del simulador guardado',
  'simulator.publish': 'Escenario del simulador publicado',
  'simulator.delete': 'Escenario del simulador eliminado',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

/** The Spanish label of an action code; an unknown code (from a newer server) is shown as it is. */
export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action;
}

/** Spanish names of the kinds of entity an entry is about. */
export const auditEntityLabels: Record<string, string> = {
  company: 'Empresa',
  user: 'Usuario',
  route: 'Ruta',
  route_item: 'Contenido de ruta',
  bank_item: 'Pregunta',
  document: 'Documento',
  norm: 'Norma',
  file: 'Archivo',
  phva_cycle: 'Ciclo PHVA',
  simulator_scenario: 'Escenario del simulador',
};

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Escriba la fecha como AAAA-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'La fecha no existe.');

export const listAuditQuerySchema = z
  .object({
    /** The actor's id, or part of their name. */
    actor: z.string().trim().max(120).optional(),
    action: z.string().trim().max(60).optional(),
    entityType: z.string().trim().max(40).optional(),
    entityId: z.string().trim().max(64).optional(),
    /** Days in Colombia's time (UTC−5), both included. */
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** Text in the entity's name at the time of the change. */
    q: z.string().trim().max(120).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'La fecha final no puede ser anterior a la inicial.',
    path: ['to'],
  });
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;

export const auditFieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), nombre: z.string(), perfil: z.string() }),
  ip: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  entityLabel: z.string().nullable(),
  companyId: z.string().nullable(),
  changes: z.record(z.string(), auditFieldChangeSchema),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;

export const auditActionListSchema = z.object({
  items: z.array(z.object({ code: z.string(), label: z.string() })),
});

/** Spanish names of the fields entries record; a field not listed is shown by its code. */
export const auditFieldLabels: Record<string, string> = {
  title: 'Título',
  summary: 'Resumen',
  objectives: 'Objetivos',
  coverFileId: 'Imagen de portada',
  category: 'Categoría',
  hours: 'Horas',
  level: 'Nivel',
  status: 'Estado',
  passMark: 'Nota mínima',
  attempts: 'Intentos',
  unlockInOrder: 'Desbloqueo en orden',
  publishedAt: 'Publicada el',
  copiedFrom: 'Copia de',
  copiedFromId: 'Id. de la ruta original',
  items: 'Contenidos',
  kind: 'Tipo',
  description: 'Descripción',
  durationMinutes: 'Duración (minutos)',
  required: 'Obligatorio',
  body: 'Texto',
  url: 'Dirección',
  fileId: 'Archivo',
  captionsFileId: 'Subtítulos',
  quiz: 'Repaso',
  order: 'Orden',
  people: 'Personas inscritas',
  topic: 'Tema',
  prompt: 'Enunciado',
  options: 'Opciones',
  explanation: 'Explicación',
  created: 'Creadas',
  rejectedRows: 'Filas rechazadas',
  topics: 'Temas',
  calibrated: 'Calibradas',
  publishedOn: 'Fecha de publicación',
  deletedAt: 'Retirado el',
  type: 'Tipo de norma',
  number: 'Número',
  year: 'Año',
  issuer: 'Emisor',
  subject: 'Asunto',
  statusNote: 'Nota de estado',
  replacedById: 'Reemplazada por',
  sourceUrl: 'Fuente',
  text: 'Texto',
  originalName: 'Nombre del archivo',
  purpose: 'Uso',
  mime: 'Tipo de archivo',
  size: 'Tamaño (bytes)',
  nombre: 'Nombre',
  email: 'Correo',
  perfil: 'Perfil',
  active: 'Activo',
  nit: 'NIT',
};

export function auditFieldLabel(field: string): string {
  return auditFieldLabels[field] ?? field;
}
