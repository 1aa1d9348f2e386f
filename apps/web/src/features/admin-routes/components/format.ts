const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/**
 * `45` → "45 %": es-CO writes a space before the sign (a no-break one, so it never wraps alone). Not
 * `Intl.NumberFormat` percent: its spacing differs between ICU versions and browsers.
 */
export function formatPercent(value: number): string {
  return `${Math.round(value).toLocaleString('es-CO')}\u00a0%`;
}

export function formatMinutes(minutes: number): string {
  return `${minutes.toLocaleString('es-CO')} min`;
}

/**
 * Time spent, to the nearest minute: "12 min", "1 h 5 min", "2 h". A few seconds read "Menos de 1 min" rather
 * than "0 min", which would look like nothing was done.
 */
export function formatTimeSpent(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  if (minutes === 0) return seconds > 0 ? 'Menos de 1 min' : '0 min';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return formatMinutes(rest);
  return rest === 0
    ? `${hours.toLocaleString('es-CO')} h`
    : `${hours.toLocaleString('es-CO')} h ${formatMinutes(rest)}`;
}

const decimalFormat = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A model parameter with two decimals as es-CO writes it: `-0.5` → "-0,50". */
export function formatDecimal(value: number): string {
  return decimalFormat.format(value);
}
