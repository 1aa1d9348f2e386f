import { addCalendarMonths, inclusiveDayCount, type DashboardQuery } from '@academia/shared';
import type { DayRange, InstantRange } from './analytics.repository.js';

/** Bogotá is UTC−5 all year (no daylight saving). */
const BOGOTA_OFFSET_MS = 5 * 3600 * 1000;

export function bogotaDay(at: Date): string {
  return new Date(at.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the ISO week of a day. */
export function isoWeekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The instants a range of Bogotá days covers: from its first midnight to the midnight after its last day. */
export function instantsOf(days: DayRange): InstantRange {
  return { start: `${days.from}T05:00:00.000Z`, end: `${addDays(days.to, 1)}T05:00:00.000Z` };
}

export interface DashboardPeriods {
  current: DayRange;
  previous: DayRange;
}

/**
 * The period a query asks for and the one of the same length right before it (docs: decision 039). 30 and 90
 * days end today; 12 months start the day after the same date a year ago; a custom period is taken as given.
 */
export function periodsOf(query: Pick<DashboardQuery, 'period' | 'from' | 'to'>, now: Date): DashboardPeriods {
  const today = bogotaDay(now);
  let current: DayRange;
  switch (query.period) {
    case '30d':
      current = { from: addDays(today, -29), to: today };
      break;
    case '90d':
      current = { from: addDays(today, -89), to: today };
      break;
    case '12m':
      current = { from: addDays(addCalendarMonths(`${today}T00:00:00.000Z`, -12).slice(0, 10), 1), to: today };
      break;
    case 'custom':
      // The schema requires both dates for a custom period.
      current = { from: query.from ?? today, to: query.to ?? today };
      break;
  }
  const length = inclusiveDayCount(current.from, current.to);
  const previousTo = addDays(current.from, -1);
  return { current, previous: { from: addDays(previousTo, -(length - 1)), to: previousTo } };
}

/** The last 30 days of a period (all of it when shorter): the window of "active learners". */
export function activeWindow(days: DayRange): DayRange {
  const from = addDays(days.to, -29);
  return { from: from > days.from ? from : days.from, to: days.to };
}
