import { esCoDecimal, esCoLongDate } from './es-co-digits';

/*
 * es-CO formats shared by every page. A no-break space keeps "75 %" and "1 h 5 min" on one line.
 */

/**
 * Builds a formatter the first time it is used: creating an `Intl` formatter loads locale data, and doing it for all
 * of them while the first page starts cost the phone's main thread for formats that page never shows.
 */
function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

// The formats the learner pages show are written by `es-co-digits.ts` without `Intl` (docs/decisions/063); these
// formatters only take the values it leaves (not finite, or too large to write without an exponent).
const intlNumber = (min: number, max: number) =>
  lazily(() => new Intl.NumberFormat('es-CO', { minimumFractionDigits: min, maximumFractionDigits: max }));
const intlWhole = intlNumber(0, 0);
const intlUpToThree = intlNumber(0, 3);
const intlTwo = intlNumber(2, 2);
// Moments show in Colombia's time wherever the page is read or rendered: the academy's days are Bogotá's, and a page
// the server renders must read exactly as the browser then renders it (docs/decisions/067).
const BOGOTA = 'America/Bogota';
const mediumDate = lazily(() => new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeZone: BOGOTA }));
const dateTime = lazily(
  () => new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: BOGOTA }),
);
const intlLongDate = lazily(() => new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: BOGOTA }));
/** Colombia keeps UTC−5 all year (no daylight saving since 1993). */
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
// A calendar day (no time) is read as midnight UTC: format it in UTC too, or Colombia (UTC−5) shows the day before.
const intlCalendarDay = lazily(() => new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'UTC' }));

const whole = (value: number) => esCoDecimal(value, 0, 0) ?? intlWhole().format(value);
/** Up to three decimals, as `Intl` writes a unit's quantity ("1,5 h"). */
const upToThree = (value: number) => esCoDecimal(value, 0, 3) ?? intlUpToThree().format(value);

/** A whole number as "1.234". */
export function formatNumber(value: number): string {
  return whole(value);
}

/** "1 pregunta", "12 preguntas": the noun agrees with the number. */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${whole(count)} ${count === 1 ? singular : plural}`;
}

/** A whole percentage (0–100) as "75 %". */
export function formatPercent(value: number): string {
  return `${whole(value)}\u00a0%`;
}

/** A number with two decimals, as a model parameter shows: `-0.5` → "-0,50". */
export function formatDecimal(value: number): string {
  return esCoDecimal(value, 2, 2) ?? intlTwo().format(value);
}

/** A score out of 100 as "85 de 100". */
export function formatScore(score: number): string {
  return `${whole(score)} de 100`;
}

/**
 * Hours as "4 h" or "1,5 h" (a route's estimated length, where space is short), or with `'long'` as "4 horas"
 * (the training hours a certificate states).
 */
export function formatHours(value: number, unitDisplay: 'short' | 'long' = 'short'): string {
  const quantity = upToThree(value);
  if (unitDisplay === 'short') return `${quantity} h`;
  // Spanish takes the singular for a written 1 (and -1), whatever decimals were rounded away.
  return `${quantity} ${quantity.replace('-', '') === '1' ? 'hora' : 'horas'}`;
}

/** A length in minutes as "10 min". */
export function formatMinutes(value: number): string {
  return `${upToThree(value)} min`;
}

/** Time spent in whole hours and minutes, rounded down: time not yet spent is never claimed. */
function joinDuration(seconds: number, space: string, underAMinute: string): string {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  if (totalMinutes === 0 && seconds > 0) return `${underAMinute} de 1${space}min`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = `${whole(totalMinutes % 60)}${space}min`;
  if (hours === 0) return minutes;
  const hourText = `${whole(hours)}${space}h`;
  return totalMinutes % 60 === 0 ? hourText : `${hourText} ${minutes}`;
}

/**
 * Time spent, from seconds, inside running text: "1 h 5 min", "2 h", "45 min", "0 min", or "menos de 1 min" for a
 * few seconds (never "0 min", which would read as nothing done). No-break spaces keep each number with its unit.
 */
export function formatDuration(seconds: number): string {
  return joinDuration(seconds, '\u00a0', 'menos');
}

/**
 * The same time spent standing alone, as a table cell shows it: it starts the text, so "Menos de 1 min" is
 * capitalised, and its spaces are ordinary ones ("1 h 5 min"), as the admin enrolment table has always written it.
 */
export function formatDurationLabel(seconds: number): string {
  return joinDuration(seconds, ' ', 'Menos');
}

/** An ISO date as "14 de marzo de 2025". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  // Bogotá's wall clock read off a UTC date shifted by its offset.
  return esCoLongDate(new Date(date.getTime() + BOGOTA_OFFSET_MS), 'UTC') ?? intlLongDate().format(date);
}

/** An ISO date in es-CO's compact (medium) style, as the admin tables show it: "14/03/2025"; "—" if it is not a date. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : mediumDate().format(date);
}

/** A calendar day "2025-03-14" (no time, no zone) as "14 de marzo de 2025", the same in every time zone. */
export function formatCalendarDay(isoDay: string): string {
  const day = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDay : (esCoLongDate(day, 'UTC') ?? intlCalendarDay().format(day));
}

/** An ISO date as "14 de marzo de 2025 a las 3:00 p. m.". */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

/** Bytes as megabytes in es-CO ("2,4 MB"); small files keep two decimals so they do not read "0 MB". */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  const digits = megabytes < 1 ? 2 : 1;
  const formatted = esCoDecimal(megabytes, 0, digits) ?? intlNumber(0, digits)().format(megabytes);
  return `${megabytes > 0 && formatted === '0' ? '0,01' : formatted} MB`;
}
