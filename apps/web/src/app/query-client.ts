import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { sessionQueryKey, storeSignedOut } from '../features/auth/api/session';
import { isApiError } from '../lib/api-error';

/** Retry only what may succeed on its own: no answer, or a 5xx. A 4xx will say the same thing again. */
function retryTransient(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * One cache per app. Any `UNAUTHENTICATED` answer means the server session ended (expired or revoked): forget the
 * user so the guards send them to sign in, remembering the page. A `CONSENT_REQUIRED` answer means the person must
 * accept the data policy (a new version, say): asking the server again who is signed in brings `needsConsent`, and
 * the consent guard takes over.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.code === 'UNAUTHENTICATED') storeSignedOut(queryClient, 'expired');
    if (isApiError(error) && error.code === 'CONSENT_REQUIRED') {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: { retry: retryTransient, staleTime: 30_000, ...overrides.queries },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
  return queryClient;
}
