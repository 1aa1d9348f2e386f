import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, expectNoAxeViolations, latestMailTo, signIn, uniqueEmail } from '../support/helpers';

test.describe.configure({ mode: 'serial' });

const suffix = String(Date.now()).slice(-5);
const finishedTitle = `Orden y aseo ${suffix}`;
const halfTitle = `Riesgo eléctrico ${suffix}`;
const document = `10${String(Date.now()).slice(-6)}4050`;
const password = 'Mi-Clave-2026';
const learnerEmail = uniqueEmail('certificada');
const routes = { finished: { id: '', itemId: '' }, half: { id: '', itemId: '' } };
let certificateCode = '';

/** 12 single-choice items whose right option always starts with "Correcta". */
function bankCsv(): string {
  const rows = Array.from({ length: 12 }, (_, i) => {
    const level = ['fácil', 'medio', 'difícil'][i % 3] ?? 'medio';
    return `Tema ${String(i % 3)};única;${level};¿Pregunta ${String(i + 1)} de la ruta?;Correcta opción ${String(i + 1)}|Incorrecta opción A|Incorrecta opción B;a;Porque sí.`;
  });
  return ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n');
}

async function routeWithBank(api: APIRequestContext, title: string) {
  const created = await api.post('/api/admin/routes', { data: { title, hours: 2 } });
  const id = ((await created.json()) as { id: string }).id;
  const withItem = await api.post(`/api/admin/routes/${id}/items`, {
    data: { kind: 'text', title: 'Lectura', body: '## Lectura\n\nUn texto breve.' },
  });
  const itemId = ((await withItem.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  await api.post(`/api/admin/routes/${id}/bank/import`, { data: { csv: bankCsv() } });
  await api.post(`/api/admin/routes/${id}/status`, { data: { status: 'published' } });
  return { id, itemId };
}

interface Step {
  sessionId: string;
  item: { id: string; options: { id: string; text: string }[] } | null;
  result?: { certificateCode: string | null } | null;
}

/** Answers `count` questions (all of them when omitted) with the option that starts with "Correcta". */
async function answer(api: APIRequestContext, routeId: string, kind: 'pretest' | 'test', count = Infinity) {
  let step = (await (await api.post('/api/evaluations/start', { data: { routeId, kind } })).json()) as Step;
  const sessionId = step.sessionId;
  for (let answered = 0; step.item && answered < count; answered += 1) {
    const right = step.item.options.find((option) => option.text.startsWith('Correcta'))?.id ?? '';
    const response = await api.post(`/api/evaluations/${sessionId}/continue`, {
      data: { itemId: step.item.id, answer: [right] },
    });
    step = { sessionId, ...((await response.json()) as Omit<Step, 'sessionId'>) };
  }
  return step;
}

test('el administrador prepara dos rutas e invita a una trabajadora con documento y empresa', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The e2e server sets PUBLIC_URL: no warning about certificate links (the banner itself is tested in unit tests).
  await expect(page.getByText('Los certificados llevarán un enlace que nadie más puede abrir')).toHaveCount(0);
  routes.finished = await routeWithBank(page.request, finishedTitle);
  routes.half = await routeWithBank(page.request, halfTitle);

  const options = (await (await page.request.get('/api/admin/users/company-options')).json()) as {
    items: { id: string; nit: string }[];
  };
  const andina = options.items.find((option) => option.nit === '900123456-8');
  const before = Date.now();
  const created = await page.request.post('/api/admin/users', {
    data: {
      nombre: 'Marcela Quintero Ruiz',
      email: learnerEmail,
      tipoDocumento: 'CC',
      numeroDocumento: document,
      cargo: 'Auxiliar de obra',
      empresaId: andina?.id ?? '',
      perfil: 'Aprendiz',
    },
  });
  expect(created.status()).toBe(201);
  const mail = await latestMailTo(learnerEmail, before - 1000);
  const token = decodeURIComponent(/activar-cuenta#token=([\w%-]+)/.exec(mail)?.[1] ?? '');
  const accepted = await page.request.post('/api/auth/invitation/accept', { data: { token, password } });
  expect(accepted.status()).toBe(200);
});

test('Inicio muestra la ruta terminada con su certificado y la prueba inicial que se puede reanudar', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(routes.half.id, 'la prueba anterior crea las rutas').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, learnerEmail, password);
  await page.waitForURL(/\/autorizacion-de-datos$/);
  await page.getByLabel(/Autorizo el tratamiento de mis datos personales/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/inicio$/);

  const api = page.request;
  await answer(api, routes.finished.id, 'pretest');
  await api.post(`/api/routes/${routes.finished.id}/items/${routes.finished.itemId}/complete`);
  const passed = await answer(api, routes.finished.id, 'test');
  certificateCode = passed.result?.certificateCode ?? '';
  expect(certificateCode).toMatch(/^SST-/);
  await answer(api, routes.half.id, 'pretest', 2);

  await page.goto('/inicio');
  const resume = page.getByRole('region', { name: 'Continuar donde quedó' });
  await expect(
    resume.getByRole('heading', { level: 3, name: `Prueba inicial sin terminar: ${halfTitle}` }),
  ).toBeVisible();
  const link = resume.getByRole('link', { name: 'Reanudar la prueba inicial' });
  await expect(link).toHaveAttribute('href', `/rutas/${routes.half.id}/pretest`);
  await expect(page.getByText(/Todavía no ha empezado ninguna ruta/)).toHaveCount(0);

  const finished = page.getByRole('region', { name: 'Rutas terminadas' });
  await expect(finished.getByRole('link', { name: finishedTitle })).toBeVisible();
  await expect(finished.getByRole('link', { name: 'Descargar certificado (PDF)' })).toHaveAttribute(
    'href',
    `/api/certificates/${certificateCode}/pdf`,
  );
  await expect(finished.getByRole('link', { name: 'Verificar' })).toHaveAttribute(
    'href',
    `/verificar/${certificateCode}`,
  );
  await expect(page.getByRole('region', { name: 'Siguiente ruta sugerida' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The link resumes the same test: the pre-test page of that route.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/rutas/${routes.half.id}/pretest$`));
});

test('la verificación pública muestra el documento enmascarado y la empresa', async ({ page }) => {
  expect(certificateCode).not.toBe('');
  await page.goto(`/verificar/${certificateCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificado válido' })).toBeVisible();
  await expect(page.getByText('Marcela Quintero Ruiz')).toBeVisible();
  await expect(page.getByText(`CC ${'•'.repeat(document.length - 4)}4050`)).toBeVisible();
  await expect(page.getByText(document)).toHaveCount(0);
  await expect(page.getByText('Constructora Andina S.A.S.')).toBeVisible();
  await expect(page.getByText(/aprobó la evaluación final con \d+ de 100/)).toBeVisible();
  await expectNoAxeViolations(page);
});
