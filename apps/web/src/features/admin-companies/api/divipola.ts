import { useQuery } from '@tanstack/react-query';

/**
 * Colombia's departments and municipalities (DIVIPOLA), fetched as a script chunk of its own the first time the
 * companies page needs them, so no other page carries the list.
 */
export function useDivipola() {
  return useQuery({
    queryKey: ['divipola'],
    queryFn: async () => (await import('@academia/shared/divipola')).departments,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
