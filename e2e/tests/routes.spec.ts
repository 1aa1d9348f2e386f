import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_LEARNER, expectNoAxeViolations, signIn } from '../support/helpers';
import { bankCsv } from '../support/bank';
import { answerUntilResult, chooseFirst } from '../support/evaluations';
import { minimalPdf, recordTestVideo } from '../support/media';

test.describe.configure({ mode: 'serial' });

const routeTitle = `Manejo seguro de sustancias químicas ${String(Date.now()).slice(-5)}`;
let routePath = '';

async function addItem(page: Page, kind: string, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Agregar contenido' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
  const dialog = page.getByRole('dialog', { name: `Nuevo contenido: ${kind}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Agregar contenido' }).click();
  await expect(dialog).toBeHidden();
}

const itemTitles = (page: Page) =>
  page
    .getByRole('button', { name: /^Mover / })
    .evaluateAll((buttons) =>
      buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Mover /, '')),
    );

test('un administrador crea una ruta con lectura, PDF y video, la reordena y la publica', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/rutas');
  await expect(page.getByRole('heading', { level: 1, name: 'Rutas y contenido' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nueva ruta' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva ruta' });
  await create.getByLabel('Título', { exact: true }).fill(routeTitle);
  await create.getByRole('button', { name: 'Crear ruta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: routeTitle })).toBeVisible();
  routePath = new URL(page.url()).pathname.replace('/admin', '');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Contenidos' }).click();
  await addItem(page, 'Lectura', async (dialog) => {
    await dialog.getByLabel('Título', { exact: true }).fill('La ficha de datos de seguridad');
    await dialog
      .getByLabel('Contenido (Markdown)')
      .fill('## Qué contiene\n\nLa **ficha de datos de seguridad** describe los peligros de cada sustancia.');
    await dialog.getByRole('tab', { name: 'Vista previa' }).click();
    await expect(dialog.getByRole('heading', { name: 'Qué contiene' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await addItem(page, 'Documento PDF', async (dialog) => {
    await dialog.getByLabel('Título', { exact: true }).fill('Formato de inventario de sustancias');
    await dialog.getByLabel('Subir archivo').setInputFiles({
      name: 'inventario.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Inventario de sustancias quimicas'),
    });
    await expect(dialog.getByText('inventario.pdf')).toBeVisible();
  });
  const video = await recordTestVideo(page, 3);
  await addItem(page, 'Video', async (dialog) => {
    await dialog.getByLabel('Título', { exact: true }).fill('Almacenamiento compatible');
    await dialog.getByLabel('Subir archivo').setInputFiles({
      name: 'almacenamiento.webm',
      mimeType: 'video/webm',
      buffer: video,
    });
    await expect(dialog.getByText('almacenamiento.webm')).toBeVisible();
    await dialog.getByLabel('Subir subtítulos (.vtt)').setInputFiles({
      name: 'almacenamiento.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:03.000\nGuarde cada sustancia según su compatibilidad.\n'),
    });
    await expect(dialog.getByText('almacenamiento.vtt')).toBeVisible();
  });
  expect(await itemTitles(page)).toEqual([
    'La ficha de datos de seguridad',
    'Formato de inventario de sustancias',
    'Almacenamiento compatible',
  ]);

  // Keyboard drag and drop: pick the video up, move it one place up, drop it.
  await page.getByRole('button', { name: 'Mover Almacenamiento compatible' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Tomó «Almacenamiento compatible»/)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('«Almacenamiento compatible» pasó a la posición 2 de 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect
    .poll(() => itemTitles(page))
    .toEqual(['La ficha de datos de seguridad', 'Almacenamiento compatible', 'Formato de inventario de sustancias']);
  await expectNoAxeViolations(page);

  await page.reload();
  await page.getByRole('tab', { name: 'Contenidos' }).click();
  await expect
    .poll(() => itemTitles(page))
    .toEqual(['La ficha de datos de seguridad', 'Almacenamiento compatible', 'Formato de inventario de sustancias']);

  // A route is published only with a bank of at least 8 questions (ADR 034).
  const routeId = routePath.split('/').pop() ?? '';
  const imported = await page.request.post(`/api/admin/routes/${routeId}/bank/import`, { data: { csv: bankCsv(8) } });
  expect(((await imported.json()) as { created: number }).created).toBe(8);
  await page.reload();
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('group', { name: 'Estado y publicación' }).getByText('Publicada')).toBeVisible();
});

test('un aprendiz recorre la ruta, retoma donde quedó tras recargar y llega al 100 %', async ({ page }) => {
  test.setTimeout(240_000); // the walk now starts with the route's prueba inicial
  expect(routePath, 'la prueba anterior crea la ruta').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(page).toHaveURL(/\/inicio$/);

  await page.goto('/rutas');
  await page.getByLabel('Buscar rutas', { exact: true }).fill('sustancias químicas');
  const card = page.getByRole('heading', { name: routeTitle });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: routeTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  // The route has a bank, so its prueba inicial opens the contents, which then unlock in order.
  await page.goto(`${routePath}/pretest`);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await answerUntilResult(page, chooseFirst);
  await page.goto(routePath);
  const steps = page.getByRole('list', { name: 'Pasos de la ruta' });
  await expect(
    steps.getByText('Complete primero «La ficha de datos de seguridad» para desbloquear este paso.'),
  ).toHaveCount(2);
  await page.getByRole('link', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'La ficha de datos de seguridad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Qué contiene' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Completar y continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Almacenamiento compatible' })).toBeVisible();
  await expectNoAxeViolations(page);
  const player = page.locator('video');
  await expect(player.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'es');
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  // Watching to the end completes the video by itself.
  await expect(page.getByText('Completado', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Continuar: Formato de inventario de sustancias' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Formato de inventario de sustancias' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();

  // Leave and come back: the route remembers where the learner was.
  await page.goto(routePath);
  await page.reload();
  await expect(page.getByRole('progressbar', { name: `Avance en ${routeTitle}: 66 %` })).toBeVisible();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Formato de inventario de sustancias' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The last content: completing it leads to the final test.
  await page.getByRole('button', { name: 'Completar y continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`${routePath}/test$`));
  await page.goto('/rutas');
  await expect(page.getByRole('progressbar', { name: `Avance en ${routeTitle}: 100 %` })).toBeVisible();
});

test('en un teléfono, un aprendiz presenta el pre-test de una ruta de demostración, lee y retoma la lectura', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(page).toHaveURL(/\/inicio$/);
  await page.goto('/rutas');
  const title = 'Fundamentos del SG-SST';
  await page
    .getByRole('heading', { name: new RegExp(title) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  await expectNoAxeViolations(page);
  // Seeded routes have an item bank: the diagnostic pre-test comes first and unlocks the lessons.
  await page.getByRole('link', { name: 'Presentar la prueba inicial' }).click();
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expectNoAxeViolations(page);
  await answerUntilResult(page, chooseFirst);
  await page.getByRole('link', { name: 'Volver a la ruta' }).first().click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('button', { name: 'Completar y continuar' })).toBeVisible();
  const lesson = page.url();
  await expectNoAxeViolations(page);

  // Scroll halfway through the lesson, leave, and come back at the same place.
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
  await page.waitForTimeout(500);
  await page.goto('/rutas');
  await page.goto(lesson);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(100);

  await page.getByRole('button', { name: 'Completar y continuar' }).click();
  await expect(page).not.toHaveURL(lesson);
});
