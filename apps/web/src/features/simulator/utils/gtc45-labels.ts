import {
  acceptabilityLabels,
  GTC45_ACCEPTABILITIES,
  GTC45_LEVELS,
  NC_VALUES,
  ncLabels,
  ND_VALUES,
  ndLabels,
  NE_VALUES,
  neLabels,
  type Gtc45Level,
} from '@academia/shared';

/*
 * The GTC 45 scales as drop-down choices: the number with its short name ("Alto (6)"). The names, the numbers and the
 * checks come from the shared module; here they are only laid out for a form.
 */

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function scale(values: readonly number[], labels: Record<number, string>) {
  return values.map((value) => ({
    value: String(value),
    label: `${capitalise(labels[value] ?? '')} (${String(value)})`,
  }));
}

export const deficiencyOptions = scale(ND_VALUES, ndLabels);
export const exposureOptions = scale(NE_VALUES, neLabels);
export const consequenceOptions = scale(NC_VALUES, ncLabels);

export const riskLevelLabels: Record<Gtc45Level, string> = {
  I: 'Nivel I',
  II: 'Nivel II',
  III: 'Nivel III',
  IV: 'Nivel IV',
};
export const levelOptions = GTC45_LEVELS.map((level) => ({ value: level, label: riskLevelLabels[level] }));
export const acceptabilityOptions = GTC45_ACCEPTABILITIES.map((value) => ({
  value,
  label: acceptabilityLabels[value],
}));

/** The names of the seven values a GTC 45 step checks, as its feedback lists them. */
export const gtc45FieldLabels: Record<string, string> = {
  nd: 'Nivel de deficiencia (ND)',
  ne: 'Nivel de exposición (NE)',
  nc: 'Nivel de consecuencias (NC)',
  np: 'Nivel de probabilidad (NP)',
  nr: 'Nivel de riesgo (NR)',
  level: 'Nivel de riesgo (I a IV)',
  acceptability: 'Significado del nivel',
};

/** A chosen level or meaning as the learner read it in the list («Nivel II», «Mejorable»). */
export const gtc45ValueLabels: Readonly<Record<string, string>> = { ...acceptabilityLabels, ...riskLevelLabels };
