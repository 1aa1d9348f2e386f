import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

// Kept here until packages/shared publishes it (asked in the hand-over).
export const publicConfigSchema = z.object({
  providerName: z.string(),
  contactEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

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
