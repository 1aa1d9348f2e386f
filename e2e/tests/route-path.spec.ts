import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { answerUntilResult, chooseOption } from '../support/evaluations';
import { DEMO_ADMIN, DEMO_LEARNER, expectNoAxeViolations, signIn } from '../support/helpers';

/*
 * The path through a route, walked as a learner new to it would (ADR 028): one primary action per lesson, a locked
 * step that links to what unlocks it, the final test offered by name at the end, lesson search results that name
 * their route, and viewing (from search or a link) that enrols nobody.
 */

test.describe.configure({ mode: 'serial' });
// Six people share this machine's two cores: each step of a walk may take a while.
test.beforeEach(() => test.setTimeout(180_000));

const suffix = String(Date.now()).slice(-5);
const lockedRoute = { title: `Andamios seguros ${suffix}`, id: '', items: [] as string[] };
const testRoute = { title: `Escaleras portátiles ${suffix}`, id: '', items: [] as string[] };

/** 24 single-choice items whose right option starts with "Correcta" (enough for the adaptive test). */
function bankCsv(): string {
  const rows = Array.from({ length: 24 }, (_, i) => {
    const level = ['fácil', 'medio', 'difícil'][i % 3] ?? 'medio';
    return `Escaleras;única;${level};¿Pregunta ${String(i + 1)} sobre escaleras?;Correcta opción ${String(i + 1)}|Incorrecta opción A|Incorrecta opción B;a;Se sube de frente.`;
  });
  return ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n');
}

async function createRoute(
  api: APIRequestContext,
  route: { title: string; id: string; items: string[] },
  lessons: string[],
  unlockInOrder: boolean,
) {
  const created = await api.post('/api/admin/routes', { data: { title: route.title, unlockInOrder } });
  expect(created.status()).toBe(201);
  route.id = ((await created.json()) as { id: string }).id;
  for (const title of lessons) {
    const added = await api.post(`/api/admin/routes/${route.id}/items`, {
      data: { kind: 'text', title, body: `## ${title}\n\nTexto de la lección sobre ${title.toLowerCase()}.` },
    });
    expect(added.status()).toBe(201);
    const body = (await added.json()) as { items: { id: string }[] };
    route.items = body.items.map((item) => item.id);
  }
}

/** Whether the signed-in learner is enrolled, as the route page's own API says. */
async function enrolled(page: Page, routeId: string): Promise<boolean> {
  const response = await page.request.get(`/api/routes/${routeId}`);
  return ((await response.json()) as { enrolled: boolean }).enrolled;
}

const lessonNav = (page: Page) => page.getByRole('navigation', { name: 'Contenidos de la ruta' });

test('un administrador prepara dos rutas con banco: una en orden y otra libre', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const api = page.request;
  await createRoute(api, lockedRoute, ['Montaje del andamio', 'Inspección diaria', 'Barandas y rodapiés'], true);
  await createRoute(api, testRoute, ['Elegir la escalera', 'Subir de frente'], false);
  // A route is published only with a bank of at least 8 questions (ADR 034): both get one.
  for (const route of [lockedRoute, testRoute]) {
    const imported = await api.post(`/api/admin/routes/${route.id}/bank/import`, { data: { csv: bankCsv() } });
    expect(((await imported.json()) as { created: number }).created).toBe(24);
  }
  for (const route of [lockedRoute, testRoute]) {
    const published = await api.post(`/api/admin/routes/${route.id}/status`, { data: { status: 'published' } });
    expect(published.status(), await published.text()).toBe(200);
  }
});

