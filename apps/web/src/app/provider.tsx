import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorFallback } from '../components/error-fallback';
import { createStyleCache } from './style-cache';
import { theme } from './theme';

// Made as the module loads, before React hydrates a server-rendered page: creating it reads the style elements the
// server put in <head>, so their rules count as inserted and none is added twice (docs/decisions/067).
const browserStyleCache = typeof document === 'undefined' ? undefined : createStyleCache();

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** The server renders each page with a cache of its own, carrying that response's nonce. */
  styleCache?: EmotionCache;
  /** The server's theme answers media queries for the width it renders at (viewport.ts). */
  pageTheme?: Theme;
}

/** Shows a failure outside any layout (start-up, a layout chunk that did not arrive) on a page of its own. */
export function FullPageError({ error }: { error: unknown }) {
  return (
    <Container component="main" id="contenido" maxWidth="md" sx={{ py: 6 }}>
      <ErrorFallback error={error} />
    </Container>
  );
}

export function AppProvider({ queryClient, children, styleCache, pageTheme = theme }: AppProviderProps) {
  const cache = styleCache ?? browserStyleCache;
  if (!cache) throw new Error('Sin documento, el proveedor necesita la caché de estilos de la respuesta.');
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={pageTheme}>
        <CssBaseline />
        <ErrorBoundary fallback={(error) => <FullPageError error={error} />}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </CacheProvider>
  );
}
