import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_LEARNER, latestMailTo, signIn, solveCaptcha, uniqueEmail } from '../support/helpers';

test.describe('cuentas', () => {
  test('una persona se registra con el captcha real y entra a su inicio', async ({ page }) => {
    const email = uniqueEmail('registro');
    await page.goto('/registrarme');
    await page.getByLabel('Nombre completo').fill('Camila Rodríguez');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel(/^Contraseña/).fill('Alturas-Seguras-2026');
    await page.getByLabel('Confirmar contraseña').fill('Alturas-Seguras-2026');
    await page.getByRole('checkbox', { name: /Autorizo el tratamiento de mis datos personales/ }).check();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();
    // The next step in plain words, the same for a new or a registered address, and the address to double-check.
    await expect(page.getByRole('alert')).toContainText(
      'Ahora inicie sesión con su correo y la contraseña que eligió.',
    );
    await expect(page.getByRole('alert')).toContainText('revise la carpeta de correo no deseado');
    await expect(page.getByText(`Correo que escribió: ${email}`)).toBeVisible();
    const welcome = await latestMailTo(email);
    expect(welcome).toContain('Su cuenta en Academia SST está lista');
    expect(welcome).toContain('Le damos la bienvenida a Academia SST');

    await signIn(page, email, 'Alturas-Seguras-2026');
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole('banner').getByText('Camila Rodríguez')).toBeVisible();
  });

  test('/registrate también muestra el registro', async ({ page }) => {
    await page.goto('/registrate');
    await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  });

  test('sin "Recordarme" la cookie muere con el navegador; con él dura 30 días', async ({ page, context }) => {
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password, false);
    await expect(page).toHaveURL(/\/inicio$/);
    let cookie = (await context.cookies()).find((c) => c.name === 'sst_sesion');
    expect(cookie?.expires).toBe(-1);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    await page.reload();
    await expect(page.getByRole('banner').getByText(DEMO_LEARNER.nombre)).toBeVisible();

    await context.clearCookies();
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password, true);
    await expect(page).toHaveURL(/\/inicio$/);
    cookie = (await context.cookies()).find((c) => c.name === 'sst_sesion');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('una contraseña equivocada muestra un mensaje claro en español', async ({ page }) => {
    await signIn(page, DEMO_LEARNER.email, 'no-es-la-clave');
    await expect(
      page.getByRole('alert').filter({ hasText: 'El correo o la contraseña no son correctos.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('restablece la contraseña con el código del correo del outbox', async ({ page }) => {
    // A fresh account, so the demo learner's password stays as the README says.
    const email = uniqueEmail('olvido');
    await page.goto('/registrarme');
    await page.getByLabel('Nombre completo').fill('Jorge Díaz');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel(/^Contraseña/).fill('Clave-Original-1');
    await page.getByLabel('Confirmar contraseña').fill('Clave-Original-1');
    await page.getByRole('checkbox', { name: /Autorizo el tratamiento de mis datos personales/ }).check();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();

    const requestedAt = Date.now();
    await page.goto('/');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page).toHaveURL(/\/reestablecer-contrasena$/);
    await page.getByLabel('Correo electrónico').fill(email);
    await solveCaptcha(page);
    await page.getByRole('button', { name: /enviar|solicitar/i }).click();

    const mail = await latestMailTo(email, requestedAt);
    const code = /es: (\d{6})/.exec(mail)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Código de verificación').fill(code);
    await page.getByLabel(/^Nueva contraseña/).fill('Clave-Nueva-2026');
    await page.getByLabel('Confirmar nueva contraseña').fill('Clave-Nueva-2026');
    await page.getByRole('button', { name: /cambiar|guardar|restablecer/i }).click();
    await expect(page.getByRole('heading', { name: 'Contraseña actualizada' })).toBeVisible();

    await signIn(page, email, 'Clave-Original-1');
    await expect(
      page.getByRole('alert').filter({ hasText: 'El correo o la contraseña no son correctos.' }),
    ).toBeVisible();
    await signIn(page, email, 'Clave-Nueva-2026');
    await expect(page).toHaveURL(/\/inicio$/);
  });
  test('el enlace del correo lleva el token tras "#" y restablece la contraseña', async ({ page }) => {
    const email = uniqueEmail('enlace');
    await page.goto('/registrarme');
    await page.getByLabel('Nombre completo').fill('Lucía Gómez');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel(/^Contraseña/).fill('Clave-Original-1');
    await page.getByLabel('Confirmar contraseña').fill('Clave-Original-1');
    await page.getByRole('checkbox', { name: /Autorizo el tratamiento de mis datos personales/ }).check();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();

    const requestedAt = Date.now();
    await page.goto('/reestablecer-contrasena');
    await page.getByLabel('Correo electrónico').fill(email);
    await solveCaptcha(page);
    await page.getByRole('button', { name: /enviar|solicitar/i }).click();
    // The sign-up's own mail may still be on its way and land after `requestedAt`: wait for the reset mail itself.
    const mail = await latestMailTo(email, requestedAt, '/reestablecer-contrasena');
    const link = /https?:\/\/\S*\/reestablecer-contrasena\S*/.exec(mail)?.[0] ?? '';
    // The token travels in the fragment, which the browser never sends to the server.
    expect(link).toMatch(/\/reestablecer-contrasena#token=[\w-]{32,}$/);

    await page.goto(new URL(link).pathname + new URL(link).hash);
    await expect(page.getByRole('heading', { name: 'Cree su nueva contraseña' })).toBeVisible();
    await page.getByLabel(/^Nueva contraseña/).fill('Clave-Enlace-2026');
    await page.getByLabel('Confirmar nueva contraseña').fill('Clave-Enlace-2026');
    await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'Contraseña actualizada' })).toBeVisible();
    await signIn(page, email, 'Clave-Enlace-2026');
    await expect(page).toHaveURL(/\/inicio$/);
  });

  test('un enlace antiguo con "?token=" pasa el token al fragmento de inmediato', async ({ page }) => {
    const token = 'x'.repeat(40);
    await page.goto(`/reestablecer-contrasena?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Cree su nueva contraseña' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/reestablecer-contrasena#token=${token}$`));
  });
});

