/** The address parameters that narrow a library list; the search text, sort and page do not count. */
export const NARROWING_PARAMS = ['tipo', 'tema', 'estado', 'desde', 'hasta'] as const;

/**
 * How many filters behind the phone's "Filtros" button narrow the list right now, so a folded panel still says that
 * something is filtered out. Each field counts once: "Desde el año" and "Hasta el año" are two.
 */
export function activeFilterCount(params: URLSearchParams): number {
  return NARROWING_PARAMS.filter((name) => (params.get(name) ?? '').trim() !== '').length;
}
