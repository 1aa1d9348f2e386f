import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../config/constants';
import { useDebouncedValue } from './use-debounced-value';

function readPositiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The state of a searchable, paginated admin table, kept in the address (`?q=&pagina=&tamano=` plus any filters),
 * so it survives a reload and can be shared. The search box updates the address once typing settles, and a new
 * search starts again from the first page.
 */
export function usePagedSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = readPositiveInt(searchParams.get('pagina'), 1);
  const rawSize = readPositiveInt(searchParams.get('tamano'), DEFAULT_PAGE_SIZE);
  const pageSize = PAGE_SIZE_OPTIONS.includes(rawSize) ? rawSize : DEFAULT_PAGE_SIZE;
  const [search, setSearch] = useState(q);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  /** Sets or (with null or '') removes address parameters without adding a history entry. */
  const updateParams = (changes: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (debouncedSearch !== q) updateParams({ q: debouncedSearch, pagina: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only react to the typed text settling
  }, [debouncedSearch]);

  return { searchParams, q, page, pageSize, search, setSearch, updateParams };
}
