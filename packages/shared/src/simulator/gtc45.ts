/**
 * The arithmetic of a GTC 45 risk valuation: the numbers of the method (the values each level may take, the products
 * and the ranges of each level), with every label and explanation written in our own words.
 *
 * NP = ND × NE; NR = NP × NC. NP 24–40 muy alto, 10–20 alto, 6–8 medio, 2–4 bajo. NR ≥ 600 is level I, 150–599
 * level II (activities are suspended from 360), 40–149 level III, below 40 level IV.
 */

export const ND_VALUES = [10, 6, 2] as const;
export const NE_VALUES = [4, 3, 2, 1] as const;
export const NC_VALUES = [100, 60, 25, 10] as const;
export type NdValue = (typeof ND_VALUES)[number];
export type NeValue = (typeof NE_VALUES)[number];
export type NcValue = (typeof NC_VALUES)[number];

export const GTC45_LEVELS = ['I', 'II', 'III', 'IV'] as const;
export type Gtc45Level = (typeof GTC45_LEVELS)[number];
export const GTC45_ACCEPTABILITIES = ['no_aceptable', 'aceptable_con_control', 'mejorable', 'aceptable'] as const;
export type Gtc45Acceptability = (typeof GTC45_ACCEPTABILITIES)[number];

/** The NR from which a level II risk also suspends the activity until it is controlled. */
export const GTC45_SUSPENSION_NR = 360;

export const ndLabels: Record<NdValue, string> = { 10: 'muy alto', 6: 'alto', 2: 'medio' };
export const neLabels: Record<NeValue, string> = { 4: 'continua', 3: 'frecuente', 2: 'ocasional', 1: 'esporádica' };
export const ncLabels: Record<NcValue, string> = {
  100: 'mortal o catastrófica',
  60: 'muy grave',
  25: 'grave',
  10: 'leve',
};

/** What each ND, NE and NC value means, in our words, for the choices a learner sees. */
export const ndDescriptions: Record<NdValue, string> = {
  10: 'Muy alto: prácticamente nada protege a la persona; no hay controles o los que hay no funcionan, y puede terminar en un daño serio.',
  6: 'Alto: hay controles, pero cubren poco o fallan a menudo, y lo observado puede terminar en un daño serio.',
  2: 'Medio: los controles funcionan en buena parte y quedan fallas menores, o lo observado solo llevaría a daños de poca importancia.',
};
export const neDescriptions: Record<NeValue, string> = {
  4: 'Continua: la persona está expuesta toda o casi toda la jornada, o muchas veces y durante ratos largos.',
  3: 'Frecuente: la exposición se repite varias veces en el turno, pero cada vez dura poco.',
  2: 'Ocasional: la exposición se da alguna vez en el turno y dura poco.',
  1: 'Esporádica: la exposición ocurre de vez en cuando, no en todas las jornadas.',
};
export const ncDescriptions: Record<NcValue, string> = {
  100: 'Mortal o catastrófica: el evento puede matar a una o más personas.',
  60: 'Muy grave: deja secuelas permanentes, como la pérdida de una parte del cuerpo o de una función, o una invalidez.',
  25: 'Grave: la persona se recupera, pero necesita días de incapacidad para trabajar.',
  10: 'Leve: basta una atención menor o primeros auxilios, sin días de incapacidad.',
};

export type NpLevel = 'muy_alto' | 'alto' | 'medio' | 'bajo';
export const npLevelLabels: Record<NpLevel, string> = {
  muy_alto: 'Muy alto',
  alto: 'Alto',
  medio: 'Medio',
  bajo: 'Bajo',
};

export const acceptabilityLabels: Record<Gtc45Acceptability, string> = {
  no_aceptable: 'No aceptable',
  aceptable_con_control: 'No aceptable o aceptable con control específico',
  mejorable: 'Mejorable',
  aceptable: 'Aceptable',
};

/** What each level asks of the company, in our words. */
export const levelMeanings: Record<Gtc45Level, string> = {
  I: 'La actividad se detiene y no se reanuda hasta que los controles reduzcan el riesgo; es la primera prioridad.',
  II: 'Los controles se ponen en marcha ya, sin esperar al próximo plan; con un NR de 360 o más, la actividad se suspende mientras tanto.',
  III: 'El riesgo se tolera, pero vale la pena estudiar mejoras y compararlas con lo que cuestan.',
  IV: 'Se conservan los controles actuales y se revisan de vez en cuando para confirmar que siguen funcionando.',
};

export const levelRanges: Record<Gtc45Level, string> = {
  I: 'de 600 a 4000',
  II: 'de 150 a 599',
  III: 'de 40 a 149',
  IV: 'menos de 40',
};

export const npLevelRanges: Record<NpLevel, string> = {
  muy_alto: 'de 24 a 40',
  alto: 'de 10 a 20',
  medio: 'de 6 a 8',
  bajo: 'de 2 a 4',
};

export const isNd = (value: number): value is NdValue => (ND_VALUES as readonly number[]).includes(value);
export const isNe = (value: number): value is NeValue => (NE_VALUES as readonly number[]).includes(value);
export const isNc = (value: number): value is NcValue => (NC_VALUES as readonly number[]).includes(value);

export const probability = (nd: number, ne: number): number => nd * ne;
export const riskValue = (np: number, nc: number): number => np * nc;

/** The NP level of a probability. Values between the ranges (9, 21–23) fall in the lower level. */
export function npLevel(np: number): NpLevel {
  if (np >= 24) return 'muy_alto';
  if (np >= 10) return 'alto';
  if (np >= 6) return 'medio';
  return 'bajo';
}

export function riskLevel(nr: number): Gtc45Level {
  if (nr >= 600) return 'I';
  if (nr >= 150) return 'II';
  if (nr >= 40) return 'III';
  return 'IV';
}

export const acceptabilityOf: Record<Gtc45Level, Gtc45Acceptability> = {
  I: 'no_aceptable',
  II: 'aceptable_con_control',
  III: 'mejorable',
  IV: 'aceptable',
};

/** Whether the activity must be suspended: every level I risk, and a level II risk from NR 360. */
export const suspendsActivity = (nr: number): boolean => nr >= GTC45_SUSPENSION_NR;

export interface Gtc45Valuation {
  nd: NdValue;
  ne: NeValue;
  nc: NcValue;
  np: number;
  npLevel: NpLevel;
  nr: number;
  level: Gtc45Level;
  acceptability: Gtc45Acceptability;
  suspend: boolean;
}

/** The whole valuation from the three chosen levels. */
export function valuate(nd: NdValue, ne: NeValue, nc: NcValue): Gtc45Valuation {
  const np = probability(nd, ne);
  const nr = riskValue(np, nc);
  const level = riskLevel(nr);
  return {
    nd,
    ne,
    nc,
    np,
    npLevel: npLevel(np),
    nr,
    level,
    acceptability: acceptabilityOf[level],
    suspend: suspendsActivity(nr),
  };
}
