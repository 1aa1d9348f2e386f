import type { ProgressWeek } from '@academia/shared';

/** Colombia keeps UTC−5 all year (no daylight saving), so a fixed offset gives its calendar days. */
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight (UTC−5, expressed as a UTC instant shifted by the offset) of the Monday of the week holding `instantMs`. */
function mondayOf(instantMs: number): number {
  const local = new Date(instantMs + COLOMBIA_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY_MS;
}

/**
 * Contents completed per week over the last `weeks` weeks (Monday to Sunday, Colombian time), oldest first, with the
 * running total. Completions before the window count in the running total, so the line starts where the learner was.
 */
export function progressWeeks(completedAt: readonly string[], nowMs: number, weeks = 12): ProgressWeek[] {
  const currentMonday = mondayOf(nowMs);
  const starts = Array.from({ length: weeks }, (_, index) => currentMonday - (weeks - 1 - index) * 7 * DAY_MS);
  const firstStart = starts[0] ?? currentMonday;
  const perWeek = new Map<number, number>();
  let before = 0;
  for (const iso of completedAt) {
    const monday = mondayOf(Date.parse(iso));
    if (monday < firstStart) before += 1;
    else perWeek.set(monday, (perWeek.get(monday) ?? 0) + 1);
  }
  let cumulative = before;
  return starts.map((start) => {
    const completedItems = perWeek.get(start) ?? 0;
    cumulative += completedItems;
    return { weekStart: new Date(start).toISOString().slice(0, 10), completedItems, cumulativeItems: cumulative };
  });
}
