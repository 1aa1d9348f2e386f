import { z } from 'zod';

/**
 * Spanish messages for the zod checks we use. Set once on each side (server and web) so a field problem reads the
 * same in a form and in an API answer.
 */
export const spanishErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Este campo es obligatorio.' : 'El valor no tiene el formato esperado.';
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1 || issue.input === ''
          ? 'Este campo es obligatorio.'
          : `Debe tener al menos ${String(issue.minimum)} caracteres.`;
      }
      return `Debe ser mayor o igual a ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Debe tener como máximo ${String(issue.maximum)} caracteres.`;
      return `Debe ser menor o igual a ${String(issue.maximum)}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Escriba un correo electrónico válido.';
      return 'El valor no tiene el formato esperado.';
    case 'invalid_value':
      return 'Elija una de las opciones disponibles.';
    case 'unrecognized_keys':
      return `Campos no permitidos: ${issue.keys.join(', ')}.`;
    default:
      return 'El valor no es válido.';
  }
};

export function installSpanishErrors(): void {
  z.config({ customError: spanishErrorMap });
}
