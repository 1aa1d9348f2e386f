import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import type { RenderedPage } from '@academia/shared/page-rendering';
import { paths } from '@academia/shared/paths';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { sessionQueryOptions } from '../features/auth/api/session';
import { patternsWithPageData, prefetchPageData } from './prefetch-page-data';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { AppRoutes, loadRoutes, matchedPagePattern } from './router';
import { serializeServerState } from './server-state';
import { SessionGate } from './session-gate';
import { theme } from './theme';
import { themeAtWidth, viewportWidthFor } from './viewport';
import { setApiTransport, type ApiTransport } from '../lib/api-transport';

/*
 * The server's renderer for the pages a learner opens first (docs/decisions/067). The server builds this file apart
 * (`vite build --ssr`) and calls `renderPage` for a page request; the browser then hydrates what it wrote.
 */

export interface PageRequest {
  /** Path and query string, as the browser asked for them. */
  url: string;
  /** The response's style nonce (Content-Security-Policy), for the style elements in the page. */
  nonce: string;
  userAgent?: string;
  /** Answers `GET /api/…` exactly as it would answer this visitor's browser. */
  api: ApiTransport;
}

const visitorApi = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const api = visitorApi.getStore();
  if (!api) return Promise.reject(new Error(`Sin visitante para ${path}`));
  return api(path, init);
});

/** Pages for a signed-in person with consent given: those whose first query the app knows how to ask. */
const learnerPages = new Set(patternsWithPageData);
/** Pages for nobody signed in. */
const publicPages = new Set<string>([paths.signIn.pattern]);

/**
 * The page at `request.url` as HTML, or null when the browser should render it as before: a page not listed above,
 * a visitor it does not suit (signed in on the sign-in page, signed out on a learner page, consent pending), or an
 * answer that failed (the page then asks again and shows the failure itself).
 */
export function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  return visitorApi.run(request.api, () => render(request));
}

async function render({ url, nonce, userAgent }: PageRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const pattern = matchedPagePattern(location);
  if (!pattern || !(learnerPages.has(pattern) || publicPages.has(pattern))) return null;

  const queryClient = createQueryClient({ queries: { retry: false } });
  const { user } = await queryClient.fetchQuery(sessionQueryOptions).catch(() => ({ user: undefined }));
  if (user === undefined) return null;
  const suitsVisitor = learnerPages.has(pattern) ? user !== null && !user.needsConsent : user === null;
  if (!suitsVisitor) return null;

  await Promise.all([prefetchPageData(queryClient, location, pattern), loadRoutes(location)]);
  const everyAnswer = queryClient.getQueryCache().getAll();
  if (everyAnswer.some((query) => query.state.status !== 'success')) return null;

  const width = viewportWidthFor(userAgent);
  const rendered = renderToString(
    <AppProvider
      queryClient={queryClient}
      styleCache={createCache({ key: 'css', nonce })}
      pageTheme={themeAtWidth(theme, width)}
    >
      <StaticRouter location={`${location.pathname}${location.search}`}>
        <SessionGate>
          <AppRoutes />
        </SessionGate>
      </StaticRouter>
    </AppProvider>,
  );
  const state = serializeServerState({ width, answers: dehydrate(queryClient) });
  queryClient.clear();
  // Emotion writes each component's style element just before it. In <head> they are read before the page instead of
  // between its parts, and the browser's style cache (emotion's, made in provider.tsx) finds them there all the same.
  const styles = rendered.match(EMOTION_STYLE) ?? [];
  return { head: styles.join(''), html: rendered.replace(EMOTION_STYLE, ''), state };
}

const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[^<]*<\/style>/g;
