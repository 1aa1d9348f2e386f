import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_LEARNER, expectNoAxeViolations, signIn } from '../support/helpers';

/**
 * Every page at 390 × 844, the phone the walk-through used (docs/product.md §4): nothing scrolls sideways, the
 * avatar menu stays inside the header, and the library filters fold behind "Filtros".
 */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const routeTitle = `Orden y aseo en obra ${String(Date.now()).slice(-5)}`;
let routeId = '';
let lessonId = '';
let learnerId = '';

/** 12 single-choice items in 3 topics, each with a long prompt (the result's topic table gets real text). */
function bankCsv(): string {
  const topics = ['Orden y limpieza de áreas de trabajo', 'Almacenamiento de materiales', 'Rutas de evacuación'];
  const rows = Array.from({ length: 24 }, (_, i) => {
    const level = ['fácil', 'medio', 'difícil'][i % 3] ?? 'medio';
    const topic = topics[i % 3] ?? 'Rutas de evacuación';
    return `${topic};única;${level};¿Qué se debe hacer en la situación ${String(i + 1)} del frente de obra?;Correcta opción ${String(i + 1)}|Incorrecta opción A|Incorrecta opción B;a;El orden previene caídas.`;
  });
  return ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n');
}

/** The elements sticking out past the right edge of the screen, named well enough to find them in the code. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const names: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Only the outermost culprit of each branch: a child of an overflowing element says nothing new.
      if (element.parentElement && element.parentElement.getBoundingClientRect().right > width + 0.5) continue;
      const classes = Array.from(element.classList)
        .filter((name) => name.startsWith('Mui') || !name.startsWith('css-'))
        .slice(0, 3)
        .join('.');
      names.push(`${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (derecha ${Math.round(box.right)})`);
    }
    return names.slice(0, 8);
  }, PHONE.width);
}

/** The page is no wider than the phone, and the avatar menu button sits inside the header and the screen. */
async function expectFitsThePhone(page: Page, personName: string) {
  // Generous waits: six servers share this machine's two cores while the suites run.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByText(/^Cargando/)).toHaveCount(0, { timeout: 30_000 });
  const { scrollWidth, innerWidth, mainOverflow } = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      mainOverflow: main ? main.scrollWidth - main.clientWidth : 0,
    };
  });
  const culprits = scrollWidth > PHONE.width || mainOverflow > 0 ? await overflowingElements(page) : [];
  const where = new URL(page.url()).pathname + new URL(page.url()).search;
  // innerWidth alone is not enough: a phone browser zooms out to show a wider page, and innerWidth grows with it.
  // Soft: one run lists every page that does not fit, not only the first.
  expect.soft(scrollWidth, `${where} se desplaza de lado por: ${culprits.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
  expect.soft(scrollWidth, `${where}: más ancha que la ventana`).toBeLessThanOrEqual(innerWidth);
  // The shell lets the main area scroll rather than the page; nothing should need even that.
  expect
    .soft(mainOverflow, `${where}: el contenido principal se desplaza de lado por: ${culprits.join(', ')}`)
    .toBeLessThanOrEqual(0);

  const header = page.getByRole('banner');
  const avatar = header.getByRole('button', { name: personName });
  await expect(avatar).toBeVisible();
  const avatarBox = await avatar.boundingBox();
  const headerBox = await header.boundingBox();
  expect(avatarBox, `${where}: el botón del avatar`).not.toBeNull();
  expect(headerBox).not.toBeNull();
  if (!avatarBox || !headerBox) return;
  expect.soft(avatarBox.x, `${where}: el avatar empieza dentro de la pantalla`).toBeGreaterThanOrEqual(0);
  expect
    .soft(avatarBox.x + avatarBox.width, `${where}: el avatar termina dentro de la pantalla y del encabezado`)
    .toBeLessThanOrEqual(Math.min(PHONE.width, headerBox.x + headerBox.width));
  expect
    .soft(avatarBox.y + avatarBox.height, `${where}: el avatar queda dentro del encabezado`)
    .toBeLessThanOrEqual(headerBox.y + headerBox.height);
}

async function visitAll(page: Page, urls: readonly string[], personName: string) {
  for (const url of urls) {
    await page.goto(url);
    await expectFitsThePhone(page, personName);
  }
}

// Not serial: a page that does not fit must not hide the results of the others. A worker that restarts after a
// failure runs this again and makes a route of its own.
test.beforeAll('un administrador prepara una ruta con banco de preguntas', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'es-CO' });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const api = page.request;
  const created = await api.post('/api/admin/routes', { data: { title: routeTitle, attempts: 3 } });
  expect(created.ok()).toBe(true);
  routeId = ((await created.json()) as { id: string }).id;
  const item = await api.post(`/api/admin/routes/${routeId}/items`, {
    data: { kind: 'text', title: 'Orden en el frente de obra', body: '## Orden\n\nUn frente ordenado evita caídas.' },
  });
  expect(item.ok()).toBe(true);
  lessonId = ((await item.json()) as { id: string }).id;
  const imported = await api.post(`/api/admin/routes/${routeId}/bank/import`, { data: { csv: bankCsv() } });
  expect(imported.ok()).toBe(true);
  const published = await api.post(`/api/admin/routes/${routeId}/status`, { data: { status: 'published' } });
  expect(published.ok()).toBe(true);
  const found = await api.get(`/api/admin/users?q=${encodeURIComponent(DEMO_LEARNER.email)}`);
  learnerId = ((await found.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  expect(learnerId).not.toBe('');
  await context.close();
});

test('las páginas del aprendiz caben en el teléfono', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(page).toHaveURL(/\/inicio$/);

  // The pre-test answered through the API, as the page would: its result (with the topic table) is a page too.
  let answer = await page.request.post('/api/evaluations/start', { data: { routeId, kind: 'pretest' } });
  type Step = { sessionId?: string; item: { id: string; options: { id: string }[] } | null };
  let step = (await answer.json()) as Step;
  const sessionId = step.sessionId ?? '';
  for (let count = 0; step.item && count < 25; count += 1) {
    answer = await page.request.post(`/api/evaluations/${sessionId}/continue`, {
      data: { itemId: step.item.id, answer: [step.item.options[count % 3]?.id ?? ''] },
    });
    expect(answer.ok()).toBe(true);
    step = (await answer.json()) as Step;
  }
  expect(step.item, 'el pre-test terminó').toBeNull();

  await visitAll(
    page,
    [
      '/inicio',
      '/rutas',
      `/rutas/${routeId}`,
      `/rutas/${routeId}/${lessonId}`,
      `/rutas/${routeId}/pretest`,
      '/mi-avance',
      '/bibliotecas',
      '/bibliotecas/educativa-sst',
      '/bibliotecas/legislativa-sst',
      '/favoritos',
      '/perfil',
      '/ayuda',
    ],
    DEMO_LEARNER.nombre,
  );
});

test('los documentos, las normas y las rutas abiertos desde sus listas caben en el teléfono', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(page).toHaveURL(/\/inicio$/);

  // One document and one norm, opened from their lists.
  for (const list of ['/bibliotecas/educativa-sst', '/bibliotecas/legislativa-sst']) {
    await page.goto(list);
    await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().click();
    await expect(page).not.toHaveURL(new RegExp(`${list}$`));
    await expectFitsThePhone(page, DEMO_LEARNER.nombre);
  }

  // A route card starts with its title (no picture half a screen tall), the heart on the title's row.
  await page.goto('/rutas');
  const firstRoute = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
    .first();
  const cardBox = await firstRoute.boundingBox();
  const titleBox = await firstRoute.getByRole('heading').boundingBox();
  const heartBox = await firstRoute.getByRole('button', { name: /favoritos/ }).boundingBox();
  if (!cardBox || !titleBox || !heartBox) throw new Error('La tarjeta de la ruta no se ve');
  expect(titleBox.y - cardBox.y, 'a lo sumo una franja de imagen sobre el título').toBeLessThan(120);
  expect(heartBox.y, 'el corazón está en la fila del título').toBeLessThan(titleBox.y + titleBox.height);
  expect(cardBox.height, 'la tarjeta ocupa menos de media pantalla').toBeLessThan(PHONE.height / 2);

  // A seeded route opened from the catalog, and the favourites page once it holds something.
  await firstRoute.getByRole('button', { name: 'Agregar a favoritos' }).click();
  await expect(firstRoute.getByRole('button', { name: 'Quitar de favoritos' })).toBeVisible();
  await firstRoute.getByRole('heading').getByRole('link').click();
  await expectFitsThePhone(page, DEMO_LEARNER.nombre);
  await page.goto('/favoritos');
  await expectFitsThePhone(page, DEMO_LEARNER.nombre);
});

test('las páginas del administrador caben en el teléfono', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await visitAll(
    page,
    [
      '/admin/dashboard',
      '/admin/rutas',
      `/admin/rutas/${routeId}`,
      `/admin/rutas/${routeId}?pestana=contenidos`,
      `/admin/rutas/${routeId}?pestana=inscritos`,
      `/admin/rutas/${routeId}?pestana=banco`,
      '/admin/usuarios',
      `/admin/usuarios/${learnerId}`,
      '/admin/empresas',
      '/admin/auditoria',
      '/admin/biblioteca',
      '/admin/biblioteca?pestana=normas',
      '/admin/insight-hub',
      '/admin/evaluacion',
      `/rutas/${routeId}/pretest/${learnerId}`,
    ],
    DEMO_ADMIN.nombre,
  );
});

test('el menú del administrador dice «Analítica», no «Insight Hub»', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name: 'Analítica', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/insight-hub$/);
  await expect(page.getByText('Insight Hub')).toHaveCount(0);
});

test('los filtros de la biblioteca se pliegan tras «Filtros» en el teléfono', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(page).toHaveURL(/\/inicio$/);
  await page.goto('/bibliotecas/legislativa-sst');
  const search = page.getByRole('searchbox', { name: 'Buscar normas' });
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  const status = page.getByRole('combobox', { name: 'Estado' });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(status).toBeHidden();
  // The first result now shows on the first screen, under the search box.
  const firstCard = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
    .first();
  await expect(firstCard).toBeVisible();
  expect((await firstCard.boundingBox())?.y ?? PHONE.height).toBeLessThan(PHONE.height);
  await expectFitsThePhone(page, DEMO_LEARNER.nombre);
  await expectNoAxeViolations(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panelId = (await toggle.getAttribute('aria-controls')) ?? '';
  expect(panelId).not.toBe('');
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  await expect(status).toBeVisible();
  await status.selectOption({ label: 'Vigente' });
  await expect(page).toHaveURL(/estado=in_force/);
  await expect(toggle).toHaveAccessibleName('Filtros 1 activo');
  await page.getByRole('combobox', { name: 'Tema' }).selectOption({ index: 1 });
  await expect(toggle).toHaveAccessibleName('Filtros 2 activos');
  await expectFitsThePhone(page, DEMO_LEARNER.nombre);
  await expectNoAxeViolations(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(status).toBeHidden();
  await expect(toggle).toContainText('2');
  await expectNoAxeViolations(page);
});

test.describe('en el escritorio', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('los filtros de la biblioteca siguen a la vista, sin botón «Filtros»', async ({ page }) => {
    await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await expect(page).toHaveURL(/\/inicio$/);
    await page.goto('/bibliotecas/educativa-sst');
    await expect(page.getByRole('combobox', { name: 'Tipo' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filtros/ })).toHaveCount(0);
  });
});
