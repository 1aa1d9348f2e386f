const DAY_MS = 24 * 60 * 60 * 1000;
/** A Bogotá day starts at 05:00 UTC (UTC−5 all year). */
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The Monday (Bogotá) of the week holding an instant, as its day and its first instant. */
function mondayOf(instant: string): { day: string; start: string } {
  const day = Math.floor((Date.parse(instant) - BOGOTA_OFFSET_MS) / DAY_MS);
  // Day 0 (1970-01-01) was a Thursday: Monday is 3 days later in the cycle.
  const monday = day - ((day + 3) % 7);
  return {
    day: new Date(monday * DAY_MS).toISOString().slice(0, 10),
    start: new Date(monday * DAY_MS + BOGOTA_OFFSET_MS).toISOString(),
  };
}

function nextMonday(monday: { day: string; start: string }): { day: string; start: string } {
  const start = Date.parse(monday.start) + 7 * DAY_MS;
  return { day: new Date(start - BOGOTA_OFFSET_MS).toISOString().slice(0, 10), start: new Date(start).toISOString() };
}

/**
 * The whole Bogotá weeks of `[from, to)` that a weekly rollup refreshed up to `mark` holds entirely: weeks from
 * `firstWeek` (included) to `endWeek` (excluded), by their Mondays, covering the instants `[firstStart, endStart)`.
 * Null when there is none: the period is then read raw. What falls outside, `[from, firstStart)` and
 * `[endStart, to)`, is read raw too.
 */
export function countedWeeks(
  period: { from: string; to: string },
  mark: string,
): { firstWeek: string; endWeek: string; firstStart: string; endStart: string } | null {
  const first = mondayOf(period.from);
  const firstWhole = first.start === new Date(Date.parse(period.from)).toISOString() ? first : nextMonday(first);
  const end = [mondayOf(period.to), mondayOf(mark)].sort((a, b) => a.start.localeCompare(b.start))[0];
  if (!end || end.start <= firstWhole.start) return null;
  return { firstWeek: firstWhole.day, endWeek: end.day, firstStart: firstWhole.start, endStart: end.start };
}
