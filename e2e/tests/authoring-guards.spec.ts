import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_LEARNER, expectNoAxeViolations, signIn } from '../support/helpers';
import { bankCsv, importBankCsv } from '../support/bank';

/*
 * The authoring guards of ADR 034, as the people who meet them see them: an author who cannot publish a route whose
 * question bank is too small (and is told by how much), who is warned while the bank is small, who cannot retire a
 * question a published route needs; a norm whose status follows the norm that repeals it; and a search for a norm's
 * number that shows that norm first.
 */

test.describe.configure({ mode: 'serial' });

const suffix = String(Date.now()).slice(-5);
const routeTitle = `Prevención de incendios en bodega ${suffix}`;
const normNumber = `9${suffix}`;
const normTitle = `Resolución ${normNumber} de 2014`;

const refusal = (active: number, missing: number) =>
  `El banco de preguntas tiene ${String(active)} ${active === 1 ? 'pregunta activa' : 'preguntas activas'} y la ` +
  `evaluación final necesita al menos 8: agregue ${String(missing)} más antes de publicar.`;
const warning =
  'El banco tiene 8 preguntas activas; para la prueba inicial y tres intentos de la evaluación final sin repetir ' +
  'preguntas se recomiendan al menos 90.';

const publishing = (page: Page) => page.getByRole('group', { name: 'Estado y publicación' });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('una ruta con menos de 8 preguntas no se publica; con 8 se publica con un aviso, y no baja del mínimo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A new route with one lesson: everything is in order except the question bank.
  await page.goto('/admin/rutas');
  await page.getByRole('button', { name: 'Nueva ruta' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva ruta' });
  await create.getByLabel('Título', { exact: true }).fill(routeTitle);
  await create.getByRole('button', { name: 'Crear ruta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: routeTitle })).toBeVisible();
  await openTab(page, 'Contenidos');
  await page.getByRole('button', { name: 'Agregar contenido' }).click();
  await page.getByRole('menuitem', { name: 'Lectura' }).click();
  const lesson = page.getByRole('dialog', { name: 'Nuevo contenido: Lectura' });
  await lesson.getByLabel('Título', { exact: true }).fill('Clases de fuego');
  await lesson
    .getByLabel('Contenido (Markdown)')
    .fill('## Clases de fuego\n\nCada clase de fuego pide su propio extintor.');
  await lesson.getByRole('button', { name: 'Agregar contenido' }).click();
  await expect(lesson).toBeHidden();

  // Before trying, the notice beside "Publicar" already says what is missing.
  await expect(publishing(page).getByRole('status')).toHaveText(`No se puede publicar todavía. ${refusal(0, 8)}`);

  // Five questions through the import dialog: still three short.
  await openTab(page, 'Banco de preguntas');
  await importBankCsv(page, bankCsv(5, 1), 'Se importaron 5 preguntas.');
  const panel = page.getByRole('tabpanel', { name: 'Banco de preguntas' });
  await expect(panel.getByRole('status').filter({ hasText: 'No se puede publicar todavía.' })).toHaveText(
    `No se puede publicar todavía. ${refusal(5, 3)}`,
  );
  await expect(publishing(page).getByRole('status')).toHaveText(`No se puede publicar todavía. ${refusal(5, 3)}`);

  // Trying anyway: the server refuses, the page lists why with the numbers, and the route stays a draft.
  await publishing(page).getByRole('button', { name: 'Publicar' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'La ruta todavía no se puede publicar' });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await expect(refused.getByRole('listitem')).toHaveText([refusal(5, 3)]);
  await expect(publishing(page).getByText('Borrador', { exact: true })).toBeVisible();
  await expect(publishing(page).getByRole('button', { name: 'Publicar' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: routeTitle })).toBeVisible();
  await expect(publishing(page).getByText('Borrador', { exact: true })).toBeVisible();

  // Three more make eight: publishable, with a warning that names both numbers, beside "Publicar" and in the panel.
  await importBankCsv(page, bankCsv(3, 6), 'Se importaron 3 preguntas.');
  await expect(publishing(page).getByRole('status')).toHaveText(warning);
  await expect(panel.getByRole('status').filter({ hasText: 'se recomiendan al menos' })).toHaveText(warning);
  await expect(page.getByText('No se puede publicar todavía.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await publishing(page).getByRole('button', { name: 'Publicar' }).click();
  await expect(publishing(page).getByText('Publicada', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'La ruta todavía no se puede publicar' })).toHaveCount(0);
  await expect(publishing(page).getByRole('status')).toHaveText(warning);

  // Published with exactly the minimum: retiring any question is refused and the question stays active.
  await panel.getByRole('button', { name: 'Retirar ¿Pregunta 1 sobre incendios?' }).click();
  const kept = panel.getByRole('alert').filter({ hasText: 'No se pudo cambiar el estado de la pregunta.' });
  await expect(kept).toContainText(
    'Esta ruta está publicada y la evaluación final necesita al menos 8 preguntas activas; el banco tiene 8. ' +
      'Agregue otra pregunta o pase la ruta a borrador antes de retirar esta.',
  );
  await expect(panel.getByRole('button', { name: 'Retirar ¿Pregunta 1 sobre incendios?' })).toBeVisible();
  await expect(publishing(page).getByRole('status')).toHaveText(warning);
  await expectNoAxeViolations(page);
});

test('en la biblioteca del administrador, elegir la norma que deroga cambia el estado de «Vigente» a «Derogada»', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/biblioteca?pestana=normas');
  await page.getByRole('button', { name: 'Nueva norma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva norma' });
  await dialog.getByLabel('Número').fill(normNumber);
  await dialog.getByLabel('Año').fill('2014');
  await dialog.getByLabel('Expedida por').fill('Ministerio del Trabajo');
  await dialog.getByLabel('Tema (una línea)').fill('Brigadas de emergencia en bodegas');
  const status = dialog.getByRole('combobox', { name: 'Estado' });
  await expect(status).toHaveText('Vigente');

  await dialog.getByRole('combobox', { name: 'Derogada o modificada por (opcional)' }).fill('1072');
  await page.getByRole('option', { name: 'Decreto 1072 de 2015' }).click();
  await expect(status).toHaveText('Derogada');
  await expect(dialog).toContainText(
    'Otra norma la deroga o la modifica: el estado es «Derogada» o «Modificada», nunca «Vigente».',
  );
  await status.click();
  await expect(page.getByRole('option')).toHaveText(['Modificada', 'Derogada']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(status).toBeFocused();

  await dialog.getByRole('button', { name: 'Crear norma' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Norma creada: «${normTitle}».`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar normas' }).fill(normNumber);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(normTitle) }) });
  await expect(row).toContainText('Derogada');
  await expect(row).toContainText('Por: Decreto 1072 de 2015');
  await expect(row).not.toContainText('Vigente');

  // The library itself says so too; then the test norm goes away, as an author would remove a mistake.
  await row.getByRole('button', { name: `Eliminar «${normTitle}»` }).click();
  await page.getByRole('dialog', { name: '¿Eliminar esta norma?' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('rowheader', { name: new RegExp(normTitle) })).toHaveCount(0);
});

test('quien busca «1072» ve primero el Decreto 1072 de 2015, en la biblioteca legislativa y en el encabezado', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await expect(page).toHaveURL(/\/inicio$/);

  await page.goto('/bibliotecas/legislativa-sst');
  await page.getByRole('searchbox', { name: 'Buscar normas' }).fill('1072');
  await expect(page).toHaveURL(/q=1072/);
  const results = page.getByRole('region', { name: /^\d+ normas?$/ }).getByRole('listitem');
  // The answer to the search (its title marks the number), not the list before it.
  await expect(results.first().getByRole('heading').locator('mark')).toHaveText('1072');
  await expect(results.first().getByRole('heading').first()).toHaveText('Decreto 1072 de 2015');
  // Other norms mention the number (the ones it compiled): the number still puts this one first.
  await expect.poll(() => results.count()).toBeGreaterThan(1);
  await expectNoAxeViolations(page);

  const search = page.getByRole('searchbox', { name: 'Buscar rutas, contenidos y documentos' });
  await search.fill('1072');
  await expect(page.getByRole('heading', { name: 'Resultado de la búsqueda' })).toBeVisible();
  const hits = page.getByRole('list', { name: 'Resultado de la búsqueda' }).getByRole('article');
  await expect(hits.first()).toContainText('Biblioteca legislativa');
  await expect(hits.first().getByRole('heading')).toHaveText('Decreto 1072 de 2015');
  // Guides that cite the decree are found too, after it.
  await expect.poll(() => hits.count()).toBeGreaterThan(1);
  const norms = hits.filter({ hasText: 'Biblioteca legislativa' });
  await expect(norms.first().getByRole('heading')).toHaveText('Decreto 1072 de 2015');
  await expectNoAxeViolations(page);
});
