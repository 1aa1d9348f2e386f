import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@academia/shared';
import { apiFetch } from '../../../lib/api-client';

export type { PublicConfig } from '@academia/shared';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiFetch('/api/public-config', { schema: publicConfigSchema, signal }),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

/** Settings anyone may read (the provider named in the footer, the contact address). */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
