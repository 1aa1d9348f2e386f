import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_LEARNER, signIn, solveCaptcha } from '../support/helpers';
import { minimalPdf, recordTestVideo } from '../support/media';

/**
 * Every page of the app runs under the server's Content-Security-Policy with no violation at all: the policy is
 * collected from `securitypolicyviolation` events in every frame and from Chromium's console, which reports
 * blocked inline styles, scripts, workers and frames as "… Content Security Policy …".
 */
function watchCsp(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium also says here when the Permissions-Policy header names a feature it does not know.
    if (/Content Security Policy|Permissions-Policy header/i.test(message.text())) {
      problems.push(`${page.url()} → ${message.text()}`);
    }
  });
  void page.exposeFunction('__reportCspViolation', (text: string) => problems.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(
        `${location.href} → ${event.violatedDirective} bloqueó ${event.blockedURI || '(en línea)'} (${event.sourceFile}:${String(event.lineNumber)} ${event.sample})`,
      );
    });
  });
  return problems;
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Lazy chunks, frames and players load after the heading (a playing video keeps the network busy: no 'networkidle').
  await page.waitForLoadState('load');
  await page.waitForTimeout(750);
}

const learnerPages = [
  '/inicio',
  '/rutas',
  '/rutas/ruta-1',
  '/rutas/ruta-1/pretest',
  '/rutas/ruta-1/contenido-1',
  '/rutas/ruta-1/simulador',
  '/rutas/ruta-1/test',
  '/mi-avance',
  '/favoritos',
  '/bibliotecas',
  '/bibliotecas/educativa-sst',
  '/bibliotecas/legislativa-sst',
  '/ayuda',
  '/politica-de-datos',
  '/verificar',
  '/verificar/SST-0000-0000-0000',
  '/pagina-que-no-existe',
  '/admin/usuarios',
];
const adminPages = [
  '/admin/dashboard',
  '/admin/usuarios',
  '/admin/rutas',
  '/admin/rutas/ruta-1',
  '/admin/rutas/ruta-1?pestana=banco',
  '/admin/insight-hub',
  '/admin/insight-hub/detalles/ruta-1',
  '/admin/biblioteca',
  '/admin/evaluacion',
  '/admin/evaluacion/planear',
  '/admin/evaluacion/hacer/ciclo-1',
  '/admin/evaluacion/verificar',
  '/admin/evaluacion/actuar/ciclo-1',
];

