import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { sessionQueryOptions } from '../features/auth/api/session';
import { prefetchPageData } from './prefetch-page-data';
import { AppRoutes, matchedPagePattern, preloadRoutes } from './router';
import { SessionGate } from './session-gate';

const queryClient = createQueryClient();

// Fetch the first page's chunks while the session is being checked, and its first query as soon as the session says
// who is signed in, instead of one after the other (docs/decisions/032).
preloadRoutes(window.location);
void queryClient.fetchQuery(sessionQueryOptions).then(
  ({ user }) => {
    if (user && !user.needsConsent) prefetchPageData(queryClient, window.location, matchedPagePattern(window.location));
  },
  () => undefined, // the session gate shows the failure
);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <SessionGate>
          <AppRoutes />
        </SessionGate>
      </BrowserRouter>
    </AppProvider>
  );
}
