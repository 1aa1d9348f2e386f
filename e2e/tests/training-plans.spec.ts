import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, expectNoAxeViolations, latestMailTo, signIn, uniqueEmail } from '../support/helpers';

test.describe.configure({ mode: 'serial' });

const suffix = String(Date.now()).slice(-5);
const routeTitle = `Brigada de evacuación ${suffix}`;
const cargo = `Brigadista señalero ${suffix}`;
const learner = { nombre: 'Íngrid Peñaloza Múnera', email: uniqueEmail('plan'), password: 'Mi-Clave-2026' };
const document = `11${String(Date.now()).slice(-6)}7070`;

// Due in 30 days, a Bogotá calendar day (UTC−5), written as the pages write it: "25 de diciembre de 2026".
const dueDate = new Date(Date.now() - 5 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
const dueText = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(`${dueDate}T00:00:00Z`),
);

/** 12 single-choice items: enough bank for the route to be published. */
function bankCsv(): string {
  const rows = Array.from({ length: 12 }, (_, i) => {
    const level = ['fácil', 'medio', 'difícil'][i % 3] ?? 'medio';
    return `Tema ${String(i % 3)};única;${level};¿Pregunta ${String(i + 1)}?;Correcta ${String(i + 1)}|Incorrecta A|Incorrecta B;a;Porque sí.`;
  });
  return ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n');
}

async function publishedRoute(api: APIRequestContext) {
  const created = await api.post('/api/admin/routes', { data: { title: routeTitle, hours: 2 } });
  const id = ((await created.json()) as { id: string }).id;
  await api.post(`/api/admin/routes/${id}/items`, {
    data: { kind: 'text', title: 'Rutas de evacuación', body: '## Rutas de evacuación\n\nUn texto breve.' },
  });
  await api.post(`/api/admin/routes/${id}/bank/import`, { data: { csv: bankCsv() } });
  const published = await api.post(`/api/admin/routes/${id}/status`, { data: { status: 'published' } });
  expect(published.status()).toBe(200);
}

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('un administrador asigna una ruta a un cargo con fecha límite', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await publishedRoute(page.request);

  // A worker of Constructora Andina with that job title, invited by the admin, who sets her password.
  const options = (await (await page.request.get('/api/admin/users/company-options')).json()) as {
    items: { id: string; nit: string }[];
  };
  const andina = options.items.find((option) => option.nit === '900123456-8');
  const before = Date.now();
  const created = await page.request.post('/api/admin/users', {
    data: {
      nombre: learner.nombre,
      email: learner.email,
      tipoDocumento: 'CC',
      numeroDocumento: document,
      cargo,
      empresaId: andina?.id ?? '',
      perfil: 'Aprendiz',
    },
  });
  expect(created.status()).toBe(201);
  const mail = await latestMailTo(learner.email, before - 1000);
  const token = decodeURIComponent(/activar-cuenta#token=([\w%-]+)/.exec(mail)?.[1] ?? '');
  const accepted = await page.request.post('/api/auth/invitation/accept', {
    data: { token, password: learner.password },
  });
  expect(accepted.status()).toBe(200);

  await page.goto('/admin/plan-de-capacitacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan de capacitación' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Nueva asignación' });
  await choose(page, form, /^Ruta/, routeTitle);
  await choose(page, form, 'Asignar a', 'Un cargo');
  await choose(page, form, /^Empresa/, 'Constructora Andina S.A.S.');
  await form.getByRole('combobox', { name: /^Cargo/ }).fill(cargo);
  await form.getByLabel(/^Fecha límite/).fill(dueDate);
  await form.getByRole('button', { name: 'Asignar ruta' }).click();

  const assignments = page.getByRole('table', { name: 'Asignaciones activas' });
  const row = assignments.getByRole('row').filter({ hasText: routeTitle });
  await expect(row).toContainText(dueText);
  // The job title is stored normalised (lower case, accents kept).
  await expect(row).toContainText(cargo.toLowerCase());
  await expectNoAxeViolations(page);
});

test('la trabajadora con ese cargo ve la ruta primero en Inicio, con su fecha límite', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, learner.email, learner.password);
  await page.waitForURL(/\/autorizacion-de-datos$/);
  await page.getByLabel(/Autorizo el tratamiento de mis datos personales/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/inicio$/);

  // The plan is the first section of the page, and the route its first (only) item.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Mi plan de capacitación');
  const plan = page.getByRole('list', { name: 'Rutas asignadas con fecha límite' });
  const first = plan.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: routeTitle })).toBeVisible();
  await expect(first).toContainText(`Fecha límite: ${dueText}`);
  await expect(first).toContainText('Asignada');
  await expect(first).toContainText('Obligatoria');
  await expectNoAxeViolations(page);
});

test('el cumplimiento la muestra como «Asignada» y su CSV conserva las tildes', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/plan-de-capacitacion');
  const compliance = page.getByRole('region', { name: 'Cumplimiento' });
  await choose(page, compliance, /^Ruta/, routeTitle);
  const table = compliance.getByRole('table', { name: 'Cumplimiento por persona y ruta' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: learner.nombre }) });
  await expect(row).toContainText(/Asignada|En curso/);
  await expect(row).toContainText(dueText);
  await expect(table.getByRole('row')).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    compliance.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  const bytes = fs.readFileSync((await download.path()) ?? '');
  // UTF-8 with a BOM, so a spreadsheet opens «Íngrid Peñaloza Múnera» as written.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain(learner.nombre);
  expect(text).toContain(routeTitle);
  expect(text).toContain('\r\n');
  const line = text.split('\r\n').find((l) => l.includes(learner.nombre)) ?? '';
  expect(line).toContain(';');
  expect(line).toMatch(/Asignada|En curso/);
});
