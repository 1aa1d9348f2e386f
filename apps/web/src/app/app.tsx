import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { AppRoutes, preloadRoutes } from './router';
import { SessionGate } from './session-gate';

const queryClient = createQueryClient();

// Fetch the first page's chunks while the session is being checked.
preloadRoutes(window.location);

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
