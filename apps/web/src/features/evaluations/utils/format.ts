/*
 * es-CO formats for the evaluation and certificate pages. A no-break space keeps "75 %" on one line.
 */

const wholeNumber = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const signedNumber = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
const twoDecimals = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const hours = new Intl.NumberFormat('es-CO', { style: 'unit', unit: 'hour', unitDisplay: 'long' });
const longDate = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' });
const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short' });

export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}

/** A score out of 100 as "85 de 100". */
export function formatScore(score: number): string {
  return `${wholeNumber.format(score)} de 100`;
}

/** A whole percentage (0–100) as "75 %". */
export function formatPercent(value: number): string {
  return `${wholeNumber.format(value)}\u00a0%`;
}

/** A gain in points as "+45 puntos", "-5 puntos", "0 puntos" or "+1 punto". */
export function formatGainPoints(points: number): string {
  return `${signedNumber.format(points)} ${Math.abs(points) === 1 ? 'punto' : 'puntos'}`;
}

/** Hake's normalised gain as "0,75". */
export function formatNormalizedGain(value: number): string {
  return twoDecimals.format(value);
}

/** Training hours as "4 horas" or "1,5 horas". */
export function formatHours(value: number): string {
  return hours.format(value);
}

/** An ISO date as "14 de marzo de 2025". */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** An ISO date as "14 de marzo de 2025 a las 3:00 p. m.". */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "1 pregunta", "12 preguntas". */
export function countQuestions(count: number): string {
  return `${wholeNumber.format(count)} ${count === 1 ? 'pregunta' : 'preguntas'}`;
}
