// @vitest-environment node
import type { SessionUser } from '@academia/shared';
import { describe, expect, it } from 'vitest';
import { renderPage, type PageRequest } from './entry-server';
import { buildRouteCard, NO_PROGRESS_API } from '../testing/fixtures';
import { learnerUser } from '../testing/render-app';
import type { MockResponse } from '../testing/mock-api';

const NONCE = 'nonce-de-prueba';
const PHONE = 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36';

/** The API as the server answers it for one visitor: canned answers by "GET /path", anything else a 404. */
function apiFor(user: SessionUser | null, answers: Record<string, MockResponse> = {}) {
  const asked: string[] = [];
  const api: PageRequest['api'] = async (path, init) => {
    asked.push(`${init.method ?? 'GET'} ${path}`);
    const key = `GET ${new URL(path, 'http://localhost').pathname}`;
    const known = { 'GET /api/auth/me': { body: { user } }, ...NO_PROGRESS_API, ...answers }[key];
    const answer = known && typeof known === 'object' && !('then' in known) ? (known as MockResponse) : undefined;
    return new Response(JSON.stringify(answer?.body ?? { error: { code: 'NOT_FOUND', message: 'No existe.' } }), {
      status: answer ? (answer.status ?? 200) : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { api, asked };
}

const catalog = {
  'GET /api/routes': {
    body: {
      items: [buildRouteCard({ title: 'Trabajo seguro en alturas' })],
      categories: ['Riesgos críticos'],
    },
  },
};

describe('pages rendered on the server', () => {
  it('writes a learner page with its answers, its styles and their nonce', async () => {
    const { api, asked } = apiFor(learnerUser, catalog);
    const page = await renderPage({ url: '/rutas', nonce: NONCE, userAgent: PHONE, api });
    expect(page).not.toBeNull();
    expect(page?.html).toContain('Rutas de aprendizaje');
    expect(page?.html).toContain('Trabajo seguro en alturas');
    // Every style element is in the head part, and carries the response's nonce.
    expect(page?.html).not.toContain('<style');
    const styles = page?.head.match(/<style[^>]*>/g) ?? [];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style).toContain(`nonce="${NONCE}"`);
    // The browser starts from the same answers, the session included, and asks nothing again.
    const state = JSON.parse(page?.state ?? '{}') as { width: number; answers: { queries: { queryKey: unknown[] }[] } };
    expect(state.answers.queries.map((query) => query.queryKey[0])).toEqual(expect.arrayContaining(['auth', 'routes']));
    expect(state.width).toBeLessThan(600);
    expect(asked).toEqual(expect.arrayContaining(['GET /api/auth/me', 'GET /api/routes']));
    expect(asked.every((request) => request.startsWith('GET '))).toBe(true);
  });

  it("lays a phone's page out as a phone's and a desktop's as a desktop's", async () => {
    const { api } = apiFor(learnerUser, catalog);
    const phone = await renderPage({ url: '/rutas', nonce: NONCE, userAgent: PHONE, api });
    const desktop = await renderPage({
      url: '/rutas',
      nonce: NONCE,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      api,
    });
    // Below `md` the menu hides behind a button; from `md` up it is always there.
    expect(phone?.html).toContain('aria-label="Abrir menú de navegación"');
    expect(desktop?.html).not.toContain('aria-label="Abrir menú de navegación"');
  });

  it('writes the sign-in page for nobody signed in, and nothing for a learner page', async () => {
    const { api } = apiFor(null);
    const signIn = await renderPage({ url: '/', nonce: NONCE, api });
    expect(signIn?.html).toContain('Iniciar sesión');
    expect(await renderPage({ url: '/rutas', nonce: NONCE, api })).toBeNull();
  });

  it('leaves to the browser a signed-in visitor on the sign-in page, and one who owes consent', async () => {
    expect(await renderPage({ url: '/', nonce: NONCE, api: apiFor(learnerUser).api })).toBeNull();
    const owesConsent = apiFor({ ...learnerUser, needsConsent: true }).api;
    expect(await renderPage({ url: '/inicio', nonce: NONCE, api: owesConsent })).toBeNull();
  });

  it('leaves to the browser a page it has no first answer for, and one whose answer failed', async () => {
    const { api } = apiFor(learnerUser, catalog);
    expect(await renderPage({ url: '/favoritos', nonce: NONCE, api })).toBeNull();
    expect(await renderPage({ url: '/admin/dashboard', nonce: NONCE, api })).toBeNull();
    const failing = apiFor(learnerUser, { 'GET /api/routes': { status: 500, body: {} } }).api;
    expect(await renderPage({ url: '/rutas', nonce: NONCE, api: failing })).toBeNull();
    const noSession = apiFor(learnerUser, { 'GET /api/auth/me': { status: 503, body: {} } }).api;
    expect(await renderPage({ url: '/inicio', nonce: NONCE, api: noSession })).toBeNull();
  });

  it("keeps each visitor's answers apart when pages render at the same time", async () => {
    const other: SessionUser = { ...learnerUser, id: 'u-9', nombre: 'Beatriz Ortega' };
    const [first, second] = await Promise.all([
      renderPage({ url: '/rutas', nonce: NONCE, api: apiFor(learnerUser, catalog).api }),
      renderPage({ url: '/rutas', nonce: NONCE, api: apiFor(other, catalog).api }),
    ]);
    expect(first?.state).toContain('Ana María Pérez');
    expect(first?.state).not.toContain('Beatriz Ortega');
    expect(second?.state).toContain('Beatriz Ortega');
    expect(second?.state).not.toContain('Ana María Pérez');
  });
});
