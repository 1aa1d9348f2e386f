import { MINIMUM_STANDARDS, phvaPhaseLabels, standardGroups } from '@academia/shared';
import type { FamilyItem, ItemFamily } from './family.types.js';
import { formatNumber, labelOptions, numericOptions } from './family.options.js';

/*
 * Res. 0312 de 2019: which set of minimum standards applies (arts. 3, 9 and 16) and the self-assessment score and
 * rating (arts. 27 and 28).
 */

const CLASSES = ['I', 'II', 'III', 'IV', 'V'] as const;
type RiskClass = (typeof CLASSES)[number];

/** Arts. 3, 9 and 16: up to 10 workers in class I–III → 7; 11 to 50 in class I–III → 21; otherwise 60. */
export function standardSetFor(workers: number, riskClass: RiskClass): 7 | 21 | 60 {
  const lowRisk = riskClass === 'I' || riskClass === 'II' || riskClass === 'III';
  if (lowRisk && workers <= 10) return 7;
  if (lowRisk && workers <= 50) return 21;
  return 60;
}

const WORKERS = [2, 4, 6, 8, 10, 11, 15, 22, 30, 41, 50, 51, 64, 120, 380];
const ACTIVITIES: Record<RiskClass, string> = {
  I: 'una oficina de contabilidad',
  II: 'un almacén de ropa',
  III: 'un taller de confecciones',
  IV: 'una empresa de transporte de carga',
  V: 'una constructora de edificios',
};

export function standardSetFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/conjunto-de-estandares`;
  return {
    id,
    routeKey,
    topic,
    title: 'Conjunto de estándares según tamaño y clase de riesgo',
    rule:
      'Res. 0312 de 2019: hasta 10 trabajadores con riesgo I, II o III → 7 estándares (art. 3); de 11 a 50 con riesgo ' +
      'I, II o III → 21 (art. 9); más de 50 trabajadores, o cualquier tamaño con riesgo IV o V → 60 (art. 16).',
    level: 'medium',
    generate: () =>
      WORKERS.flatMap((workers) =>
        CLASSES.map((riskClass): FamilyItem => {
          const key = standardSetFor(workers, riskClass);
          return {
            familyId: id,
            topic,
            level: 'medium',
            kind: 'single',
            prompt:
              `${capitalize(ACTIVITIES[riskClass])} tiene ${workers} trabajadores y su ARL la clasifica en riesgo ` +
              `${riskClass}. ¿Cuántos estándares mínimos de la Resolución 0312 de 2019 debe cumplir?`,
            options: labelOptions(['7', '21', '60'], String(key)),
            explanation:
              key === 60
                ? `Con ${workers > 50 ? 'más de 50 trabajadores' : `riesgo ${riskClass}`} aplican los 60 estándares (Resolución 0312 de 2019, art. 16).`
                : key === 21
                  ? 'De 11 a 50 trabajadores con riesgo I, II o III aplican 21 estándares (Resolución 0312 de 2019, art. 9).'
                  : 'Hasta 10 trabajadores con riesgo I, II o III aplican 7 estándares (Resolución 0312 de 2019, art. 3).',
          };
        }),
      ),
  };
}

/** Art. 28: under 60 % crítico; 60 % to 85 % moderadamente aceptable; over 85 % aceptable. */
export function ratingFor(score: number): 'Crítico' | 'Moderadamente aceptable' | 'Aceptable' {
  if (score < 60) return 'Crítico';
  if (score <= 85) return 'Moderadamente aceptable';
  return 'Aceptable';
}

const RATINGS = ['Crítico', 'Moderadamente aceptable', 'Aceptable'];

/** Deterministic sets of unmet standards (indices into the 60-standard table) giving a spread of scores. */
function unmetSets(): number[][] {
  const sets: number[][] = [];
  const n = MINIMUM_STANDARDS.length;
  for (let s = 0; s < 36; s++) {
    const size = 2 + (s % 5);
    const start = (s * 7) % n;
    const stride = 3 + (s % 4) * 4;
    const set = new Set<number>();
    for (let i = 0; set.size < size && i < n; i++) set.add((start + i * stride) % n);
    sets.push([...set].sort((x, y) => x - y));
  }
  return sets;
}

function describeUnmet(indices: readonly number[]): { text: string; lost: number } {
  const standards = indices.map((i) => MINIMUM_STANDARDS[i]).filter((s) => s !== undefined);
  const text = standards
    .map((s) => `${s.code} (${formatNumber(s.points)} ${s.points === 1 ? 'punto' : 'puntos'})`)
    .join('; ');
  return { text, lost: standards.reduce((sum, s) => sum + s.points, 0) };
}

export function selfAssessmentScoreFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/puntaje-autoevaluacion`;
  return {
    id,
    routeKey,
    topic,
    title: 'Puntaje de la autoevaluación a partir de los estándares no cumplidos',
    rule:
      'Res. 0312 de 2019, art. 27: en la tabla de 60 estándares cada estándar cumplido (o que no aplica, justificado) ' +
      'suma su valor; los valores suman 100. El puntaje es 100 menos los valores de los no cumplidos.',
    level: 'medium',
    generate: () =>
      unmetSets().map((indices): FamilyItem => {
        const { text, lost } = describeUnmet(indices);
        const score = Math.round((100 - lost) * 100) / 100;
        return {
          familyId: id,
          topic,
          level: 'medium',
          kind: 'single',
          prompt:
            'Una empresa que aplica los 60 estándares se autoevalúa y todos se cumplen salvo estos, con su valor en ' +
            `la tabla: ${text}. ¿Qué puntaje obtiene?`,
          options: numericOptions(
            score,
            [lost, score - 5, score + 5, 100 - lost / 2, score - 2.5],
            formatNumber,
            4,
            100,
          ).map((o) => ({
            ...o,
            text: `${o.text} %`,
          })),
          explanation: `Se restan de 100 los valores no cumplidos: 100 − ${formatNumber(lost)} = ${formatNumber(score)} % (Resolución 0312 de 2019, art. 27).`,
        };
      }),
  };
}

