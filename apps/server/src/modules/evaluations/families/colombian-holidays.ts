/*
 * Colombian public holidays (Ley 51 de 1983, the «ley Emiliani», and the Easter-based feasts it lists). Dates are
 * plain calendar dates handled in UTC so no time zone can shift a day.
 */

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

export function toIso(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function fromIso(iso: IsoDate): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return utc(year ?? 0, month ?? 1, day ?? 1);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Easter Sunday (Gregorian computus, anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The Monday on or after `date`: the ley Emiliani moves the listed holidays there. */
function nextMonday(date: Date): Date {
  const weekday = date.getUTCDay(); // 0 = Sunday, 1 = Monday
  return addDays(date, (8 - weekday) % 7);
}

/** Every public holiday of `year`, sorted. */
export function colombianHolidays(year: number): IsoDate[] {
  const easter = easterSunday(year);
  const fixed = [
    utc(year, 1, 1),
    utc(year, 5, 1),
    utc(year, 7, 20),
    utc(year, 8, 7),
    utc(year, 12, 8),
    utc(year, 12, 25),
  ];
  const holyWeek = [addDays(easter, -3), addDays(easter, -2)]; // Jueves y Viernes Santo: never moved
  const moved = [
    utc(year, 1, 6), // Reyes Magos
    utc(year, 3, 19), // San José
    utc(year, 6, 29), // San Pedro y San Pablo
    utc(year, 8, 15), // Asunción de la Virgen
    utc(year, 10, 12), // Día de la Raza
    utc(year, 11, 1), // Todos los Santos
    utc(year, 11, 11), // Independencia de Cartagena
    addDays(easter, 39), // Ascensión del Señor
    addDays(easter, 60), // Corpus Christi
    addDays(easter, 68), // Sagrado Corazón
  ].map(nextMonday);
  return [...fixed, ...holyWeek, ...moved].map(toIso).sort();
}

const holidayCache = new Map<number, Set<IsoDate>>();

export function isHoliday(iso: IsoDate): boolean {
  const year = Number(iso.slice(0, 4));
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(colombianHolidays(year));
    holidayCache.set(year, set);
  }
  return set.has(iso);
}

/** Monday to Friday and not a public holiday. */
export function isBusinessDay(iso: IsoDate): boolean {
  const weekday = fromIso(iso).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(iso);
}

/** The `count`-th business day after `from` (the day of the event itself never counts). */
export function addBusinessDays(from: IsoDate, count: number): IsoDate {
  let date = fromIso(from);
  let left = count;
  while (left > 0) {
    date = addDays(date, 1);
    if (isBusinessDay(toIso(date))) left -= 1;
  }
  return toIso(date);
}

/** The date `count` calendar days after `from`. */
export function addCalendarDays(from: IsoDate, count: number): IsoDate {
  return toIso(addDays(fromIso(from), count));
}

const longDate = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** «martes, 7 de abril de 2026» — how the items print a date. */
export function formatLongDate(iso: IsoDate): string {
  return longDate.format(fromIso(iso));
}
