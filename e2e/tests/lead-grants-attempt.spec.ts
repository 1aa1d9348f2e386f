import { expect, test, type Browser, type Page } from '@playwright/test';
import { answerWrong } from '../support/evaluation-api';
import { DEMO_ADMIN, DEMO_LEARNER, expectNoAxeViolations, signIn } from '../support/helpers';

/*
 * Issue 14: the Responsable SST of Constructora Andina grants one more final-test attempt to a learner of their
 * company from the person's page (the route editor is the Superadministrador's), and the grant is in the audit log.
 */

test.describe.configure({ mode: 'serial' });

const DEMO_LEAD = {
  email: 'responsable@academia-sst.local',
  password: 'ResponsableDemo2026',
  nombre: 'Diana Marcela Rojas',
};
const routeTitle = `Manejo de cargas ${String(Date.now()).slice(-5)}`;
let routeId = '';
let itemId = '';

/** Eight single-choice items (the smallest bank a final test may be published with); the right option starts with "Correcta". */
function bankCsv(): string {
  const rows = [1, 2, 3, 4, 5, 6, 7, 8].map(
    (n) =>
      `Cargas;única;medio;¿Pregunta ${String(n)} sobre manejo de cargas?;Correcta opción ${String(n)}|Incorrecta opción A|Incorrecta opción B;a;Doble las rodillas.`,
  );
  return ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n');
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-CO', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/$/);
  return page;
}

test('el aprendiz de Constructora Andina agota los dos intentos de la evaluación final', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signedInPage(browser, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const created = await admin.request.post('/api/admin/routes', { data: { title: routeTitle, attempts: 2 } });
  routeId = ((await created.json()) as { id: string }).id;
  const withItem = await admin.request.post(`/api/admin/routes/${routeId}/items`, {
    data: { kind: 'text', title: 'Levantar sin lesionarse', body: '## Cargas\n\nDoble las rodillas.' },
  });
  itemId = ((await withItem.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  const imported = await admin.request.post(`/api/admin/routes/${routeId}/bank/import`, { data: { csv: bankCsv() } });
  expect(await imported.json()).toEqual({ created: 8, problems: [] });
  const published = await admin.request.post(`/api/admin/routes/${routeId}/status`, { data: { status: 'published' } });
  expect(published.ok(), await published.text()).toBe(true);
  await admin.context().close();

  const learner = await signedInPage(browser, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await answerWrong(learner.request, routeId, 'pretest');
  expect((await learner.request.post(`/api/routes/${routeId}/items/${itemId}/complete`)).ok()).toBe(true);
  await answerWrong(learner.request, routeId, 'test');
  await answerWrong(learner.request, routeId, 'test');
  // A third attempt is refused: they are used up.
  const third = await learner.request.post('/api/evaluations/start', { data: { routeId, kind: 'test' } });
  expect(third.ok()).toBe(false);
  await learner.context().close();
});

test('la Responsable SST concede otro intento desde la página de la persona y queda en la auditoría', async ({
  page,
  browser,
}) => {
  // Four sign-ins and three axe runs: on a busy machine this takes over a minute.
  test.setTimeout(180_000);
  expect(routeId, 'la prueba anterior crea la ruta').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_LEAD.email, DEMO_LEAD.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The lead finds the learner among the people of their company and opens their page.
  await page.goto('/admin/usuarios');
  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(DEMO_LEARNER.email);
  await expect(page.getByRole('table', { name: '1 usuario' })).toBeVisible();
  await page.getByRole('link', { name: DEMO_LEARNER.nombre }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_LEARNER.nombre })).toBeVisible();

  const progress = page.getByRole('table', { name: 'Avance en las rutas' });
  const row = progress.getByRole('row').filter({ has: page.getByRole('rowheader', { name: routeTitle }) });
  await expect(row).toContainText('Intentos agotados: 2 de 2');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Conceder otro intento a ${DEMO_LEARNER.nombre} en ${routeTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: '¿Conceder otro intento?' });
  await expect(dialog).toContainText(
    `${DEMO_LEARNER.nombre} usó los 2 intentos de la evaluación final de «${routeTitle}» sin aprobarla.`,
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Conceder otro intento' }).click();
  await expect(dialog).toHaveCount(0);

  const notice = page.getByRole('status').filter({
    hasText: `Se concedió un intento más a ${DEMO_LEARNER.nombre} en «${routeTitle}»: ahora tiene 3 intentos para la evaluación final.`,
  });
  await expect(notice).toBeVisible();
  await expect(row).toContainText('2 de 3 intentos usados');
  await expect(row.getByRole('button', { name: /Conceder otro intento/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The learner can start the new attempt.
  const learner = await signedInPage(browser, DEMO_LEARNER.email, DEMO_LEARNER.password);
  const started = await learner.request.post('/api/evaluations/start', { data: { routeId, kind: 'test' } });
  expect(started.ok()).toBe(true);
  await learner.context().close();

  // The Superadministrador finds the grant in the audit log, made by the lead, about the learner and the route.
  const admin = await signedInPage(browser, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto('/admin/auditoria');
  await expect(admin.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
  const audit = admin.getByRole('table', { name: /Registro de auditoría/ });
  const entry = audit
    .getByRole('row')
    .filter({ hasText: 'Intento adicional de evaluación final concedido' })
    .filter({ hasText: DEMO_LEARNER.nombre })
    .filter({ hasText: DEMO_LEAD.nombre });
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: /Intento adicional de evaluación final concedido/ }).click();
  await expect(admin.getByRole('table', { name: /Cambios: Intento adicional/ })).toContainText(routeTitle);
  await expectNoAxeViolations(admin);
  await admin.context().close();
});

test('la Responsable SST no abre la página de una persona de otra empresa', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const admin = await signedInPage(browser, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const list = await admin.request.get('/api/admin/users?q=elcafetal.co&pageSize=1');
  const outsider = ((await list.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  expect(outsider).not.toBe('');
  await admin.context().close();

  await signIn(page, DEMO_LEAD.email, DEMO_LEAD.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/usuarios/${outsider}`);
  await expect(page.getByRole('alert')).toContainText('No encontramos a esta persona.', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Conceder otro intento/ })).toHaveCount(0);
});
