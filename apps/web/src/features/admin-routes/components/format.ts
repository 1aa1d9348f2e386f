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
