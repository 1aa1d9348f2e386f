import { expect, test } from '@playwright/test';
import { answerUntilResult, chooseOption } from '../support/evaluations';
import { DEMO_ADMIN, DEMO_LEARNER, expectNoAxeViolations, signIn } from '../support/helpers';

test.describe.configure({ mode: 'serial' });

const routeTitle = `Señalización de seguridad ${String(Date.now()).slice(-5)}`;
let routeId = '';
let learnerId = '';
let reviewUrl = '';

/** 24 single-choice items in 3 topics whose right option always starts with "Correcta". */
function bankCsv(): string {
  const topics = ['Colores', 'Formas', 'Ubicación'];
  const rows = Array.from({ length: 24 }, (_, i) => {
    const level = ['fácil', 'medio', 'difícil'][i % 3] ?? 'medio';
    return `${topics[i % 3] ?? 'Colores'};única;${level};¿Pregunta ${String(i + 1)} sobre señalización?;Correcta opción ${String(i + 1)}|Incorrecta opción A|Incorrecta opción B;a;La señalización orienta y advierte.`;
  });
  return ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n');
}

test('un administrador prepara una ruta con banco de preguntas', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const api = page.request;
  const created = await api.post('/api/admin/routes', { data: { title: routeTitle, attempts: 2 } });
  routeId = ((await created.json()) as { id: string }).id;
  await api.post(`/api/admin/routes/${routeId}/items`, {
    data: { kind: 'text', title: 'Colores de seguridad', body: '## Colores\n\nEl rojo indica prohibición.' },
  });
  // The bank first: a route is published only with the final test's minimum of questions (ADR 034).
  const imported = await api.post(`/api/admin/routes/${routeId}/bank/import`, { data: { csv: bankCsv() } });
  expect(await imported.json()).toEqual({ created: 24, problems: [] });
  expect((await api.post(`/api/admin/routes/${routeId}/status`, { data: { status: 'published' } })).ok()).toBe(true);

  await page.goto(`/admin/rutas/${routeId}?pestana=banco`);
  await expect(page.getByText('¿Pregunta 1 sobre señalización?')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('un aprendiz presenta el pre-test, retoma tras recargar, estudia, aprueba la evaluación final y obtiene su certificado', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  expect(routeId, 'la prueba anterior crea la ruta').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(page).toHaveURL(/\/inicio$/);
  learnerId = ((await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } }).user.id;

  await page.goto(`/rutas/${routeId}`);
  await expect(page.getByText('Presente primero la prueba inicial para desbloquear los contenidos.')).toBeVisible();
  await page.getByRole('link', { name: 'Presentar la prueba inicial' }).click();
  await expect(page).toHaveURL(new RegExp(`/rutas/${routeId}/pretest$`));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Comenzar' }).click();

  // Two answers, then a reload: the same question is waiting.
  await answerUntilResult(page, chooseOption(/^Incorrecta opción A/), { stopAfter: 2 });
  await expectNoAxeViolations(page);
  const prompt = await page.getByRole('group').locator('legend').first().textContent();
  await page.reload();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('group').locator('legend').first()).toHaveText(prompt ?? '');
  await answerUntilResult(page, chooseOption(/^Incorrecta opción A/));
  // The pre-test is diagnostic: a score and the topics, no pass or fail, and no review with keys.
  await expect(page.getByRole('table').first()).toContainText('Colores');
  await expect(page.getByText(/Aprobó la evaluación final|Todavía no aprueba/)).toHaveCount(0);
  await expect(page.getByText('La señalización orienta y advierte.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Revisar las respuestas/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/rutas/${routeId}`);
  await page.getByRole('link', { name: 'Continuar' }).click();
  // The only lesson: completing it opens the final test.
  await page.getByRole('button', { name: 'Completar y continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/rutas/${routeId}/test$`));

  await page.goto(`/rutas/${routeId}`);
  await page.getByRole('link', { name: 'Presentar la evaluación final' }).click();
  await expect(page).toHaveURL(new RegExp(`/rutas/${routeId}/test$`));
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await answerUntilResult(page, chooseOption(/^Correcta opción/));
  await expect(page.getByText(/^Mejoró \d+ puntos? desde su prueba inicial\.$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Once the test has ended its review shows each answer, the right one and why.
  await page.getByRole('link', { name: 'Revisar las respuestas del intento 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/rutas/${routeId}/revision/[^/]+$`));
  reviewUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Revisión del intento 1' })).toBeVisible();
  const reviewed = page.getByRole('list', { name: 'Respuestas del intento 1' }).getByRole('listitem');
  expect(await reviewed.count()).toBeGreaterThanOrEqual(8);
  await expect(reviewed.first()).toContainText('Correcta · Su respuesta: Correcta opción');
  await expect(reviewed.first()).toContainText(/Respuesta correcta: Correcta opción \d+\./);
  await expect(reviewed.first()).toContainText('La señalización orienta y advierte.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Volver a la evaluación final' }).click();
  await expect(page).toHaveURL(new RegExp(`/rutas/${routeId}/test$`));

  const download = page.getByRole('link', { name: 'Descargar certificado (PDF)' });
  const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const verifyHref =
    (await page
      .getByRole('link', { name: /verificar/i })
      .first()
      .getAttribute('href')) ?? '';
  expect(verifyHref).toMatch(/^\/verificar\/SST-/);
  await page.goto(`/rutas/${routeId}`);
  await expect(page.getByRole('link', { name: /Descargar certificado/ })).toBeVisible();

  // Anyone, signed out, can check the certificate.
  const visitor = await browser.newContext({ locale: 'es-CO' });
  const stranger = await visitor.newPage();
  await stranger.goto(new URL(verifyHref, page.url()).toString());
  await expect(stranger.getByRole('heading', { level: 1, name: 'Certificado válido' })).toBeVisible();
  await expect(stranger.getByText(DEMO_LEARNER.nombre)).toBeVisible();
  await expect(stranger.getByText(routeTitle)).toBeVisible();
  await expectNoAxeViolations(stranger);
  await stranger.goto('/verificar/SST-0000-0000-0000');
  await expect(stranger.getByText('No existe ningún certificado con el código «SST-0000-0000-0000».')).toBeVisible();
  await visitor.close();
});

test('el administrador revisa la evaluación final del aprendiz en modo de solo lectura', async ({ page }) => {
  expect(learnerId).not.toBe('');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/rutas/${routeId}/test/${learnerId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Evaluación final de ${DEMO_LEARNER.nombre}` }),
  ).toBeVisible();
  await expect(page.getByText('Vista de solo lectura')).toBeVisible();
  await expect(page.getByRole('button', { name: /Comenzar|Continuar|Responder/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The learner's review, read-only and named for them.
  await page.getByRole('link', { name: 'Revisar las respuestas del intento 1' }).click();
  await expect(page).toHaveURL(new RegExp(`${reviewUrl}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Revisión del intento 1 de ${DEMO_LEARNER.nombre}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
