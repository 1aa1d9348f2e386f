/**
 * Reads a number as a person in Colombia types it: "12,5" or "12.5", with spaces around; null when it is not one.
 * Thousands separators are not accepted, so "1.200" is 1,2 and never 1200 by accident: the fields ask for small values.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}
