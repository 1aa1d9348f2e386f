import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN, expectNoAxeViolations, latestMailTo, signIn, uniqueEmail } from '../support/helpers';

const DEMO_LEAD = { email: 'responsable@academia-sst.local', password: 'ResponsableDemo2026' };

/** A separate browser (its own cookies), as a second person at another computer. */
async function otherPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-CO' });
  return context.newPage();
}

/** People created by an admin consent to data treatment on their first sign-in, before any other page. */
async function giveConsent(page: Page) {
  await page.waitForURL(/\/autorizacion-de-datos$/);
  const box = page.getByLabel(/Autorizo el tratamiento de mis datos personales/);
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/inicio$/);
}

async function pick(page: Page, field: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
  // The list fades out after the choice; a scan during the fade measures half-transparent text.
  await expect(page.getByRole('listbox', { includeHidden: true })).toHaveCount(0);
}

test.describe('administración de usuarios', () => {
  test('el administrador crea una persona, la invitación activa la cuenta y desactivarla impide entrar', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000); // two people, e-mail through the outbox and four axe scans
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Usuarios' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await expect(page.getByRole('table', { name: /\d+ usuarios$/ })).toBeVisible();
    // Scan once the list and the company filter have loaded (no progress bar, no menu transition under way).
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Empresa' })).toBeEnabled();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('nueva.persona');
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.getByRole('textbox', { name: 'Nombre completo' }).fill('Yésica Peñaloza Ibáñez');
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await pick(page, 'Tipo de documento', 'Cédula de ciudadanía (CC)');
    await dialog.getByRole('textbox', { name: 'Número de documento' }).fill(`10${String(Date.now()).slice(-8)}`);
    await dialog.getByRole('textbox', { name: 'Cargo' }).fill('Soldadora');
    await pick(page, 'Empresa', /900123456-8/);
    await expectNoAxeViolations(page);
    const before = Date.now();
    await dialog.getByRole('button', { name: 'Crear e invitar' }).click();
    await expect(page.getByText('Usuario creado: «Yésica Peñaloza Ibáñez».', { exact: false })).toBeVisible();

    const mail = await latestMailTo(email, before - 1000);
    const link = /(http\S+\/activar-cuenta#token=[\w%-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();

    const person = await otherPerson(browser);
    await person.goto(link ?? '');
    await expect(person.getByRole('heading', { level: 1, name: 'Active su cuenta' })).toBeVisible();
    await expectNoAxeViolations(person);
    await person.getByLabel('Contraseña', { exact: true }).fill('Mi-Clave-2026');
    await person.getByLabel('Confirmar contraseña').fill('Mi-Clave-2026');
    await person.getByRole('button', { name: 'Activar mi cuenta' }).click();
    await expect(person.getByText(/Su cuenta quedó activa/)).toBeVisible();
    await person.getByRole('link', { name: 'Iniciar sesión' }).click();
    await signIn(person, email, 'Mi-Clave-2026');
    await giveConsent(person);
    await expect(person).toHaveURL(/\/inicio$/);

    // The admin opens the person's page, then deactivates the account from the table.
    await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill('Yésica Peñaloza');
    await expect(page.getByRole('table', { name: '1 usuario' })).toBeVisible();
    await page.getByRole('link', { name: 'Yésica Peñaloza Ibáñez' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yésica Peñaloza Ibáñez' })).toBeVisible();
    await expect(page.getByText('Esta persona aún no tiene certificados.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goBack();
    await page.getByRole('button', { name: 'Acciones para Yésica Peñaloza Ibáñez' }).click();
    await page.getByRole('menuitem', { name: 'Desactivar' }).click();
    await page
      .getByRole('dialog', { name: '¿Desactivar este usuario?' })
      .getByRole('button', { name: 'Desactivar' })
      .click();
    await expect(page.getByText('Usuario desactivado: «Yésica Peñaloza Ibáñez».')).toBeVisible();

    // Their open session ended at once: the next navigation lands on sign-in, which then refuses them.
    await person.goto('/mi-avance');
    await expect(person).toHaveURL(/\/$/);
    await signIn(person, email, 'Mi-Clave-2026');
    await expect(person.getByText(/Su cuenta está desactivada/)).toBeVisible();
    await person.context().close();
  });

  test('la Responsable SST de demostración ve solo a la gente de Constructora Andina', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO_LEAD.email, DEMO_LEAD.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    for (const hidden of ['Rutas/Contenido', 'Biblioteca', 'Auditoría']) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await nav.getByRole('link', { name: 'Usuarios', exact: true }).click();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Empresa' })).toHaveCount(0);
    const companies = await table.locator('tbody tr td:nth-of-type(4)').allTextContents();
    expect(companies.length).toBeGreaterThan(0);
    expect(new Set(companies)).toEqual(new Set(['Constructora Andina S.A.S.']));
    await expectNoAxeViolations(page);

    await page.goto('/admin/rutas');
    await expect(page.getByRole('heading', { level: 1, name: 'No autorizado' })).toBeVisible();
  });
});
