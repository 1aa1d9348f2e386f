/**
 * `months` calendar months after an ISO instant, in UTC. A day the target month does not have falls back to its last
 * day (31 January + 1 month → 28 or 29 February), the way people count "valid for a year" on paper.
 */
export function addCalendarMonths(iso: string, months: number): string {
  const start = new Date(iso);
  const target = new Date(start.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString();
}
