const DAY_MS = 24 * 60 * 60 * 1000;
/** A Bogotá day starts at 05:00 UTC (UTC−5 all year). */
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;

/** A Bogotá calendar span (a day or a week): its first day and its first instant. */
interface Span {
  day: string;
  start: string;
}

function spanAt(day: number): Span {
  return {
    day: new Date(day * DAY_MS).toISOString().slice(0, 10),
    start: new Date(day * DAY_MS + BOGOTA_OFFSET_MS).toISOString(),
  };
}

/** The Bogotá day holding an instant, counted from 1970-01-01. */
const bogotaDayNumber = (instant: string) => Math.floor((Date.parse(instant) - BOGOTA_OFFSET_MS) / DAY_MS);

/** The Monday (Bogotá) of the week holding an instant. Day 0 (1970-01-01) was a Thursday. */
const mondayOf = (instant: string): Span => {
  const day = bogotaDayNumber(instant);
  return spanAt(day - ((day + 3) % 7));
};
const dayOf = (instant: string): Span => spanAt(bogotaDayNumber(instant));

/**
 * The whole spans of `[from, to)` that a rollup refreshed up to `mark` holds entirely: from the span starting on
 * `first` (included) to the one starting on `end` (excluded), covering the instants `[firstStart, endStart)`. Null
 * when there is none: the period is then read raw. What falls outside, `[from, firstStart)` and `[endStart, to)`, is
 * read raw too.
 */
function countedSpans(
  period: { from: string; to: string },
  mark: string,
  spanOf: (instant: string) => Span,
  lengthDays: number,
): { first: string; end: string; firstStart: string; endStart: string } | null {
  const first = spanOf(period.from);
  const firstWhole =
    first.start === new Date(Date.parse(period.from)).toISOString()
      ? first
      : spanAt(bogotaDayNumber(first.start) + lengthDays);
  const end = [spanOf(period.to), spanOf(mark)].sort((a, b) => a.start.localeCompare(b.start))[0];
  if (!end || end.start <= firstWhole.start) return null;
  return { first: firstWhole.day, end: end.day, firstStart: firstWhole.start, endStart: end.start };
}

/** The whole Bogotá weeks (by their Mondays) of a period that a weekly rollup holds; see `countedSpans`. */
export function countedWeeks(
  period: { from: string; to: string },
  mark: string,
): { firstWeek: string; endWeek: string; firstStart: string; endStart: string } | null {
  const spans = countedSpans(period, mark, mondayOf, 7);
  return (
    spans && { firstWeek: spans.first, endWeek: spans.end, firstStart: spans.firstStart, endStart: spans.endStart }
  );
}

/** The whole Bogotá days of a period that a daily rollup holds; see `countedSpans`. */
export function countedDays(
  period: { from: string; to: string },
  mark: string,
): { firstDay: string; endDay: string; firstStart: string; endStart: string } | null {
  const spans = countedSpans(period, mark, dayOf, 1);
  return spans && { firstDay: spans.first, endDay: spans.end, firstStart: spans.firstStart, endStart: spans.endStart };
}
