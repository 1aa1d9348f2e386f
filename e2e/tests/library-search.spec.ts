import { expect, test } from '@playwright/test';
import { answerUntilResult, chooseFirst } from '../support/evaluations';
import { DEMO_ADMIN, DEMO_LEARNER, expectNoAxeViolations, signIn } from '../support/helpers';

test.describe.configure({ mode: 'serial' });

const routeTitle = `Orden y aseo en obra ${String(Date.now()).slice(-5)}`;
let routeId = '';

test('un administrador publica una ruta corta y gestiona la biblioteca', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const api = page.request;
  const created = await api.post('/api/admin/routes', { data: { title: routeTitle } });
  routeId = ((await created.json()) as { id: string }).id;
  for (const title of ['Zonas de circulación', 'Almacenamiento de materiales']) {
    await api.post(`/api/admin/routes/${routeId}/items`, {
      data: { kind: 'text', title, body: `## ${title}\n\nMantenga despejadas las rutas de evacuación.` },
    });
  }
  // Publishing needs the final test's minimum of questions (ADR 034).
  const bank = Array.from(
    { length: 8 },
    (_, i) => `Orden;única;medio;¿Pregunta ${String(i + 1)} de orden y aseo?;Correcta|Incorrecta;a;`,
  );
  const csv = ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...bank].join('\n');
  expect((await api.post(`/api/admin/routes/${routeId}/bank/import`, { data: { csv } })).ok()).toBe(true);
  expect((await api.post(`/api/admin/routes/${routeId}/status`, { data: { status: 'published' } })).ok()).toBe(true);

  await page.goto('/admin/biblioteca');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /Normas/ }).click();
  await expect(page.getByText('Resolución 4272 de 2021', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('un aprendiz avanza, busca desde el encabezado, abre la norma, la guarda en favoritos y ve su avance real', async ({
  page,
}) => {
  // The prueba inicial comes first now: more steps than a busy machine finishes in two minutes.
  test.setTimeout(180_000);
  expect(routeId, 'la prueba anterior crea la ruta').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(page).toHaveURL(/\/inicio$/);

  // Real progress: one of the two lessons completed. The route has a question bank, so the prueba inicial comes
  // first and unlocks the lessons; it does not count as a content.
  await page.goto(`/rutas/${routeId}`);
  await page.getByRole('link', { name: 'Presentar la prueba inicial' }).click();
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await answerUntilResult(page, chooseFirst);
  await page.getByRole('link', { name: 'Volver a la ruta' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: routeTitle })).toBeVisible();
  await page
    .getByRole('link', { name: /Empezar|Continuar/ })
    .or(page.getByRole('button', { name: 'Empezar la ruta' }))
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zonas de circulación' })).toBeVisible();
  await page.getByRole('button', { name: 'Completar y continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zonas de circulación' })).toHaveCount(0);

  // Header search, as the user types, with either spelling.
  const search = page.getByRole('searchbox', { name: 'Buscar rutas, contenidos y documentos' });
  await search.fill('trabajo en alturas');
  await expect(page.getByRole('heading', { name: 'Resultado de la búsqueda' })).toBeVisible();
  const normLink = page.getByRole('link', { name: 'Resolución 4272 de 2021' }).first();
  await expect(normLink).toBeVisible();
  await expectNoAxeViolations(page);
  await search.fill('zzzqqqxxx');
  await expect(page.getByText('No se encontraron resultados.', { exact: true })).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('heading', { name: 'Resultado de la búsqueda' })).toHaveCount(0);
  await search.fill('Capacitacion alturas');
  await expect(page.getByRole('link', { name: 'Resolución 4272 de 2021' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Resolución 4272 de 2021' }).first().click();

  // The norm: read it, keep it.
  await expect(page).toHaveURL(/\/bibliotecas\/legislativa-sst\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Resolución 4272 de 2021/ })).toBeVisible();
  await expect(page.getByText('Resolución 1409 de 2012').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const favorite = page.getByRole('button', { name: 'Agregar a favoritos' }).first();
  await favorite.click();
  await expect(page.getByRole('button', { name: 'Quitar de favoritos' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favoritos');
  await expect(page.getByRole('link', { name: 'Resolución 4272 de 2021' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/mi-avance');
  await expect(page.getByRole('progressbar', { name: `Avance en ${routeTitle}: 50 %` })).toBeVisible();
  await expect(page.getByText('1 de 2 contenidos').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/inicio');
  await expect(page.getByRole('heading', { name: 'Continuar donde quedó' })).toBeVisible();
  await expect(page.getByText(routeTitle).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('las bibliotecas y la ayuda se recorren con búsqueda, filtros y sin violaciones de accesibilidad', async ({
  page,
}) => {
  // Five pages, each checked with axe: a minute is not always enough on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  // Wait for the sign-in to land: navigating at once aborts its request when the server is slower to answer.
  await expect(page).toHaveURL(/\/inicio$/);
  await page.goto('/bibliotecas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/bibliotecas/legislativa-sst?q=capacitaciones&estado=in_force');
  await expect(page.locator('mark').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/bibliotecas/educativa-sst');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/ayuda');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/politica-de-datos');
  await expect(page.getByText(/Ley 1581 de 2012/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
