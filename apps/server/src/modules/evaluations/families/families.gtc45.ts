import type { FamilyItem, ItemFamily } from './family.types.js';
import { formatNumber, labelOptions, numericOptions } from './family.options.js';

/*
 * GTC 45 arithmetic: NP = ND × NE, NR = NP × NC, and what each NR level asks for. Only the guide's numbers are used;
 * every sentence is ours (the guide is ICONTEC's copyrighted text).
 */

const ND = [10, 6, 2] as const;
const NE = [4, 3, 2, 1] as const;
const NC = [100, 60, 25, 10] as const;

const ND_LABEL: Record<number, string> = { 10: 'muy alto', 6: 'alto', 2: 'medio' };
const NE_LABEL: Record<number, string> = { 4: 'continua', 3: 'frecuente', 2: 'ocasional', 1: 'esporádica' };
const NC_LABEL: Record<number, string> = { 100: 'mortal o catastrófica', 60: 'muy grave', 25: 'grave', 10: 'leve' };

export type RiskLevel = 'I' | 'II' | 'III' | 'IV';

/** NR bands: I ≥ 600; II 150–599; III 40–149; IV below 40. */
export function riskLevelOf(nr: number): RiskLevel {
  if (nr >= 600) return 'I';
  if (nr >= 150) return 'II';
  if (nr >= 40) return 'III';
  return 'IV';
}

interface Valuation {
  nd: number;
  ne: number;
  nc: number;
}

function valuations(): Valuation[] {
  return ND.flatMap((nd) => NE.flatMap((ne) => NC.map((nc) => ({ nd, ne, nc }))));
}

function given({ nd, ne, nc }: Valuation): string {
  return (
    `nivel de deficiencia ${ND_LABEL[nd]} (ND = ${nd}), exposición ${NE_LABEL[ne]} (NE = ${ne}) y ` +
    `consecuencia ${NC_LABEL[nc]} (NC = ${nc})`
  );
}

export function riskNumberFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/nivel-de-riesgo-numerico`;
  return {
    id,
    routeKey,
    topic,
    title: 'Nivel de riesgo (NR) a partir de ND, NE y NC',
    rule: 'GTC 45: NP = ND × NE y NR = NP × NC.',
    level: 'medium',
    generate: () =>
      valuations().map((v): FamilyItem => {
        const np = v.nd * v.ne;
        const nr = np * v.nc;
        return {
          familyId: id,
          topic,
          level: 'medium',
          kind: 'single',
          prompt: `Al valorar un peligro con la GTC 45 se obtiene ${given(v)}. ¿Cuál es el nivel de riesgo (NR)?`,
          options: numericOptions(nr, [(v.nd + v.ne) * v.nc, v.nd * v.nc, v.ne * v.nc, np + v.nc, nr * 2]),
          explanation: `Primero NP = ND × NE = ${v.nd} × ${v.ne} = ${np}; luego NR = NP × NC = ${np} × ${v.nc} = ${formatNumber(nr)}.`,
        };
      }),
  };
}

export function riskLevelFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/nivel-de-riesgo-interpretacion`;
  return {
    id,
    routeKey,
    topic,
    title: 'Nivel de riesgo (I a IV) a partir de ND, NE y NC',
    rule: 'GTC 45: NR = ND × NE × NC; I si NR ≥ 600, II de 150 a 599, III de 40 a 149, IV por debajo de 40.',
    level: 'hard',
    generate: () =>
      valuations().map((v): FamilyItem => {
        const nr = v.nd * v.ne * v.nc;
        const level = riskLevelOf(nr);
        return {
          familyId: id,
          topic,
          level: 'hard',
          kind: 'single',
          prompt: `Un peligro se valora con ${given(v)}. ¿En qué nivel de riesgo queda según la GTC 45?`,
          options: labelOptions(['I', 'II', 'III', 'IV'], level),
          explanation: `NR = ${v.nd} × ${v.ne} × ${v.nc} = ${formatNumber(nr)}, que está en el nivel ${level} (I desde 600; II de 150 a 599; III de 40 a 149; IV por debajo de 40).`,
        };
      }),
  };
}

