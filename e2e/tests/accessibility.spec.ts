import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_LEARNER, expectNoAxeViolations, signIn } from '../support/helpers';

const publicPages = [
  '/',
  '/registrarme',
  '/reestablecer-contrasena',
  '/reestablecer-contrasena?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
];
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
  '/pagina-que-no-existe',
  '/admin/usuarios',
];
const adminPages = [
  '/admin/dashboard',
  '/admin/usuarios',
  '/admin/rutas',
  '/admin/rutas/ruta-1',
  '/admin/insight-hub',
  '/admin/insight-hub/detalles/ruta-1',
  '/admin/biblioteca',
  '/admin/evaluacion',
  '/admin/evaluacion/planear',
  '/admin/evaluacion/hacer/ciclo-1',
  '/admin/evaluacion/verificar',
  '/admin/evaluacion/actuar/ciclo-1',
];

/** The pages in groups of four, each group one test with its own time budget. */
function inGroups(pages: readonly string[], size = 4): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < pages.length; start += size) groups.push(pages.slice(start, start + size));
  return groups;
}

test.describe('accesibilidad (axe-core, WCAG 2.2 AA)', () => {
  test('páginas públicas', async ({ page }) => {
    for (const url of publicPages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  // In groups of a few pages: one test for the whole list ran out of its time on a busy machine once the
  // simulator, the dashboard and the Insight Hub joined it. Every page is still scanned.
  for (const [index, pages] of inGroups(learnerPages).entries()) {
    test(`páginas del aprendiz, la de no autorizado y la 404 (grupo ${String(index + 1)})`, async ({ page }) => {
      await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
      await expect(page).toHaveURL(/\/inicio$/);
      for (const url of pages) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }

  // Its own test: the list above already fills most of a test's time budget on a busy machine. The review of a
  // session that is not the learner's (or does not exist) shows its refusal; the review itself, with a real ended
  // session, is checked in evaluations.spec.ts.
  test('la revisión de una evaluación ajena o inexistente', async ({ page }) => {
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await expect(page).toHaveURL(/\/inicio$/);
    await page.goto('/rutas/ruta-1/revision/sesion-ajena');
    await expect(page.getByRole('heading', { level: 1, name: 'Revisión de la evaluación' })).toBeVisible();
    await expect(page.getByText('No encontramos esta evaluación.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // Its own test, like the review above: the admin list already takes most of a test's time on a busy machine.
  test('el plan de capacitación del administrador, con los estados del plan de demostración', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/plan-de-capacitacion');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de capacitación' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Cumplimiento por persona y ruta' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const [index, pages] of inGroups(adminPages).entries()) {
    test(`páginas del administrador (grupo ${String(index + 1)})`, async ({ page }) => {
      await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      for (const url of pages) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }

  test('en el teléfono, con el cajón abierto', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
