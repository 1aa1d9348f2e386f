import type { Theme } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { sessionQueryOptions } from '../features/auth/api/session';
import { prefetchPageData } from './prefetch-page-data';
import { AppProvider } from './provider';
import { AppRoutes, matchedPagePattern, preloadRoutes } from './router';
import { SessionGate } from './session-gate';

/**
 * Fetches the first page's chunks while the session is being checked, and its first query as soon as the session
 * says who is signed in, instead of one after the other (docs/decisions/032). A page the server rendered brings both
 * answers with it, so the cache already holds them and nothing is asked again.
 */
export function startFirstLoads(queryClient: QueryClient): void {
  preloadRoutes(window.location);
  void queryClient.fetchQuery(sessionQueryOptions).then(
    ({ user }) => {
      if (user && !user.needsConsent) {
        void prefetchPageData(queryClient, window.location, matchedPagePattern(window.location));
      }
    },
    () => undefined, // the session gate shows the failure
  );
}

/** `pageTheme`: for a page the server rendered, the theme it was rendered with (app/viewport.ts). */
export function App({ queryClient, pageTheme }: { queryClient: QueryClient; pageTheme?: Theme }) {
  return (
    <AppProvider queryClient={queryClient} {...(pageTheme ? { pageTheme } : {})}>
      <BrowserRouter>
        <SessionGate>
          <AppRoutes />
        </SessionGate>
      </BrowserRouter>
    </AppProvider>
  );
}