const ACTIONS = {
  stop: 'Suspender la actividad hasta tener el riesgo bajo control',
  now: 'Corregir y agregar controles de inmediato, sin suspender la actividad',
  improve: 'Mejorar si es posible, justificando la intervención',
  keep: 'Mantener los controles existentes y revisarlos periódicamente',
} as const;

/** Level I, and level II from NR 360, stop the activity; the rest of II is corrected at once; III improved; IV kept. */
export function actionFor(nr: number): keyof typeof ACTIONS {
  const level = riskLevelOf(nr);
  if (level === 'I' || nr >= 360) return 'stop';
  if (level === 'II') return 'now';
  return level === 'III' ? 'improve' : 'keep';
}

/** The distinct NR values the scales can give, each once. */
function distinctRisks(): number[] {
  return [...new Set(valuations().map((v) => v.nd * v.ne * v.nc))].sort((x, y) => x - y);
}

export function riskActionFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/decision-por-nivel-de-riesgo`;
  return {
    id,
    routeKey,
    topic,
    title: 'Qué decisión pide un nivel de riesgo dado',
    rule:
      'GTC 45: nivel I → suspender hasta controlar; nivel II → corregir de inmediato, y suspender si NR ≥ 360; ' +
      'nivel III → mejorar si es posible; nivel IV → mantener controles.',
    level: 'hard',
    generate: () =>
      distinctRisks().map((nr): FamilyItem => {
        const action = actionFor(nr);
        const level = riskLevelOf(nr);
        return {
          familyId: id,
          topic,
          level: 'hard',
          kind: 'single',
          prompt: `La valoración de una actividad con la GTC 45 dio un nivel de riesgo NR = ${formatNumber(nr)}. ¿Qué corresponde hacer?`,
          options: labelOptions(Object.values(ACTIONS), ACTIONS[action]),
          explanation:
            action === 'stop' && level === 'II'
              ? `NR = ${formatNumber(nr)} es nivel II, pero desde 360 la GTC 45 pide suspender la actividad hasta controlarlo.`
              : `NR = ${formatNumber(nr)} es nivel ${level}: ${ACTIONS[action].toLowerCase()}.`,
        };
      }),
  };
}

const NP_BANDS = ['Muy alto', 'Alto', 'Medio', 'Bajo'];

/** NP bands: muy alto 24–40, alto 10–20, medio 6–8, bajo 2–4. */
export function probabilityBandOf(np: number): string {
  if (np >= 24) return 'Muy alto';
  if (np >= 10) return 'Alto';
  if (np >= 6) return 'Medio';
  return 'Bajo';
}

export function probabilityFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/nivel-de-probabilidad`;
  return {
    id,
    routeKey,
    topic,
    title: 'Nivel de probabilidad (NP) y su interpretación',
    rule: 'GTC 45: NP = ND × NE; muy alto de 24 a 40, alto de 10 a 20, medio de 6 a 8, bajo de 2 a 4.',
    level: 'medium',
    generate: () =>
      ND.flatMap((nd) =>
        NE.map((ne): FamilyItem => {
          const np = nd * ne;
          const band = probabilityBandOf(np);
          return {
            familyId: id,
            topic,
            level: 'medium',
            kind: 'single',
            prompt: `En la GTC 45, un peligro tiene ND = ${nd} y NE = ${ne}. ¿Cómo se interpreta su nivel de probabilidad?`,
            options: labelOptions(NP_BANDS, band),
            explanation: `NP = ${nd} × ${ne} = ${np}, que es ${band.toLowerCase()} (muy alto de 24 a 40, alto de 10 a 20, medio de 6 a 8, bajo de 2 a 4).`,
          };
        }),
      ),
  };
}
