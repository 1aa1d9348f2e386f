import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { bankCsv } from '../support/bank';
import { answerWrong } from '../support/evaluation-api';
import { DEMO_ADMIN, DEMO_LEARNER, expectNoAxeViolations, invitedLearner, signIn } from '../support/helpers';

/*
 * Issue 18: a learner starts a route; the admin opens the Insight Hub, sees that route's funnel count them, opens the
 * route's detail, and downloads CSVs whose accents survive (UTF-8 with BOM). Both pages pass an axe scan.
 */

test.describe.configure({ mode: 'serial' });

const LEARNER_NAME = 'Íñigo Peñaloza Ruíz';

test('el administrador ve el embudo de una ruta y exporta CSV con tildes intactas', async ({ browser }) => {
  test.setTimeout(180_000);
  // A learner enrols in the first published route.
  const learnerContext = await browser.newContext({ locale: 'es-CO' });
  const learner = await learnerContext.newPage();
  await invitedLearner(learner, LEARNER_NAME);
  const catalog = (await (await learner.request.get('/api/routes')).json()) as {
    items: { id: string; title: string }[];
  };
  const route = catalog.items[0];
  if (!route) throw new Error('La demostración no trae rutas publicadas');
  // «Empezar la ruta» as the route page's button sends it (the page offers the pre-test first on routes with a bank).
  const started = await learner.request.post(`/api/routes/${route.id}/start`, {
    headers: { origin: process.env.E2E_BASE_URL ?? '' },
  });
  expect(started.status()).toBe(200);
  await learnerContext.close();

  const context = await browser.newContext({
    locale: 'es-CO',
    viewport: { width: 1366, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).not.toHaveURL(/\/$/);

  // The hub with the route chosen: the funnel counts the new enrolment.
  await page.goto('/admin/insight-hub');
  await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Ruta', exact: true }).selectOption(route.id);
  await expect(page).toHaveURL(new RegExp(`ruta=${route.id}`));
  const funnel = page.getByRole('table', { name: `Embudo: ${route.title}` });
  const enrolled = funnel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Inscritos' }) });
  await expect(enrolled.getByRole('cell').first()).not.toHaveText('0');
  await expect(page.getByRole('heading', { name: 'Personas en riesgo' })).toBeVisible();
  await expect(page.getByText(/Sin actividad hace más de 14 días:/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The funnel's CSV: BOM, «;» and accented step names.
  const [funnelCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar CSV: Embudo' }).click(),
  ]);
  const funnelText = fs.readFileSync((await funnelCsv.path()) ?? '', 'utf8');
  expect(funnelText.startsWith('\uFEFFPaso;Personas;Abandonan;% que abandona\r\n')).toBe(true);
  expect(funnelText).toMatch(/\r\nInscritos;[1-9]\d*;;\r\n/);

  // The route's detail: the learner is listed, and the list's CSV keeps the accents of their name.
  await page.getByRole('link', { name: `Ver el detalle de «${route.title}»` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Detalle: ${route.title}` })).toBeVisible();
  await expect(page.getByRole('link', { name: LEARNER_NAME })).toBeVisible();
  await expectNoAxeViolations(page);
  const [learnersCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar CSV: Personas inscritas' }).click(),
  ]);
  const learnersText = fs.readFileSync((await learnersCsv.path()) ?? '', 'utf8');
  expect(learnersText.charCodeAt(0)).toBe(0xfeff);
  expect(learnersText).toContain(`${LEARNER_NAME};`);
  expect(learnersText.split('\r\n')[0]).toBe(
    '\uFEFFPersona;Empresa;Inscripción;Contenidos completados;Prueba inicial;Mejor evaluación final;Aprobó;Última actividad',
  );
  await context.close();
});

test('el embudo y la lista de riesgo cuentan al momento lo que una persona acaba de hacer', async ({ browser }) => {
  test.setTimeout(120_000);
  const origin = { origin: process.env.E2E_BASE_URL ?? '' };
  // A new route with one lesson, so the funnel's counts are exactly this learner's.
  const adminContext = await browser.newContext({ locale: 'es-CO', viewport: { width: 1366, height: 900 } });
  const page = await adminContext.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).not.toHaveURL(/\/$/);
  const title = `Embudo al día ${String(Date.now())}`;
  const created = await page.request.post('/api/admin/routes', { data: { title }, headers: origin });
  const routeId = ((await created.json()) as { id: string }).id;
  const withItem = await page.request.post(`/api/admin/routes/${routeId}/items`, {
    data: { kind: 'text', title: 'Orden y aseo', body: '## Orden\n\nCada cosa en su lugar.' },
    headers: origin,
  });
  const itemId = ((await withItem.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  const imported = await page.request.post(`/api/admin/routes/${routeId}/bank/import`, {
    data: { csv: bankCsv(8) },
    headers: origin,
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const published = await page.request.post(`/api/admin/routes/${routeId}/status`, {
    data: { status: 'published' },
    headers: origin,
  });
  expect(published.ok(), await published.text()).toBe(true);

  // The learner fails the pre-test and does nothing else: at risk at once, on a weak start with no progress since.
  const learnerContext = await browser.newContext({ locale: 'es-CO' });
  const learner = await learnerContext.newPage();
  await signIn(learner, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(learner).not.toHaveURL(/\/$/);
  await answerWrong(learner.request, routeId, 'pretest');
  await page.goto(`/admin/insight-hub?ruta=${routeId}`);
  const atRisk = page.getByRole('table', { name: 'Personas en riesgo' });
  const learnerRow = atRisk
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: DEMO_LEARNER.nombre }) });
  await expect(learnerRow).toContainText('Prueba inicial baja sin avance');
  await expect(
    learnerRow.getByRole('button', { name: `Enviar recordatorio a ${DEMO_LEARNER.nombre} sobre ${title}` }),
  ).toBeVisible();

  // The learner completes the lesson now: after the analytics refresh's last mark, so it is read from the rows.
  const done = await learner.request.post(`/api/routes/${routeId}/items/${itemId}/complete`, { headers: origin });
  expect(done.ok(), await done.text()).toBe(true);
  await learnerContext.close();

  await page.reload();
  await expect(page.getByText('Nadie cumple hoy ninguno de los criterios de riesgo.')).toBeVisible();
  const funnel = page.getByRole('table', { name: `Embudo: ${title}` });
  const countOf = (step: string) =>
    funnel
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: step }) })
      .getByRole('cell')
      .first();
  await expect(countOf('Inscritos')).toHaveText('1');
  await expect(countOf('1. Orden y aseo')).toHaveText('1');
  await expect(countOf('Prueba inicial terminada')).toHaveText('1');
  await expect(countOf('Evaluación final presentada')).toHaveText('0');
  await expectNoAxeViolations(page);
  await adminContext.close();
});
