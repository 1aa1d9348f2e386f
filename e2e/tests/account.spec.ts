import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, solveCaptcha, uniqueEmail } from '../support/helpers';

const CONSENT_LABEL = 'Autorizo el tratamiento de mis datos personales según la Política de tratamiento de datos';
const SIGN_UP_CONSENT_ERROR =
  'Para crear la cuenta debe autorizar el tratamiento de sus datos personales según la Política de tratamiento de datos.';
const WRONG_CREDENTIALS = 'El correo o la contraseña no son correctos.';

async function fillSignUp(page: Page, nombre: string, email: string, password: string) {
  await page.goto('/registrarme');
  await page.getByLabel('Nombre completo').fill(nombre);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
}

async function signUp(page: Page, nombre: string, email: string, password: string) {
  await fillSignUp(page, nombre, email, password);
  await page.getByRole('checkbox', { name: CONSENT_LABEL }).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();
}

/**
 * Signs in through the form and returns the API's answer. Failed sign-ins from this address add up across specs,
 * so the server may ask for the captcha: solve it as a person would and send again.
 */
async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await page.getByText('No soy un robot').isVisible()) await solveCaptcha(page);
    if (!(await page.getByLabel(/^Contraseña/).inputValue())) await page.getByLabel(/^Contraseña/).fill(password);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in')),
      page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click(),
    ]);
    const body = (await response.json()) as { error?: { code: string } };
    if (body.error?.code !== 'CAPTCHA_REQUIRED') return { status: response.status(), code: body.error?.code };
    await expect(page.getByText('No soy un robot')).toBeVisible();
  }
  throw new Error('El inicio de sesión siguió pidiendo el captcha');
}

test.describe('cuenta: autorización de datos y mi perfil', () => {
  test('el registro sin la casilla de autorización se rechaza, marca la casilla y no crea la cuenta', async ({
    page,
  }) => {
    const email = uniqueEmail('sin-autorizacion');
    await fillSignUp(page, 'Rosa Elena Quintero', email, 'Sin-Casilla-2026');
    const box = page.getByRole('checkbox', { name: CONSENT_LABEL });
    await expect(box).not.toBeChecked();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();

    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(SIGN_UP_CONSENT_ERROR);
    await expect(box).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Revise su correo' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The policy opens in a new tab and the half-filled form stays as it was.
    const [policy] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('main').getByRole('link', { name: 'Política de tratamiento de datos' }).click(),
    ]);
    await expect(policy.getByRole('heading', { level: 1, name: /Política de tratamiento de datos/ })).toBeVisible();
    await expect(policy.getByText(/Versión \d{4}-\d{2}-\d{2}, vigente desde/)).toBeVisible();
    await policy.close();
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Rosa Elena Quintero');

    const result = await signInThroughForm(page, email, 'Sin-Casilla-2026');
    expect(result.code).toBe('INVALID_CREDENTIALS');
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
  });

  test('con la casilla marcada la cuenta se crea y entra a su inicio', async ({ page }) => {
    const email = uniqueEmail('con-autorizacion');
    await signUp(page, 'Julián Andrés Ortiz', email, 'Con-Casilla-2026');
    expect((await signInThroughForm(page, email, 'Con-Casilla-2026')).status).toBe(200);
    await expect(page).toHaveURL(/\/inicio$/);
  });

  test('la página de autorización pide la casilla y luego deja seguir', async ({ page }) => {
    const email = uniqueEmail('autorizacion');
    await signUp(page, 'Paola Andrea Cárdenas', email, 'Autoriza-2026');
    // No admin API creates people without consent in this version: the browser is told this person still owes it.
    await page.route('**/api/auth/me', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user: Record<string, unknown> | null };
      await route.fulfill({ response, json: { user: body.user ? { ...body.user, needsConsent: true } : null } });
    });
    expect((await signInThroughForm(page, email, 'Autoriza-2026')).status).toBe(200);
    await page.goto('/ayuda');
    await expect(page).toHaveURL(/\/autorizacion-de-datos$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Autorización para el tratamiento de datos' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('checkbox', { name: CONSENT_LABEL })).toHaveAttribute('aria-invalid', 'true');
    await page.unroute('**/api/auth/me');
    await page.getByRole('checkbox', { name: CONSENT_LABEL }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/ayuda$/);
  });

  test('en /perfil cierra otra sesión, cambia la contraseña y descarga sus datos', async ({ page, browser }) => {
    const email = uniqueEmail('perfil');
    await signUp(page, 'Natalia Vélez', email, 'Perfil-Original-1');
    expect((await signInThroughForm(page, email, 'Perfil-Original-1')).status).toBe(200);

    // A second device.
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    expect((await signInThroughForm(phonePage, email, 'Perfil-Original-1')).status).toBe(200);
    await expect(phonePage).toHaveURL(/\/inicio$/);

    await page.getByRole('banner').getByRole('button', { name: 'Natalia Vélez' }).click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    const sessions = page.getByRole('list', { name: 'Sesiones abiertas' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('Esta sesión')).toBeVisible();
    await expectNoAxeViolations(page);

    // Close the phone's session from here: the phone is signed out.
    await sessions.getByRole('button', { name: /^Cerrar la sesión de / }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await phonePage.goto('/mi-avance');
    await expect(phonePage.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await phone.close();

    // Download my data.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mis-datos-academia-sst-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
      account: { email: string; nombre: string };
      consent: { version: string } | null;
      sessions: unknown[];
    };
    expect(data.account).toMatchObject({ email, nombre: 'Natalia Vélez' });
    expect(data.consent?.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(data)).not.toMatch(/password|Perfil-Original-1/i);

    // "Cambiar contraseña" from the user menu lands on the password section.
    await page.getByRole('banner').getByRole('button', { name: 'Natalia Vélez' }).click();
    await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/perfil#contrasena$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeFocused();
    const form = page.getByRole('form', { name: 'Cambiar contraseña' });
    await form.getByLabel('Contraseña actual').fill('Perfil-Original-1');
    await form.getByLabel(/^Nueva contraseña/).fill('Perfil-Nueva-2026');
    await form.getByLabel('Confirmar nueva contraseña').fill('Perfil-Nueva-2026');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByRole('status')).toContainText('Su contraseña se actualizó.');
    // Still signed in here.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Natalia Vélez' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    expect((await signInThroughForm(page, email, 'Perfil-Original-1')).code).toBe('INVALID_CREDENTIALS');
    expect((await signInThroughForm(page, email, 'Perfil-Nueva-2026')).status).toBe(200);
    await expect(page).toHaveURL(/\/inicio$/);
  });
});
