import { useSearchParams } from 'react-router';

/** The address parameter that holds the header search, so a reload or "Atrás" brings the same results back. */
export const SEARCH_PARAM = 'buscar';

/** The server refuses shorter queries; below this the page stays as it is. */
export const MIN_QUERY_LENGTH = 2;

/** The search the address holds (trimmed), or '' when there is none worth sending. */
export function readSearchQuery(searchParams: URLSearchParams): string {
  const q = (searchParams.get(SEARCH_PARAM) ?? '').trim();
  return q.length >= MIN_QUERY_LENGTH ? q : '';
}

/** The active header search: '' while the page itself is shown. */
export function useSearchQuery(): string {
  const [searchParams] = useSearchParams();
  return readSearchQuery(searchParams);
}
