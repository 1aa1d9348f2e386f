import {
  acceptabilityLabels,
  acceptabilityOf,
  isNc,
  isNd,
  isNe,
  levelRanges,
  ncLabels,
  ndLabels,
  neLabels,
  riskLevel,
  suspendsActivity,
  valuate,
  type Gtc45Level,
} from './gtc45.js';
import type { Gtc45Answer, Gtc45Expected } from './scenario.schemas.js';

export const GTC45_FIELDS = ['nd', 'ne', 'nc', 'np', 'nr', 'level', 'acceptability'] as const;
export type Gtc45Field = (typeof GTC45_FIELDS)[number];

export interface FieldCheck {
  id: string;
  correct: boolean;
  given: number | string;
  expected: number | string;
  explanation: string;
}

export interface Gtc45Rationale {
  nd: string;
  ne: string;
  nc: string;
}

const number = (value: number) => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 4 }).format(value);

const levelName = (value: number, labels: Record<number, string>) => labels[value] ?? 'un valor que el método no usa';

const levelAnswer = (level: Gtc45Level) => `nivel ${level} (NR ${levelRanges[level]})`;

/**
 * Checks each of the seven values of a GTC 45 valuation. ND, NE and NC are compared with the expected levels; NP
 * and NR with the expected products, and when wrong the explanation says whether the learner multiplied wrong or
 * carried an earlier mistake; the level and its meaning likewise against the learner's own NR and the expected one.
 */
