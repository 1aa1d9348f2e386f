import {
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

/**
 * `useQuery` for what renders a whole page, or the whole app (the session gate). An answer reaches React as a
 * synchronous update, so all of it would render and commit in one long task when the first answer arrives, and a
 * phone could not respond meanwhile. That first rendering is deferred: it runs in a transition that React splits and
 * pauses for the browser (decision 064), and the page keeps its loading state until then. Everything after it (a
 * refetch, a favourite marked at once, a new search) shows as soon as it happens, as with `useQuery`.
 */
export function useDeferredQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const live = useQuery(options);
  const settled = live.status !== 'pending';
  // One object per state, pending or settled: the query hands back a new object on every render, and deferring
  // that would cost a second render each time the page renders for any reason.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new object only when the query settles or starts over
  const state = useMemo(() => live, [settled]);
  const shown = useDeferredValue(state);
  // While the deferred rendering catches up, the page still sees its loading state. Only a loading state stands in:
  // a query starting over (a new address) shows its own at once, never the previous record's answer.
  return settled && shown !== state && shown.status === 'pending' ? shown : live;
}
