import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from '../support/helpers';

/*
 * Issue 15: the Responsable SST of Constructora Andina plans a PHVA cycle, assesses every standard of a 21-standard
 * set (one "no aplica" with its reason), reads the score and rating, adds an improvement action assigned as a route
 * and downloads the report. Each phase passes an axe scan.
 */

test.describe.configure({ mode: 'serial' });

const DEMO_LEAD = { email: 'responsable@academia-sst.local', password: 'ResponsableDemo2026' };

/** The 21 standards of art. 9, in the resolution's order. */
const SET_21 = [
  '1.1.1',
  '1.1.3',
  '1.1.4',
  '1.1.6',
  '1.1.8',
  '1.2.1',
  '2.1.1',
  '2.4.1',
  '2.5.1',
  '3.1.1',
  '3.1.2',
  '3.1.4',
  '3.1.6',
  '3.2.1',
  '3.2.2',
  '4.1.2',
  '4.2.5',
  '4.2.6',
  '5.1.1',
  '5.1.2',
  '6.1.3',
];

const card = (page: Page, code: string) =>
  page.getByRole('article', { name: new RegExp(`^${code.replaceAll('.', '\\.')} · `) });

test('un Responsable SST hace la autoevaluación de 21 estándares de punta a punta', async ({ browser }) => {
  test.setTimeout(360_000);
  const context = await browser.newContext({ locale: 'es-CO', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, DEMO_LEAD.email, DEMO_LEAD.password);
  await expect(page).not.toHaveURL(/\/$/);

  // Overview and a new cycle for the lead's own company.
  await page.goto('/admin/evaluacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluación PHVA' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Nuevo ciclo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo ciclo de evaluación' });
  await expect(dialog.getByLabel('Empresa')).toHaveValue(/.+/);
  await dialog.getByLabel('Periodo (año)').fill('2026');
  await dialog.getByRole('button', { name: 'Crear ciclo' }).click();
  await expect(page).toHaveURL(/\/admin\/evaluacion\/planear\/[\w-]+$/);
  const id = page.url().split('/').at(-1) ?? '';

  // Planear: the company has 60 standards; the lead evaluates the 21 of art. 9 and says why.
  await expect(page.getByText(/aplican los 60 estándares/)).toBeVisible();
  await page.getByLabel('Responsable de la evaluación').fill('Diana Marcela Rojas');
  await page.getByLabel('Fecha de la evaluación').fill('2026-11-20');
  await page.getByLabel('Grupo de estándares').selectOption('21');
  await page
    .getByLabel('Justificación del cambio de grupo')
    .fill('Primera autoevaluación de la obra nueva, con 32 trabajadores propios en riesgo III.');
  await page.getByRole('button', { name: 'Guardar el plan' }).click();
  await expect(page.getByText('Se guardó el plan.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Hacer: every standard of the set, saved as it is marked.
  await page.getByRole('button', { name: 'Continuar a «Hacer»' }).click();
  await expect(page).toHaveURL(`/admin/evaluacion/hacer/${id}`);
  await expect(page.getByRole('article')).toHaveCount(21);
  await expectNoAxeViolations(page);
  for (const code of SET_21) {
    const standard = card(page, code);
    if (code === '1.1.8') {
      await standard.getByRole('radio', { name: 'No aplica' }).check();
      await standard
        .getByLabel(/Justificación de «No aplica»/)
        .fill('La obra tiene menos de 10 personas propias por turno: funciona un vigía de convivencia.');
    } else {
      await standard.getByRole('radio', { name: code === '5.1.2' ? 'No cumple' : 'Cumple', exact: true }).check();
    }
    await expect(standard.getByText('Guardado.')).toBeVisible();
  }
  await expect(page.getByText('21 estándares evaluados de 21.')).toBeVisible();

  // Verificar: 20 of 21 earn their share: 20 × 100 / 21 = 95,24 %.
  await page.getByRole('button', { name: 'Continuar a «Verificar»' }).click();
  await expect(page).toHaveURL(`/admin/evaluacion/verificar/${id}`);
  await expect(page.getByText(/^95,24\s%$/)).toBeVisible();
  await expect(page.getByText('Calificación: Aceptable')).toBeVisible();
  await expect(page.getByText(/cada estándar vale lo mismo/)).toBeVisible();
  await expect(page.getByText(/5\.1\.2 · .*\(no cumple\)/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Actuar: an action for the unmet training standard, assigned as a route to one person of the company.
  await page.getByRole('button', { name: 'Continuar a «Actuar»' }).click();
  await expect(page).toHaveURL(`/admin/evaluacion/actuar/${id}`);
  await page.getByRole('button', { name: 'Nueva acción' }).click();
  const actionDialog = page.getByRole('dialog', { name: 'Nueva acción de mejora' });
  await expect(actionDialog.getByLabel('Estándar')).toHaveValue('5.1.2');
  await actionDialog.getByLabel('Qué se hará').fill('Capacitar a la brigada de emergencias en primeros auxilios.');
  await actionDialog.getByRole('textbox', { name: /^Responsable/ }).fill('Diana Marcela Rojas');
  await actionDialog.getByLabel('Fecha límite').fill('2027-03-31');
  await actionDialog.getByRole('button', { name: 'Guardar la acción' }).click();
  await expect(actionDialog).toBeHidden();
  const action = page.getByRole('article', { name: 'Acción del estándar 5.1.2' });
  await action.getByRole('button', { name: 'Asignar una ruta (5.1.2)' }).click();
  const routeDialog = page.getByRole('dialog', { name: /Asignar una ruta/ });
  await expect(routeDialog.getByLabel('Ruta de aprendizaje')).toHaveValue(/.+/);
  await routeDialog.getByRole('checkbox').first().check();
  await routeDialog.getByRole('button', { name: 'Asignar la ruta' }).click();
  await expect(routeDialog).toBeHidden();
  await expect(action.getByText(/Ruta asignada: «.+» a 1 persona\./)).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar el informe en PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^autoevaluacion-2026-.+\.pdf$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});
