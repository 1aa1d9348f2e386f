import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { ErrorPanel } from '../components/error-panel';
import { ErrorFallback } from '../components/error-fallback';
import { sessionQueryOptions } from '../features/auth/api/session';
import { isApiError } from '../lib/api-error';
import { StartupFallback } from './startup-shell';

/** Holds the routes back until `/api/auth/me` says who is signed in, so guards never decide on a guess. */
export function SessionGate({ children }: { children: ReactNode }) {
  // A query's answer reaches React as a synchronous update, so the whole app would render and commit in one long
  // task when the session arrives. Deferred, that render runs as a transition React can pause for the browser
  // (decision 064).
  const session = useDeferredValue(useQuery(sessionQueryOptions));
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