test('la búsqueda nombra la ruta de la lección y abrirla, aunque esté bloqueada, no inscribe', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(page).toHaveURL(/\/inicio$/);

  const box = page.getByRole('searchbox', { name: 'Buscar rutas, contenidos y documentos' });
  await box.fill('Barandas y rodapiés');
  const results = page.getByRole('list', { name: 'Resultado de la búsqueda' });
  const hit = results.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Barandas y rodapiés' }) });
  await expect(hit).toContainText(`Ruta: ${lockedRoute.title}`);
  // Exactly one clear control: ours.
  await expect(page.getByRole('button', { name: /Borrar la búsqueda|Cerrar la búsqueda/ })).toHaveCount(1);
  // A field of type "search" draws the browser's own "×" too (there were three): this one is a plain text field.
  expect(await box.getAttribute('type')).toBe('text');
  await expectNoAxeViolations(page);

  await hit.getByRole('link', { name: 'Barandas y rodapiés' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contenido bloqueado: Barandas y rodapiés' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Migas de pan' });
  await expect(breadcrumb.getByRole('link', { name: lockedRoute.title })).toBeVisible();
  // In an in-order route with a bank the prueba inicial opens the contents: the page says so and links to it.
  await expect(page.getByText('Presente primero la prueba inicial para desbloquear los contenidos.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await enrolled(page, lockedRoute.id)).toBe(false);

  // The locked page is not a dead end: its link opens the exact step that unlocks it, still without enrolling.
  await page.getByRole('link', { name: 'Presentar la prueba inicial' }).click();
  await expect(page).toHaveURL(new RegExp(`/rutas/${lockedRoute.id}/pretest$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Prueba inicial' })).toBeVisible();
  expect(await enrolled(page, lockedRoute.id)).toBe(false);
  // The route page names the same first step, and opening the route enrols nobody either.
  await page.goto(`/rutas/${lockedRoute.id}`);
  await expect(page.getByRole('link', { name: 'Presentar la prueba inicial' })).toHaveAttribute(
    'href',
    `/rutas/${lockedRoute.id}/pretest`,
  );
  expect(await enrolled(page, lockedRoute.id)).toBe(false);
});

test('cada lección tiene una sola acción principal, «Completar y continuar»', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  // The prueba inicial first (it opens the contents of an in-order route), then the first lesson.
  await page.goto(`/rutas/${lockedRoute.id}/pretest`);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await answerUntilResult(page, chooseOption(/^Correcta opción/));
  await page.goto(`/rutas/${lockedRoute.id}/${lockedRoute.items[0] ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Montaje del andamio' })).toBeVisible();
  expect(await enrolled(page, lockedRoute.id)).toBe(true);
  await expect(page.getByText(/Usted todavía no ha empezado esta ruta/)).toHaveCount(0);

  const nav = lessonNav(page);
  await expect(nav.getByRole('button', { name: 'Completar y continuar' })).toBeVisible();
  await expect(nav.locator('.MuiButton-contained')).toHaveCount(1);
  await expect(nav.getByRole('link', { name: /Siguiente/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await nav.getByRole('button', { name: 'Completar y continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Inspección diaria' })).toBeVisible();
  await expect(lessonNav(page).getByRole('link', { name: 'Anterior: Montaje del andamio' })).toBeVisible();
  await expect(lessonNav(page).locator('.MuiButton-contained')).toHaveCount(1);
  await lessonNav(page).getByRole('button', { name: 'Completar y continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Barandas y rodapiés' })).toBeVisible();
  await lessonNav(page).getByRole('button', { name: 'Completar y continuar' }).click();
  // The last lesson leads to the final test.
  await expect(page).toHaveURL(new RegExp(`/rutas/${lockedRoute.id}/test$`));
});

test('tras el último contenido se ofrece «Presentar la evaluación final», también en la página de la ruta', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  const [first, last] = testRoute.items;
  // Opened by its address: readable, and still nothing enrols until the learner acts.
  await page.goto(`/rutas/${testRoute.id}/${last ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subir de frente' })).toBeVisible();
  expect(await enrolled(page, testRoute.id)).toBe(false);

  await page.goto(`/rutas/${testRoute.id}/${first ?? ''}`);
  await lessonNav(page).getByRole('button', { name: 'Completar y continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subir de frente' })).toBeVisible();
  expect(await enrolled(page, testRoute.id)).toBe(true);
  await lessonNav(page).getByRole('button', { name: 'Completar y continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/rutas/${testRoute.id}/test$`));

  // Back on the last lesson, done: its one action is the final test, by name.
  await page.goto(`/rutas/${testRoute.id}/${last ?? ''}`);
  const offer = lessonNav(page).getByRole('link', { name: 'Presentar la evaluación final' });
  await expect(offer).toBeVisible();
  await expect(lessonNav(page).getByRole('link', { name: 'Volver a la ruta' })).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.click();
  await expect(page).toHaveURL(new RegExp(`/rutas/${testRoute.id}/test$`));

  await page.goto(`/rutas/${testRoute.id}`);
  await expect(page.getByText('Contenido completado', { exact: true }).first()).toBeVisible();
  const routeOffer = page.getByRole('link', { name: 'Presentar la evaluación final' });
  await expect(routeOffer).toHaveAttribute('href', `/rutas/${testRoute.id}/test`);
  await expect(page.getByRole('link', { name: 'Continuar', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
