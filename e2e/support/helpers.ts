import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request, type Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@academia-sst.local', password: 'AdminDemo2026', nombre: 'Laura Gómez' };
export const DEMO_LEARNER = {
  email: 'aprendiz@academia-sst.local',
  password: 'AprendizDemo2026',
  nombre: 'Andrés Muñoz',
};

export async function signIn(page: Page, email: string, password: string, remember = false) {
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  if (remember) await page.getByLabel('Recordarme').check();
  // Wait for the server's answer (right or wrong): a test that opens another address at once would otherwise race
  // the session cookie and land, signed out, on the sign-in page.
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/sign-in') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await answered;
}

/**
 * A new learner of their own without the public sign-up (which allows 10 per address per hour, fewer than the suite
 * needs): the demo admin creates the person through the API, and the person activates the account from the
 * invitation in the outbox, signs in and gives the data consent, as an invited worker does.
 */
export async function invitedLearner(page: Page, name: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('invitado');
  const password = 'Alturas-Seguras-2026';
  const baseURL = process.env.E2E_BASE_URL ?? '';
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signedIn = await admin.post('/api/auth/sign-in', {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
  const sentAt = Date.now();
  const created = await admin.post('/api/admin/users', {
    data: {
      nombre: name,
      email,
      perfil: 'Aprendiz',
      tipoDocumento: null,
      numeroDocumento: null,
      cargo: null,
      empresaId: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  const link = /(http\S+\/activar-cuenta#token=[\w%-]+)/.exec(await latestMailTo(email, sentAt - 1000))?.[1];
  if (!link) throw new Error(`La invitación de ${email} no trae el enlace de activación`);
  await page.goto(link);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(page.getByText(/Su cuenta quedó activa/)).toBeVisible();
  await signIn(page, email, password);
  await page.waitForURL(/\/autorizacion-de-datos$/);
  await page.getByLabel(/Autorizo el tratamiento de mis datos personales/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  return { email, password };
}

/** Solves the real ALTCHA widget the way a person does: by ticking "No soy un robot". */
export async function solveCaptcha(page: Page) {
  await page.getByText('No soy un robot').click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 30_000 });
}

/** Decodes quoted-printable text well enough to read codes and links from an .eml file. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits for the newest e-mail to `to` in the server's outbox (one holding `containing`, when given) and returns its decoded text. */
export async function latestMailTo(to: string, after = 0, containing = ''): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return false;
        const files = fs
          .readdirSync(outbox)
          .map((file) => path.join(outbox, file))
          .filter((file) => fs.statSync(file).mtimeMs > after)
          .sort();
        found = files
          .map((file) => fs.readFileSync(file, 'utf8'))
          .filter((eml) => eml.includes(`To: ${to}`) && decodeQuotedPrintable(eml).includes(containing))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return decodeQuotedPrintable(found ?? '');
}

/** Runs axe-core for WCAG 2.0/2.1/2.2 A and AA and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `Violaciones de accesibilidad en ${page.url()}`).toEqual([]);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.co`;
}
