import { expect, test, type Page } from '@playwright/test';
import { answerUntilResult, chooseOption } from '../support/evaluations';
import { DEMO_ADMIN, DEMO_LEARNER, expectNoAxeViolations, signIn } from '../support/helpers';

/*
 * Issue 14: scores a person understands (right answers first, then the 0–100 score, no "ganancia normalizada"), and
 * attempts used up: the learner is told whom to contact, an admin grants one more attempt from the route's
 * enrolments, and the learner can start again.
 */

test.describe.configure({ mode: 'serial' });

const routeTitle = `Orden y aseo ${String(Date.now()).slice(-5)}`;
let routeId = '';
let itemId = '';

/** Eight single-choice items in one topic (the smallest bank a route can be published with); the right option always starts with "Correcta". */
function bankCsv(): string {
  const rows = [1, 2, 3, 4, 5, 6, 7, 8].map(
    (n) =>
      `Orden;única;medio;¿Pregunta ${String(n)} sobre orden y aseo?;Correcta opción ${String(n)}|Incorrecta opción A|Incorrecta opción B;a;El orden previene caídas.`,
  );
  return ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n');
}

/** True when the page scrolls sideways (wider than the window). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

test('un administrador prepara una ruta de un solo intento con un banco de ocho preguntas', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const created = await page.request.post('/api/admin/routes', { data: { title: routeTitle, attempts: 1 } });
  routeId = ((await created.json()) as { id: string }).id;
  const withItem = await page.request.post(`/api/admin/routes/${routeId}/items`, {
    data: { kind: 'text', title: 'Orden en el puesto', body: '## Orden\n\nCada cosa en su lugar.' },
  });
  itemId = ((await withItem.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  const imported = await page.request.post(`/api/admin/routes/${routeId}/bank/import`, { data: { csv: bankCsv() } });
  expect(await imported.json()).toEqual({ created: 8, problems: [] });
  const published = await page.request.post(`/api/admin/routes/${routeId}/status`, { data: { status: 'published' } });
  expect(published.ok()).toBe(true);
});

test('el aprendiz ve primero sus respuestas correctas y luego el puntaje, y agota su único intento', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(routeId, 'la prueba anterior crea la ruta').not.toBe('');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(page).toHaveURL(/\/inicio$/);

  // Prueba inicial: two wrong, then the result reads "N de 8 correctas" before the score.
  await page.goto(`/rutas/${routeId}/pretest`);
  await expect(page.getByRole('heading', { level: 1, name: 'Prueba inicial' })).toBeVisible();
  await expect(page.getByText('La prueba tiene 8 preguntas, una a la vez.')).toBeVisible();
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await answerUntilResult(page, chooseOption(/^Incorrecta opción A/));
  const count = page.getByText(/^\d de 8 correctas$/);
  const score = page.getByText(/^Puntaje: \d+ de 100$/);
  await expect(count).toBeVisible();
  await expect(score).toBeVisible();
  const [countBox, scoreBox] = [await count.boundingBox(), await score.boundingBox()];
  expect(countBox && scoreBox && countBox.y < scoreBox.y).toBe(true);
  await expect(page.getByText(/las preguntas más difíciles cuentan más/)).toBeVisible();
  await expect(page.getByText(/normalizada/i)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Dominio por tema' })).toContainText('Brecha');
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  // The contents, then the one final-test attempt, failed.
  const done = await page.request.post(`/api/routes/${routeId}/items/${itemId}/complete`);
  expect(done.ok()).toBe(true);
  await page.goto(`/rutas/${routeId}/test`);
  await expect(page.getByText('La prueba tiene 8 preguntas, una a la vez.')).toBeVisible();
  await expect(page.getByText(/entre 8 y 20/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await answerUntilResult(page, chooseOption(/^Incorrecta opción B/));
  await expect(page.getByText('0 de 8 correctas', { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Todavía no aprueba la evaluación final');

  // No "vuelva a intentarlo": the attempts are used up, and the company's Responsable SST is named.
  const usedUp = page.getByText(/Ya usó el único intento permitido/);
  await expect(usedUp).toBeVisible();
  await expect(usedUp).toContainText('comuníquese con Diana Marcela Rojas, Responsable SST de su empresa');
  await expect(page.getByRole('link', { name: 'responsable@academia-sst.local' })).toBeVisible();
  await expect(page.getByText(/intentarlo|Intentar de nuevo/)).toHaveCount(0);
  await expect(page.getByText(/normalizada/i)).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  // Opened later, the page says the same and offers nothing to start.
  await page.reload();
  await expect(page.getByText(/Ya usó el único intento permitido/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comenzar' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('un administrador concede otro intento desde los inscritos y el aprendiz puede volver a empezar', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  expect(routeId, 'la primera prueba crea la ruta').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(`/admin/rutas/${routeId}?pestana=inscritos`);
  // The editor's chunk and the route load first: allow for a busy machine.
  await expect(page.getByRole('table', { name: 'Inscritos' })).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: DEMO_LEARNER.nombre }) });
  await expect(row).toContainText('1 de 1 intentos usados');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: `Conceder otro intento a ${DEMO_LEARNER.nombre}` }).click();
  await expect(
    page.getByText(
      `Se concedió un intento más a ${DEMO_LEARNER.nombre}: ahora tiene 2 intentos para la evaluación final.`,
    ),
  ).toBeVisible();
  await expect(row).toContainText('1 de 2 intentos usados');
  await expect(row.getByRole('button', { name: /Conceder otro intento/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The grant is in the audit log.
  const audit = await page.request.get('/api/admin/audit?action=route.attempt.grant');
  expect(JSON.stringify(await audit.json())).toContain(DEMO_LEARNER.nombre);

  const learnerContext = await browser.newContext({ locale: 'es-CO' });
  const learner = await learnerContext.newPage();
  await signIn(learner, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await learner.goto(`/rutas/${routeId}/test`);
  await expect(learner.getByText('Intento 2 de 2')).toBeVisible();
  await expect(learner.getByText(/Ya usó/)).toHaveCount(0);
  await learner.getByRole('button', { name: 'Comenzar' }).click();
  await expect(learner.getByRole('heading', { level: 2, name: 'Pregunta 1' })).toBeVisible();
  await learnerContext.close();
});