test.describe('política de seguridad de contenido (CSP)', () => {
  test('las páginas públicas, con el captcha resuelto, no tienen violaciones', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchCsp(page);
    for (const url of [
      '/',
      '/reestablecer-contrasena',
      '/reestablecer-contrasena?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      '/verificar/SST-0000-0000-0000',
      '/politica-de-datos',
    ]) {
      await visit(page, url);
    }
    // The captcha's web component, its styles and its proof-of-work workers, on both forms that show it up front.
    // (Sign-in shows the same widget only after failed attempts, which would then ask every later test for it.)
    await visit(page, '/registrarme');
    await solveCaptcha(page);
    await visit(page, '/reestablecer-contrasena');
    await solveCaptcha(page);
    expect(problems).toEqual([]);
  });

  test('las páginas del aprendiz no tienen violaciones', async ({ page }) => {
    test.setTimeout(240_000); // twenty pages and two PDF viewers
    const problems = watchCsp(page);
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await expect(page).toHaveURL(/\/inicio$/);
    for (const url of learnerPages) await visit(page, url);

    // A document and a norm of the libraries, each with its PDF in the viewer.
    for (const [api, base] of [
      ['/api/library/documents', '/bibliotecas/educativa-sst'],
      ['/api/library/norms', '/bibliotecas/legislativa-sst'],
    ] as const) {
      const list = (await (await page.request.get(api)).json()) as { items: { id: string }[] };
      const first = list.items[0];
      expect(first, `${api} no tiene elementos sembrados`).toBeDefined();
      await visit(page, `${base}/${first?.id ?? ''}`);
    }
    await expect(page.locator('iframe').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('el administrador y las lecciones con PDF, video con subtítulos y videos incrustados no tienen violaciones', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems = watchCsp(page);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const url of adminPages) await visit(page, url);

    // A route with every kind of player, built through the admin API.
    const upload = async (purpose: string, name: string, mimeType: string, buffer: Buffer) => {
      const response = await page.request.post(`/api/admin/uploads?purpose=${purpose}`, {
        multipart: { file: { name, mimeType, buffer } },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const video = await upload('video', 'induccion.webm', 'video/webm', await recordTestVideo(page, 2));
    const captions = await upload(
      'captions',
      'induccion.vtt',
      'text/vtt',
      Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nBienvenidos a la inducción.\n'),
    );
    const pdf = await upload('pdf', 'inventario.pdf', 'application/pdf', minimalPdf('Inventario de sustancias'));
    const created = await page.request.post('/api/admin/routes', {
      data: { title: 'Ruta de reproductores CSP', summary: 'Lecciones con reproductores', category: 'Pruebas' },
    });
    expect(created.status()).toBe(201);
    const routeId = ((await created.json()) as { id: string }).id;
    const items = [
      { kind: 'pdf', title: 'Inventario en PDF', fileId: pdf },
      { kind: 'video', title: 'Video propio', fileId: video, captionsFileId: captions },
      { kind: 'video', title: 'Video de YouTube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { kind: 'video', title: 'Video de Vimeo', url: 'https://vimeo.com/76979871' },
    ];
    const itemIds: string[] = [];
    for (const item of items) {
      const added = await page.request.post(`/api/admin/routes/${routeId}/items`, {
        data: { ...item, required: false },
      });
      expect(added.status(), await added.text()).toBe(201);
      const route = (await added.json()) as { items: { id: string }[] };
      itemIds.push(route.items.at(-1)?.id ?? '');
    }
    await visit(page, `/admin/rutas/${routeId}`);
    const [pdfItem, videoItem, youtubeItem, vimeoItem] = itemIds;
    await visit(page, `/rutas/${routeId}/${pdfItem ?? ''}`);
    await expect(page.locator('iframe[src^="/api/files/"]')).toBeVisible();
    await visit(page, `/rutas/${routeId}/${videoItem ?? ''}`);
    const player = page.locator('video');
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode))
      .toBe('showing');
    await visit(page, `/rutas/${routeId}/${youtubeItem ?? ''}`);
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeVisible();
    await visit(page, `/rutas/${routeId}/${vimeoItem ?? ''}`);
    await expect(page.locator('iframe[src^="https://player.vimeo.com/video/"]')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('otra página no puede mostrar la academia dentro de un iframe (clickjacking)', async ({ page, baseURL }) => {
    const target = new URL('/admin/rutas', baseURL).toString();
    const direct = await page.request.get(target);
    expect(direct.headers()['x-frame-options']).toBe('DENY');
    expect(direct.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const attacker = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Otra página</title><h1>Gana un premio</h1>
        <iframe id="victima" src="${target}" width="1000" height="700"></iframe>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = attacker.address() as AddressInfo;
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes("frame-ancestors 'none'")) refused.push(message.text());
      });
      // A different port is a different origin, exactly as in the finding.
      await page.goto(`http://localhost:${String(port)}/`);
      await expect(page.getByRole('heading', { name: 'Gana un premio' })).toBeVisible();
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      const appFrames = page.frames().filter((frame) => frame.url().startsWith(new URL(target).origin));
      for (const frame of appFrames) {
        await expect(frame.locator('#root')).toHaveCount(0);
      }
      const framed = page.frameLocator('#victima');
      await expect(framed.getByRole('heading', { name: 'Rutas y contenido' })).toHaveCount(0);
    } finally {
      await new Promise((resolve) => attacker.close(resolve));
    }
  });

  test('la carcasa de index.html se pinta sin scripts con su estilo en línea, y la aplicación la reemplaza', async ({
    browser,
    page,
    baseURL,
  }) => {
    // Without JavaScript: what a phone shows while the scripts are still on their way.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const early = await noScript.newPage();
    const problems = watchCsp(early);
    const bar = early.locator('#shell .shell-bar');
    await early.goto('/inicio');
    await expect(bar).toContainText('Academia SST');
    // The app's green header: the inline style ran under the policy thanks to the page's nonce.
    await expect(bar).toHaveCSS('background-color', 'rgb(11, 110, 79)');
    await expect(early.locator('#shell').getByRole('status')).toHaveText('Cargando…');
    await early.goto('/');
    await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    expect(problems).toEqual([]);
    await noScript.close();

    // With JavaScript: the shell is gone once the page is there. A page the browser renders asks for the session once
    // (preloaded); a page the server rendered (decision 067) brought it, and asks nothing.
    const sessionRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') sessionRequests.push(request.url());
    });
    const appProblems = watchCsp(page);
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await expect(page).toHaveURL(/\/inicio$/);
    sessionRequests.length = 0;
    await visit(page, '/mi-avance');
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('Academia SST');
    expect(sessionRequests).toHaveLength(1);
    sessionRequests.length = 0;
    await visit(page, '/rutas');
    await expect(page.locator('#shell')).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('Academia SST');
    expect(sessionRequests).toHaveLength(0);
    expect(appProblems).toEqual([]);
  });
});
