/**
 * Every error code the API can answer with. The server throws `AppError` with one of these; the web client maps
 * each to the Spanish message below, so a new code must be added here (TypeScript enforces the message).
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'CAPTCHA_REPLAYED',
  'RATE_LIMITED',
  'RESET_CODE_INVALID',
  'RESET_CODE_EXPIRED',
  'PASSWORD_INCORRECT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'ROUTE_NOT_PUBLISHABLE',
  'STEP_LOCKED',
  'INVALID_ORDER',
  'NOT_COMPLETABLE',
  'ATTEMPTS_EXHAUSTED',
  'NO_ITEM_BANK',
  'BANK_BELOW_MINIMUM',
  'ITEM_NOT_CURRENT',
  'REVIEW_NOT_AVAILABLE',
  'ROUTE_NOT_PUBLISHED',
  'UNSUPPORTED_MEDIA_TYPE',
  'CROSS_ORIGIN_REQUEST',
  'CONSENT_REQUIRED',
  'INVITATION_INVALID',
  'EMAIL_IN_USE',
  'DOCUMENT_IN_USE',
  'NIT_IN_USE',
  'CSV_UNREADABLE',
  'IMPORT_HAS_ERRORS',
  'NO_COMPANY_ASSIGNED',
  'SELF_DEACTIVATION',
  'LAST_SUPERADMIN',
  'TUTOR_CLOSED_DURING_TEST',
  'CYCLE_CLOSED',
  'SITUATION_NOT_CURRENT',
  'ATTEMPT_CLOSED',
  'DEBRIEF_NOT_AVAILABLE',
  'EXTERNAL_SIMULATOR_OFF',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Revise los datos marcados: hay campos con errores.',
  UNAUTHENTICATED: 'Su sesión terminó. Inicie sesión de nuevo para continuar.',
  FORBIDDEN: 'Usted no tiene permiso para realizar esta acción.',
  NOT_FOUND: 'No encontramos lo que busca.',
  INVALID_CREDENTIALS: 'El correo o la contraseña no son correctos.',
  ACCOUNT_DISABLED: 'Su cuenta está desactivada. Comuníquese con el administrador de la plataforma.',
  CAPTCHA_REQUIRED: 'Confirme que no es un robot para continuar.',
  CAPTCHA_INVALID: 'No pudimos verificar que no es un robot. Inténtelo de nuevo.',
  CAPTCHA_REPLAYED: 'Esta verificación ya se usó. Confirme otra vez que no es un robot.',
  RATE_LIMITED: 'Demasiados intentos. Espere unos minutos antes de intentarlo otra vez.',
  RESET_CODE_INVALID: 'El código no es válido o ya se usó. Solicite uno nuevo si lo necesita.',
  RESET_CODE_EXPIRED: 'El código venció. Solicite uno nuevo para restablecer su contraseña.',
  PASSWORD_INCORRECT: 'La contraseña actual no es correcta.',
  PAYLOAD_TOO_LARGE: 'La información enviada es demasiado grande.',
  UNSUPPORTED_FILE_TYPE: 'El archivo no es del tipo esperado. Revise que sea una imagen, un video o un PDF válido.',
  ROUTE_NOT_PUBLISHABLE: 'La ruta todavía no se puede publicar. Revise los puntos indicados.',
  STEP_LOCKED: 'Este paso todavía está bloqueado. Complete los pasos anteriores para desbloquearlo.',
  INVALID_ORDER: 'El nuevo orden no coincide con los contenidos de la ruta. Recargue la página e inténtelo de nuevo.',
  NOT_COMPLETABLE: 'Este contenido se completa solo: vea el video o apruebe el repaso.',
  ATTEMPTS_EXHAUSTED: 'Ya usó todos los intentos permitidos para esta evaluación.',
  NO_ITEM_BANK: 'Esta ruta todavía no tiene banco de preguntas. Vuelva más tarde.',
  ITEM_NOT_CURRENT: 'Esa pregunta ya no es la actual. Recargue la página para seguir donde quedó.',
  BANK_BELOW_MINIMUM:
    'Retirar esta pregunta dejaría el banco de una ruta publicada por debajo del mínimo de la evaluación final. Agregue otra pregunta o pase la ruta a borrador primero.',
  REVIEW_NOT_AVAILABLE:
    'La revisión con las respuestas correctas se abre cuando termina la evaluación final; la prueba inicial es diagnóstica y no la tiene.',
  ROUTE_NOT_PUBLISHED: 'Publique la ruta antes de asignarla: los aprendices solo ven rutas publicadas.',
  UNSUPPORTED_MEDIA_TYPE: 'Envíe los datos en formato JSON.',
  CROSS_ORIGIN_REQUEST:
    'Rechazamos esta solicitud porque no salió de las páginas de la academia. Abra la academia directamente e inténtelo de nuevo.',
  CONSENT_REQUIRED:
    'Antes de continuar, autorice el tratamiento de sus datos personales según la Política de tratamiento de datos.',
  INVITATION_INVALID: 'El enlace de invitación no es válido, ya se usó o venció. Pida uno nuevo al administrador.',
  EMAIL_IN_USE: 'Ya existe una cuenta con ese correo electrónico.',
  DOCUMENT_IN_USE: 'Ya existe una persona con ese tipo y número de documento.',
  NIT_IN_USE: 'Ya existe una empresa con ese NIT.',
  CSV_UNREADABLE:
    'No pudimos leer el archivo. Guárdelo como CSV (UTF-8 o Windows-1252) con columnas separadas por coma o punto y coma.',
  IMPORT_HAS_ERRORS:
    'El archivo tiene filas con errores. Corríjalas y cargue el archivo otra vez: no se importó a nadie.',
  NO_COMPANY_ASSIGNED:
    'Su cuenta de Responsable SST no tiene una empresa asignada. Comuníquese con el administrador de la plataforma.',
  SELF_DEACTIVATION: 'Usted no puede desactivar su propia cuenta.',
  LAST_SUPERADMIN: 'Debe quedar al menos un Superadministrador activo.',
  TUTOR_CLOSED_DURING_TEST:
    'El tutor no está disponible mientras usted presenta una evaluación final. Vuelva a consultarlo cuando la termine.',
  CYCLE_CLOSED: 'Esta evaluación está cerrada y no admite cambios. Para registrar cambios, cree un ciclo nuevo.',
  SITUATION_NOT_CURRENT: 'Esa situación ya no es la actual del simulador. Recargue la página para seguir donde quedó.',
  ATTEMPT_CLOSED: 'Este intento del simulador ya terminó. Empiece uno nuevo para volver a jugar.',
  DEBRIEF_NOT_AVAILABLE: 'El resumen del simulador se abre cuando el intento llega a un final.',
  EXTERNAL_SIMULATOR_OFF: 'Esta ruta no usa un simulador externo: juegue el escenario de la academia.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Inténtelo más tarde.',
  INTERNAL_ERROR: 'Ocurrió un error inesperado. Inténtelo de nuevo en unos minutos.',
};

/**
 * The one HTTP status of each code. A code never leaves with two statuses, so a client may branch on either; a
 * condition that needs another status needs its own code.
 */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DISABLED: 403,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  CAPTCHA_REPLAYED: 400,
  RATE_LIMITED: 429,
  RESET_CODE_INVALID: 400,
  RESET_CODE_EXPIRED: 400,
  PASSWORD_INCORRECT: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  ROUTE_NOT_PUBLISHABLE: 409,
  STEP_LOCKED: 403,
  INVALID_ORDER: 409,
  NOT_COMPLETABLE: 409,
  ATTEMPTS_EXHAUSTED: 403,
  NO_ITEM_BANK: 409,
  BANK_BELOW_MINIMUM: 409,
  ITEM_NOT_CURRENT: 409,
  REVIEW_NOT_AVAILABLE: 409,
  ROUTE_NOT_PUBLISHED: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CROSS_ORIGIN_REQUEST: 403,
  CONSENT_REQUIRED: 403,
  INVITATION_INVALID: 400,
  EMAIL_IN_USE: 409,
  DOCUMENT_IN_USE: 409,
  NIT_IN_USE: 409,
  CSV_UNREADABLE: 400,
  IMPORT_HAS_ERRORS: 400,
  NO_COMPANY_ASSIGNED: 403,
  SELF_DEACTIVATION: 409,
  LAST_SUPERADMIN: 409,
  TUTOR_CLOSED_DURING_TEST: 403,
  CYCLE_CLOSED: 409,
  SITUATION_NOT_CURRENT: 409,
  ATTEMPT_CLOSED: 409,
  DEBRIEF_NOT_AVAILABLE: 409,
  EXTERNAL_SIMULATOR_OFF: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** One field problem inside a `VALIDATION_FAILED` answer. `path` is the dotted field name. */
export interface FieldProblem {
  path: string;
  message: string;
}

/** The body of every error answer from `/api`. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: Record<string, unknown> & { fields?: FieldProblem[] };
  };
}
