import type { ReactNode } from 'react';
import { ErrorPanel } from '../components/error-panel';
import { ErrorFallback } from '../components/error-fallback';
import { sessionQueryOptions } from '../features/auth/api/session';
import { isApiError } from '../lib/api-error';
import { useDeferredQuery } from '../lib/use-deferred-query';
import { StartupFallback } from './startup-shell';

/** Holds the routes back until `/api/auth/me` says who is signed in, so guards never decide on a guess. */
export function SessionGate({ children }: { children: ReactNode }) {
  // Deferred: when the session arrives, the whole app renders in a transition React can pause (decision 064).
  const session = useDeferredQuery(sessionQueryOptions);
  if (session.isPending) return <StartupFallback />;
  if (session.isError) {
    return (
      <main>
        {isApiError(session.error) ? (
          <ErrorPanel
            title="No pudimos abrir Academia SST"
            message={session.error.message}
            actionLabel="Reintentar"
            onAction={() => void session.refetch()}
          />
        ) : (
          // The parsing chunk did not arrive (or something unexpected): offer a reload.
          <ErrorFallback error={session.error} />
        )}
      </main>
    );
  }
  return children;
}
