import './config/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { removeShellOnFirstContent } from './app/startup-shell';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

removeShellOnFirstContent(container);
// A transition lets React yield to the browser while it renders the first screen instead of blocking it for one
// long task (docs/decisions/032).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
