import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { DEMO_LEARNER, signIn } from '../support/helpers';

/*
 * The pages a learner opens first arrive drawn by the server (docs/decisions/067): readable before any script runs,
 * and, once the scripts arrive, the same page comes alive without being drawn again.
 */

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

async function firstRoute(page: Page): Promise<{ id: string; title: string }> {
  const catalog = (await (await page.request.get('/api/routes')).json()) as { items: { id: string; title: string }[] };
  const route = catalog.items[0];
  if (!route) throw new Error('La demostración no tiene rutas publicadas');
  return route;
}

/** Warnings and errors in the console, such as React's when the page it hydrates differs from the server's. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

test('sin JavaScript, el aprendiz ya lee su inicio, las rutas, una ruta y la biblioteca legislativa', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  const route = await firstRoute(page);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();

  await noScript.goto('/inicio');
  await expect(noScript.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect(noScript.getByText(DEMO_LEARNER.nombre).first()).toBeVisible();

  await noScript.goto('/rutas');
  await expect(noScript.getByRole('heading', { level: 1, name: 'Rutas de aprendizaje' })).toBeVisible();
  await expect(noScript.getByRole('link', { name: route.title })).toBeVisible();

  await noScript.goto(`/rutas/${route.id}`);
  await expect(noScript.getByRole('heading', { level: 1, name: route.title })).toBeVisible();

  await noScript.goto('/bibliotecas/legislativa-sst');
  await expect(noScript.getByRole('heading', { level: 1, name: 'Biblioteca legislativa SST' })).toBeVisible();
  await expect(noScript.getByText(/Resolución 0312 de 2019/).first()).toBeVisible();
  await context.close();
});

test('sin sesión, la página de ingreso llega dibujada y las del aprendiz no muestran nada ajeno', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/');
  await expect(noScript.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  // Nothing can be typed or sent before the scripts take the form over: the browser alone would put the password in
  // the address.
  await expect(noScript.getByLabel('Correo electrónico')).toBeDisabled();
  await expect(noScript.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeDisabled();
  await noScript.goto('/rutas');
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(noScript.getByText(DEMO_LEARNER.nombre)).toHaveCount(0);
  await context.close();
});

test('con JavaScript, la página dibujada cobra vida con sus respuestas, sin pedirlas otra vez ni avisos', async ({
  page,
}) => {
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  const route = await firstRoute(page);
  const messages = watchConsole(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/routes' || pathname === '/api/auth/me') asked.push(pathname);
  });

  await page.goto('/rutas');
  await expect(page.getByRole('heading', { level: 1, name: 'Rutas de aprendizaje' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The scripts took the page over: a link now opens the next page in place, without loading a new document.
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('link', { name: route.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(asked).toEqual([]);
  expect(messages).toEqual([]);
});

test('en un teléfono, la página llega con el menú detrás de su botón, y el botón lo abre', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    userAgent: PHONE_AGENT,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  const messages = watchConsole(page);
  const html = await (await page.request.get('/inicio', { headers: { 'user-agent': PHONE_AGENT } })).text();
  expect(html).toContain('aria-label="Abrir menú de navegación"');

  await page.goto('/inicio');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Mi avance' })).toBeVisible();
  expect(messages).toEqual([]);
  await context.close();
});

test('en una ventana angosta de escritorio, la página dibujada para escritorio se ajusta al tomarla React', async ({
  browser,
}) => {
  // A desktop browser gets a desktop page from the server; the window is a phone's width.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  const messages = watchConsole(page);
  const html = await (await page.request.get('/rutas')).text();
  expect(html).not.toContain('aria-label="Abrir menú de navegación"');

  await page.goto('/rutas');
  // Once React has the page, the menu folds behind its button and nothing sticks out sideways.
  await expect(page.getByRole('button', { name: 'Abrir menú de navegación' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // React took the page over as the server drew it, then redrew what the width changes: no mismatch to report.
  expect(messages).toEqual([]);
  await context.close();
});
