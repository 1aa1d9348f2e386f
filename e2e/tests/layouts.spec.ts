import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_LEARNER, signIn } from '../support/helpers';

test.describe('diseño en escritorio', () => {
  test('el menú lateral del aprendiz es permanente, mide 260 px y marca la página activa', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú de navegación' })).toBeHidden();
    const drawer = page.locator('.MuiDrawer-paper').filter({ has: nav });
    expect((await drawer.boundingBox())?.width).toBe(260);

    await nav.getByRole('link', { name: 'Rutas/Contenido' }).click();
    await expect(page).toHaveURL(/\/rutas$/);
    await expect(nav.getByRole('link', { name: 'Rutas/Contenido' })).toHaveAttribute('aria-current', 'page');

    const libraries = nav.getByRole('button', { name: 'Bibliotecas' });
    await libraries.click();
    await expect(libraries).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Legislativa SST' }).click();
    await expect(page).toHaveURL(/\/bibliotecas\/legislativa-sst$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${String(new Date().getFullYear())}`);
    await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados');
  });

  test('el menú del administrador lleva a cada sección', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    for (const [name, url] of [
      ['Rutas/Contenido', '/admin/rutas'],
      ['Analítica', '/admin/insight-hub'],
      ['Biblioteca', '/admin/biblioteca'],
      ['Usuarios', '/admin/usuarios'],
      ['Evaluación', '/admin/evaluacion'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe('diseño en el teléfono', () => {
  test('el botón de menú abre un cajón temporal que se cierra al navegar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await expect(page).toHaveURL(/\/inicio$/);
    const burger = page.getByRole('button', { name: 'Abrir menú de navegación' });
    await expect(burger).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Mi avance' }).click();
    await expect(page).toHaveURL(/\/mi-avance$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi avance' })).toBeVisible();
  });
});
