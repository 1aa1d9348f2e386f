import { systemSetupSchema } from '@academia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * What the installation lacks for its certificates to hold up (`GET /api/admin/system/setup`, decision 029). Only
 * the Superadministrador may ask, so the dashboard asks only for them.
 */
export function useSystemSetup(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'system-setup'],
    queryFn: ({ signal }) => apiFetch('/api/admin/system/setup', { schema: systemSetupSchema, signal }),
    enabled,
  });
}
