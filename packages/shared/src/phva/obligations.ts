import type { MinimumStandardSet } from '../companies/minimum-standards.js';
import type { PhvaRating } from './score.js';

/** What each rating requires of the employer, per Res. 0312 de 2019, art. 28. */
export const ratingObligations: Record<PhvaRating, readonly string[]> = {
  critico: [
    'Hacer y ejecutar de inmediato un plan de mejoramiento.',
    'Enviar a la ARL un reporte de avances del plan en un plazo máximo de 3 meses.',
    'El Ministerio del Trabajo hará seguimiento anual y la incluirá en su plan de visitas.',
  ],
  moderadamente_aceptable: [
    'Hacer y ejecutar un plan de mejoramiento.',
    'Enviar a la ARL un reporte de avances del plan en un plazo máximo de 6 meses.',
    'El Ministerio del Trabajo incluirá a la empresa en su plan de visitas.',
  ],
  aceptable: [
    'Mantener la calificación y la evidencia a disposición del Ministerio del Trabajo.',
    'Incluir en el plan anual de trabajo las mejoras detectadas.',
  ],
};

/** Said in every band: the plan is kept for the Ministry. */
export const planAvailabilityNote =
  'En todos los casos, el plan de mejoramiento queda a disposición del Ministerio del Trabajo.';

/** How the set is weighted, stated on the Verificar page and in the report (decision 035). */
export function scoringRuleText(set: MinimumStandardSet): string {
  if (set === 60) {
    return 'Cada estándar vale los puntos de la tabla de valores de la Resolución 0312 de 2019; los 60 estándares suman 100 puntos.';
  }
  return `La Resolución 0312 de 2019 no da pesos propios al grupo de ${set} estándares. Aquí cada estándar vale lo mismo: 100 ÷ ${set} puntos. Un «no aplica» suma sus puntos solo si tiene justificación.`;
}
