/*
 * es-CO formats for the route pages. A no-break space keeps "40 %" and "4 h" on one line.
 */

const wholeNumber = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const hours = new Intl.NumberFormat('es-CO', { style: 'unit', unit: 'hour', unitDisplay: 'narrow' });
const minutes = new Intl.NumberFormat('es-CO', { style: 'unit', unit: 'minute', unitDisplay: 'short' });
const longDate = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' });

/** A whole percentage (0–100) as "40 %". */
export function formatPercent(value: number): string {
  return `${wholeNumber.format(value)}\u00a0%`;
}

/** Estimated hours as "4 h" or "1,5 h". */
export function formatHours(value: number): string {
  return hours.format(value);
}

/** A duration in minutes as "10 min". */
export function formatMinutes(value: number): string {
  return minutes.format(value);
}

/** An ISO date as "14 de marzo de 2025". */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** "1 ruta", "3 rutas". */
export function countRoutes(count: number): string {
  return `${wholeNumber.format(count)} ${count === 1 ? 'ruta' : 'rutas'}`;
}