const RATING_SCORES = [
  22, 35, 41.5, 48, 52.5, 57, 59.5, 61, 64.5, 68, 70, 73.5, 77, 79, 82.5, 84, 86.5, 88, 91, 93.5, 96, 98.5,
];

export function ratingFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/valoracion-del-puntaje`;
  return {
    id,
    routeKey,
    topic,
    title: 'Valoración del resultado de la autoevaluación',
    rule: 'Res. 0312 de 2019, art. 28: menos de 60 % → crítico; de 60 % a 85 % → moderadamente aceptable; más de 85 % → aceptable.',
    level: 'easy',
    generate: () =>
      RATING_SCORES.map((score): FamilyItem => {
        const rating = ratingFor(score);
        return {
          familyId: id,
          topic,
          level: 'easy',
          kind: 'single',
          prompt: `La autoevaluación de los estándares mínimos de una empresa dio ${formatNumber(score)} %. ¿Cómo se valora ese resultado?`,
          options: labelOptions(RATINGS, rating),
          explanation: `${formatNumber(score)} % es ${rating.toLowerCase()}: menos de 60 % es crítico, de 60 % a 85 % moderadamente aceptable y más de 85 % aceptable (Resolución 0312 de 2019, art. 28).`,
        };
      }),
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const PHASE_LABELS = ['Planear', 'Hacer', 'Verificar', 'Actuar'];

export function standardPhaseFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/fase-del-estandar`;
  return {
    id,
    routeKey,
    topic,
    title: 'Fase del ciclo PHVA a la que pertenece un estándar',
    rule:
      'Res. 0312 de 2019, tabla de 60 estándares: grupos I (recursos) y II (gestión integral) → Planear; III (salud), ' +
      'IV (peligros y riesgos) y V (amenazas) → Hacer; VI (verificación) → Verificar; VII (mejoramiento) → Actuar.',
    level: 'medium',
    generate: () =>
      MINIMUM_STANDARDS.map((standard): FamilyItem => {
        const info = standardGroups[standard.group];
        const phase = phvaPhaseLabels[info.phase];
        return {
          familyId: id,
          topic,
          level: 'medium',
          kind: 'single',
          prompt: `En la tabla de estándares mínimos, ¿en qué fase del ciclo PHVA se califica el estándar ${standard.code}: «${standard.description.replace(/\.$/, '')}»?`,
          options: labelOptions(PHASE_LABELS, phase),
          explanation: `El estándar ${standard.code} hace parte del grupo ${info.label}, que se califica en la fase ${phase} (Resolución 0312 de 2019).`,
        };
      }),
  };
}