export function checkGtc45Answer(
  expected: Gtc45Expected,
  given: Gtc45Answer,
  rationale?: Gtc45Rationale,
): FieldCheck[] {
  const right = valuate(expected.nd, expected.ne, expected.nc);
  const why = (key: keyof Gtc45Rationale) => (rationale ? ` ${rationale[key]}` : '');

  const chosen = (
    id: 'nd' | 'ne' | 'nc',
    name: string,
    labels: Record<number, string>,
    valid: (value: number) => boolean,
  ): FieldCheck => {
    const value = given[id];
    const target = right[id];
    const correct = value === target;
    const explanation = correct
      ? `Correcto: ${name} ${labels[target] ?? ''} (${number(target)}).`
      : valid(value)
        ? `${capitalise(name)} es ${labels[target] ?? ''} (${number(target)}), no ${levelName(value, labels)} (${number(value)}).${why(id)}`
        : `${capitalise(name)} solo toma los valores del método; aquí corresponde ${labels[target] ?? ''} (${number(target)}).${why(id)}`;
    return { id, correct, given: value, expected: target, explanation };
  };

  const ownNp = given.nd * given.ne;
  const npCorrect = given.np === right.np;
  let npExplanation: string;
  if (npCorrect)
    npExplanation = `Correcto: NP = ND × NE = ${number(right.nd)} × ${number(right.ne)} = ${number(right.np)}.`;
  else if (given.np !== ownNp)
    npExplanation = `Revise la multiplicación: ${number(given.nd)} × ${number(given.ne)} = ${number(ownNp)}, no ${number(given.np)}.${ownNp === right.np ? '' : ` Con los niveles correctos, NP = ${number(right.nd)} × ${number(right.ne)} = ${number(right.np)}.`}`;
  else
    npExplanation = `Su multiplicación es correcta con los niveles que eligió, pero con ND ${number(right.nd)} y NE ${number(right.ne)} el NP es ${number(right.nd)} × ${number(right.ne)} = ${number(right.np)}.`;

  const ownNr = given.np * given.nc;
  const nrCorrect = given.nr === right.nr;
  let nrExplanation: string;
  if (nrCorrect)
    nrExplanation = `Correcto: NR = NP × NC = ${number(right.np)} × ${number(right.nc)} = ${number(right.nr)}.`;
  else if (given.nr !== ownNr)
    nrExplanation = `Revise la multiplicación: ${number(given.np)} × ${number(given.nc)} = ${number(ownNr)}, no ${number(given.nr)}.${ownNr === right.nr ? '' : ` Con los valores correctos, NR = ${number(right.np)} × ${number(right.nc)} = ${number(right.nr)}.`}`;
  else
    nrExplanation = `Su multiplicación es correcta con sus valores, pero con NP ${number(right.np)} y NC ${number(right.nc)} el NR es ${number(right.np)} × ${number(right.nc)} = ${number(right.nr)}.`;

  const suspension = suspendsActivity(right.nr)
    ? right.level === 'II'
      ? ' Como el NR llega a 360 o más, además se suspende la actividad hasta controlar el riesgo.'
      : ' La actividad se suspende hasta controlar el riesgo.'
    : '';
  const ownLevel = riskLevel(given.nr);
  const levelCorrect = given.level === right.level;
  let levelExplanation: string;
  if (levelCorrect)
    levelExplanation = `Correcto: un NR de ${number(right.nr)} es de ${levelAnswer(right.level)}.${suspension}`;
  else if (given.level !== ownLevel)
    levelExplanation = `Un NR de ${number(given.nr)} es de ${levelAnswer(ownLevel)}, no de nivel ${given.level}.${ownLevel === right.level ? '' : ` Con el NR correcto, ${number(right.nr)}, es de ${levelAnswer(right.level)}.`}${suspension}`;
  else
    levelExplanation = `El nivel ${given.level} corresponde a su NR (${number(given.nr)}), pero el NR correcto es ${number(right.nr)}: ${levelAnswer(right.level)}.${suspension}`;

  const ownAcceptability = acceptabilityOf[ownLevel];
  const acceptabilityCorrect = given.acceptability === right.acceptability;
  const rightLabel = `«${acceptabilityLabels[right.acceptability]}»`;
  let acceptabilityExplanation: string;
  if (acceptabilityCorrect)
    acceptabilityExplanation = `Correcto: el nivel ${right.level} se interpreta como ${rightLabel}.`;
  else if (given.acceptability !== ownAcceptability)
    acceptabilityExplanation = `El nivel ${ownLevel} se interpreta como «${acceptabilityLabels[ownAcceptability]}», no como «${acceptabilityLabels[given.acceptability]}».${ownLevel === right.level ? '' : ` Con el NR correcto (nivel ${right.level}) es ${rightLabel}.`}`;
  else
    acceptabilityExplanation = `«${acceptabilityLabels[given.acceptability]}» corresponde a su NR (${number(given.nr)}), pero con el NR correcto (nivel ${right.level}) es ${rightLabel}.`;

  return [
    chosen('nd', 'el nivel de deficiencia', ndLabels, isNd),
    chosen('ne', 'el nivel de exposición', neLabels, isNe),
    chosen('nc', 'el nivel de consecuencias', ncLabels, isNc),
    { id: 'np', correct: npCorrect, given: given.np, expected: right.np, explanation: npExplanation },
    { id: 'nr', correct: nrCorrect, given: given.nr, expected: right.nr, explanation: nrExplanation },
    { id: 'level', correct: levelCorrect, given: given.level, expected: right.level, explanation: levelExplanation },
    {
      id: 'acceptability',
      correct: acceptabilityCorrect,
      given: given.acceptability,
      expected: right.acceptability,
      explanation: acceptabilityExplanation,
    },
  ];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The expected answer as a learner reads it in the debrief. */
export function describeGtc45(expected: Gtc45Expected): string {
  const v = valuate(expected.nd, expected.ne, expected.nc);
  return `ND ${number(v.nd)}, NE ${number(v.ne)}, NC ${number(v.nc)}, NP ${number(v.np)}, NR ${number(v.nr)}, nivel ${v.level} («${acceptabilityLabels[v.acceptability]}»)`;
}

/** A learner's answer in one line. */
export function summariseGtc45Answer(given: Gtc45Answer): string {
  return `ND ${number(given.nd)} · NE ${number(given.ne)} · NC ${number(given.nc)} · NP ${number(given.np)} · NR ${number(given.nr)} · nivel ${given.level} · ${acceptabilityLabels[given.acceptability]}`;
}

export { number as formatScenarioNumber };
