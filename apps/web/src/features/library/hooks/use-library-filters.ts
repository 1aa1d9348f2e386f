import { librarySortSchema, type LibrarySort } from '@academia/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { usePagedSearchParams } from '../../../hooks/use-paged-search-params';

/** Address parameters of the list pages (Spanish, like the rest of the app's addresses). */
export const FILTER_PARAMS = ['tipo', 'tema', 'estado', 'desde', 'hasta', 'orden'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

function parseYear(value: string | null): number | undefined {
  if (!value || !/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= 1900 && year <= 2100 ? year : undefined;
}

/** A code from the address if the schema knows it; anything else (an old or mistyped link) is ignored. */
export function readCode<T extends z.ZodType>(schema: T, value: string | null): z.output<T> | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The search, filters, sort and page of a library list, kept in the address so a reload, the back button or a shared
 * link shows the same results. Changing a filter goes back to the first page.
 */
export function useLibraryFilters() {
  const paged = usePagedSearchParams();
  const { searchParams, q, search, setSearch, updateParams } = paged;

  // The address changed from outside (back button, the menu link, "Quitar filtros"): show its text in the box.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== search.trim()) setSearch(q);
  }

  const yearFrom = parseYear(searchParams.get('desde'));
  const yearTo = parseYear(searchParams.get('hasta'));
  const sort: LibrarySort = readCode(librarySortSchema, searchParams.get('orden')) ?? 'relevance';
  const filtered = Boolean(q) || FILTER_PARAMS.some((name) => name !== 'orden' && searchParams.get(name));

  return {
    ...paged,
    yearFrom,
    yearTo,
    sort,
    /** Whether anything narrows the list (the sort does not). */
    filtered,
    setFilter: (name: FilterParam, value: string) => updateParams({ [name]: value, pagina: null }),
    setYears: (from: number | undefined, to: number | undefined) =>
      updateParams({ desde: from ? String(from) : null, hasta: to ? String(to) : null, pagina: null }),
    setPage: (page: number) => updateParams({ pagina: page > 1 ? String(page) : null }),
    clearFilters: () => {
      setSearch('');
      const filters = FILTER_PARAMS.filter((name) => name !== 'orden');
      updateParams({ q: null, pagina: null, ...Object.fromEntries(filters.map((name) => [name, null])) });
    },
  };
}
