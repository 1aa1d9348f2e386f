import { addCalendarMonths, type InsightPeriod } from '@academia/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Colombia keeps UTC−5 all year: a Bogotá calendar day starts at 05:00 UTC. */
const BOGOTA_OFFSET = '-05:00';

export interface PeriodQuery {
  period: InsightPeriod;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A period as UTC instants [from, to): the last 30 or 90 days or 12 months up to now, or from the start of the
 * first Bogotá day to the end of the last one.
 */
export function periodBounds(query: PeriodQuery, now: Date): { from: string; to: string } {
  const to = now.toISOString();
  switch (query.period) {
    case '30d':
      return { from: new Date(now.getTime() - 30 * DAY_MS).toISOString(), to };
    case '90d':
      return { from: new Date(now.getTime() - 90 * DAY_MS).toISOString(), to };
    case '12m':
      return { from: addCalendarMonths(to, -12), to };
    case 'custom': {
      // The schema guarantees both days for a custom period.
      const first = new Date(`${query.from ?? ''}T00:00:00${BOGOTA_OFFSET}`);
      const last = new Date(`${query.to ?? ''}T00:00:00${BOGOTA_OFFSET}`);
      return { from: first.toISOString(), to: new Date(last.getTime() + DAY_MS).toISOString() };
    }
  }
}