test.describe('redirecciones y permisos', () => {
  test('el administrador llega al panel y el aprendiz a su inicio', async ({ page, context }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await context.clearCookies();
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await expect(page).toHaveURL(/\/inicio$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/inicio$/);
  });

  test('un visitante anónimo va al inicio de sesión y vuelve a donde quería ir', async ({ page }) => {
    await page.goto('/mi-avance');
    await expect(page).toHaveURL(/\/$/);
    await page.getByLabel('Correo electrónico').fill(DEMO_LEARNER.email);
    await page.getByLabel(/^Contraseña/).fill(DEMO_LEARNER.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/mi-avance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi avance' })).toBeVisible();
  });

  test('un aprendiz que abre una página de administración ve "No autorizado"', async ({ page }) => {
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await expect(page).toHaveURL(/\/inicio$/);
    await page.goto('/admin/usuarios');
    await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const api = await page.request.get('/api/admin/users');
    expect(api.status()).toBe(403);
  });

  test('el administrador ve la tabla real de usuarios', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/usuarios');
    await page.getByLabel('Buscar usuarios').fill('aprendiz@');
    await expect(page.getByRole('cell', { name: DEMO_LEARNER.email })).toBeVisible();
    await expect(page.getByRole('cell', { name: DEMO_ADMIN.email })).toHaveCount(0);
  });

  test('"Cerrar sesión" en el menú del encabezado termina la sesión', async ({ page }) => {
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await expect(page).toHaveURL(/\/inicio$/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Andrés Muñoz|cuenta|usuario/i })
      .click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/$/);
    expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();
  });
});
