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
  'ITEM_NOT_CURRENT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Revisa los datos marcados: hay campos con errores.',
  UNAUTHENTICATED: 'Tu sesión terminó. Inicia sesión de nuevo para continuar.',
  FORBIDDEN: 'No tienes permiso para realizar esta acción.',
  NOT_FOUND: 'No encontramos lo que buscas.',
  INVALID_CREDENTIALS: 'El correo o la contraseña no son correctos.',
  ACCOUNT_DISABLED: 'Tu cuenta está desactivada. Comunícate con el administrador de la plataforma.',
  CAPTCHA_REQUIRED: 'Confirma que no eres un robot para continuar.',
  CAPTCHA_INVALID: 'No pudimos verificar que no eres un robot. Inténtalo de nuevo.',
  CAPTCHA_REPLAYED: 'Esta verificación ya se usó. Vuelve a confirmar que no eres un robot.',
  RATE_LIMITED: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.',
  RESET_CODE_INVALID: 'El código no es válido o ya se usó. Solicita uno nuevo si lo necesitas.',
  RESET_CODE_EXPIRED: 'El código venció. Solicita uno nuevo para restablecer tu contraseña.',
  PASSWORD_INCORRECT: 'La contraseña actual no es correcta.',
  PAYLOAD_TOO_LARGE: 'La información enviada es demasiado grande.',
  UNSUPPORTED_FILE_TYPE: 'El archivo no es del tipo esperado. Revisa que sea una imagen, un video o un PDF válido.',
  ROUTE_NOT_PUBLISHABLE: 'La ruta todavía no se puede publicar. Revisa los puntos indicados.',
  STEP_LOCKED: 'Este paso todavía está bloqueado. Completa los pasos anteriores para desbloquearlo.',
  INVALID_ORDER: 'El nuevo orden no coincide con los contenidos de la ruta. Recarga la página e inténtalo de nuevo.',
  NOT_COMPLETABLE: 'Este contenido se completa solo: mira el video o aprueba el quiz.',
  ATTEMPTS_EXHAUSTED: 'Ya usaste todos los intentos permitidos para esta evaluación.',
  NO_ITEM_BANK: 'Esta ruta todavía no tiene banco de preguntas. Vuelve más tarde.',
  ITEM_NOT_CURRENT: 'Esa pregunta ya no es la actual. Recarga la página para seguir donde quedaste.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Inténtalo más tarde.',
  INTERNAL_ERROR: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
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
