import type { FamilyItem, ItemFamily } from './family.types.js';
import { labelOptions } from './family.options.js';

/*
 * Committees by company size: the COPASST or the vigía (Res. 2013 de 1986, arts. 1–2; Decreto-Ley 1295 de 1994,
 * art. 35) and how often the psychosocial risk battery is applied (Res. 2764 de 2022). There is no family for the
 * Comité de Convivencia Laboral's size: Res. 3461 de 2025 replaced the rules of Res. 652 and 1356 de 2012, and an
 * item generated from a repealed rule would teach a wrong fact.
 */

const COPASST_OPTIONS = [
  'Un vigía de SST',
  'Un COPASST con 1 representante de cada parte',
  'Un COPASST con 2 representantes de cada parte',
  'Un COPASST con 3 representantes de cada parte',
  'Un COPASST con 4 representantes de cada parte',
];

/** Fewer than 10 workers → vigía; 10–49 → 1 per side; 50–499 → 2; 500–999 → 3; 1,000 or more → 4. */
export function copasstFor(workers: number): number {
  if (workers < 10) return 0;
  if (workers < 50) return 1;
  if (workers < 500) return 2;
  if (workers < 1000) return 3;
  return 4;
}

const COPASST_WORKERS = [3, 6, 9, 10, 12, 27, 49, 50, 75, 180, 499, 500, 640, 999, 1000, 1800];

export function copasstSizeFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/tamano-del-copasst`;
  return {
    id,
    routeKey,
    topic,
    title: 'Vigía o COPASST, y cuántos representantes, según el número de trabajadores',
    rule:
      'Menos de 10 trabajadores: vigía (Decreto-Ley 1295 de 1994, art. 35). COPASST (Res. 2013 de 1986, art. 2): ' +
      'de 10 a 49, un representante por parte; de 50 a 499, dos; de 500 a 999, tres; 1.000 o más, cuatro; cada uno con su suplente.',
    level: 'medium',
    generate: () =>
      COPASST_WORKERS.map((workers): FamilyItem => {
        const perSide = copasstFor(workers);
        const key = COPASST_OPTIONS[perSide] ?? '';
        return {
          familyId: id,
          topic,
          level: 'medium',
          kind: 'single',
          prompt: `Una empresa tiene ${new Intl.NumberFormat('es-CO').format(workers)} trabajadores. ¿Qué instancia de participación en SST le corresponde?`,
          options: labelOptions(COPASST_OPTIONS, key),
          explanation:
            perSide === 0
              ? 'Con menos de 10 trabajadores se designa un vigía de SST (Decreto-Ley 1295 de 1994, art. 35; Resolución 2013 de 1986).'
              : `La Resolución 2013 de 1986 (art. 2) fija para ese tamaño ${perSide} representante${perSide > 1 ? 's' : ''} del empleador y ${perSide} de los trabajadores, cada uno con su suplente.`,
        };
      }),
  };
}

const BATTERY_OPTIONS = ['Cada seis meses', 'Cada año', 'Cada dos años', 'Cada tres años'];
const SECTORS = [
  'un hospital',
  'un centro de llamadas',
  'una empresa de vigilancia',
  'una constructora',
  'una cadena de supermercados',
  'un colegio',
  'una empresa de transporte',
  'una firma de abogados',
  'una planta de alimentos',
  'una entidad pública',
  'una clínica veterinaria',
  'una empresa de software',
];
const RISK_RESULTS = ['alto', 'medio', 'bajo'] as const;

export function batteryPeriodFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/periodicidad-de-la-bateria`;
  return {
    id,
    routeKey,
    topic,
    title: 'Cada cuánto se repite la evaluación con la batería según el nivel de riesgo',
    rule: 'Res. 2764 de 2022: riesgo psicosocial alto → evaluación cada año; medio o bajo → cada dos años.',
    level: 'medium',
    generate: () =>
      SECTORS.flatMap((sector) =>
        RISK_RESULTS.map((result): FamilyItem => {
          const key = result === 'alto' ? 'Cada año' : 'Cada dos años';
          return {
            familyId: id,
            topic,
            level: 'medium',
            kind: 'single',
            prompt: `La evaluación con la batería de riesgo psicosocial en ${sector} identificó un nivel de riesgo ${result}. ¿Con qué periodicidad debe repetirse la evaluación?`,
            options: labelOptions(BATTERY_OPTIONS, key),
            explanation:
              result === 'alto'
                ? 'Donde el riesgo psicosocial es alto, la evaluación se repite cada año (Resolución 2764 de 2022).'
                : 'Donde el riesgo psicosocial es medio o bajo, la evaluación se repite cada dos años (Resolución 2764 de 2022).',
          };
        }),
      ),
  };
}
