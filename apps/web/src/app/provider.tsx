import { CacheProvider } from '@emotion/react';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorFallback } from '../components/error-fallback';
import { createStyleCache } from './style-cache';
import { theme } from './theme';

const styleCache = createStyleCache();

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Shows a failure outside any layout (start-up, a layout chunk that did not arrive) on a page of its own. */
export function FullPageError({ error }: { error: unknown }) {
  return (
    <Container component="main" id="contenido" maxWidth="md" sx={{ py: 6 }}>
      <ErrorFallback error={error} />
    </Container>
  );
}

export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ErrorBoundary fallback={(error) => <FullPageError error={error} />}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </CacheProvider>
  );
}
