import './config/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startFirstLoads } from './app/app';
import { createQueryClient } from './app/query-client';
import { loadRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { removeShellOnFirstContent } from './app/startup-shell';
import { theme } from './app/theme';
import { themeAtWidth } from './app/viewport';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const queryClient = createQueryClient();
const serverState = readServerState();
if (serverState) hydrate(queryClient, serverState.answers);
startFirstLoads(queryClient);
removeShellOnFirstContent(container);

const app = (
  <StrictMode>
    <App queryClient={queryClient} {...(serverState ? { pageTheme: themeAtWidth(theme, serverState.width) } : {})} />
  </StrictMode>
);

// A transition lets React yield to the browser while it renders (or hydrates) the first screen instead of blocking it
// for one long task (docs/decisions/032).
if (serverState) {
  // The page's chunks first: hydrating a page whose component has not arrived would only wait for it.
  void loadRoutes(window.location).then(() => {
    startTransition(() => {
      hydrateRoot(container, app, {
        // The server guessed something the browser sees otherwise (the window's width, say): React draws that part
        // again, and the page works as before. Worth knowing, not an error the visitor should be told about.
        onRecoverableError: (error) =>
          console.warn('La página del servidor se volvió a dibujar en el navegador.', error),
      });
    });
  });
} else {
  startTransition(() => {
    createRoot(container).render(app);
  });
}
