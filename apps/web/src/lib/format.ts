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

const wholeNumber = lazily(() => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }));
const shortHours = lazily(() => new Intl.NumberFormat('es-CO', { style: 'unit', unit: 'hour', unitDisplay: 'narrow' }));
const longHours = lazily(() => new Intl.NumberFormat('es-CO', { style: 'unit', unit: 'hour', unitDisplay: 'long' }));
const minutes = lazily(() => new Intl.NumberFormat('es-CO', { style: 'unit', unit: 'minute', unitDisplay: 'short' }));
const longDate = lazily(() => new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' }));
const mediumDate = lazily(() => new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium' }));
const dateTime = lazily(() => new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short' }));
// A calendar day (no time) is read as midnight UTC: format it in UTC too, or Colombia (UTC−5) shows the day before.
const calendarDay = lazily(() => new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'UTC' }));
const twoDecimals = lazily(
  () => new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** A whole number as "1.234". */
export function formatNumber(value: number): string {
  return wholeNumber().format(value);
}

/** "1 pregunta", "12 preguntas": the noun agrees with the number. */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${wholeNumber().format(count)} ${count === 1 ? singular : plural}`;
}

/** A whole percentage (0–100) as "75 %". */
export function formatPercent(value: number): string {
  return `${wholeNumber().format(value)}\u00a0%`;
}

/** A number with two decimals, as a model parameter shows: `-0.5` → "-0,50". */
export function formatDecimal(value: number): string {
  return twoDecimals().format(value);
}

/** A score out of 100 as "85 de 100". */
export function formatScore(score: number): string {
  return `${wholeNumber().format(score)} de 100`;
}

/**
 * Hours as "4 h" or "1,5 h" (a route's estimated length, where space is short), or with `'long'` as "4 horas"
 * (the training hours a certificate states).
 */
export function formatHours(value: number, unitDisplay: 'short' | 'long' = 'short'): string {
  return (unitDisplay === 'long' ? longHours : shortHours)().format(value);
}

/** A length in minutes as "10 min". */
export function formatMinutes(value: number): string {
  return minutes().format(value);
}

/** Time spent in whole hours and minutes, rounded down: time not yet spent is never claimed. */
function joinDuration(seconds: number, space: string, underAMinute: string): string {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  if (totalMinutes === 0 && seconds > 0) return `${underAMinute} de 1${space}min`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = `${wholeNumber().format(totalMinutes % 60)}${space}min`;
  if (hours === 0) return minutes;
  const hourText = `${wholeNumber().format(hours)}${space}h`;
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
  return longDate().format(new Date(iso));
}

/** An ISO date in es-CO's compact (medium) style, as the admin tables show it: "14/03/2025"; "—" if it is not a date. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : mediumDate().format(date);
}

/** A calendar day "2025-03-14" (no time, no zone) as "14 de marzo de 2025", the same in every time zone. */
export function formatCalendarDay(isoDay: string): string {
  const day = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDay : calendarDay().format(day);
}

/** An ISO date as "14 de marzo de 2025 a las 3:00 p. m.". */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

/** Bytes as megabytes in es-CO ("2,4 MB"); small files keep two decimals so they do not read "0 MB". */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  const digits = megabytes < 1 ? 2 : 1;
  const formatted = new Intl.NumberFormat('es-CO', { maximumFractionDigits: digits }).format(megabytes);
  return `${megabytes > 0 && formatted === '0' ? '0,01' : formatted} MB`;
}
