/**
 * Lists of ids that become `in (…)` lists. A statement may carry at most 32,766 parameters on SQLite and 65,535 on
 * PostgreSQL, and a training plan, a route or an import reaches tens of thousands of people: past the limit the
 * statement fails outright. Reads and writes over such a list go a slice at a time.
 */
export const IDS_PER_STATEMENT = 5_000;

/** `list` in slices of at most `size`. */
export function chunks<T>(list: readonly T[], size = IDS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

/** The rows `read` gives for each slice of `ids`, one slice after another, concatenated. */
export async function readInSlices<T, R>(ids: readonly T[], read: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (const slice of chunks(ids)) rows.push(...(await read(slice)));
  return rows;
}
