import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { DEMO_ADMIN, expectNoAxeViolations, signIn } from '../support/helpers';

async function openUsersAsAdmin(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeHidden();
  await page.goto('/admin/usuarios');
}

/**
 * An admin imports people from the CSV that Excel es-CO saves ("CSV (delimitado por comas)": Windows-1252 and
 * semicolons), with accents and ñ, checks the preview, confirms, finds the people with their names intact, and a
 * second import of the same file changes nothing.
 */
test('an admin imports a Windows-1252 CSV with accents and ñ, and re-importing it changes nothing', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const people = [
    ['José Peña Muñoz', `jose.pena.${tag}@example.co`, 'CC', `7${tag.length}1${String(Date.now()).slice(-7)}`],
    ['Ángela Ñáñez Gutiérrez', `angela.nanez.${tag}@example.co`, 'CE', `E${String(Date.now()).slice(-7)}`],
    ['Iñaki Múnera Ospina', `inaki.munera.${tag}@example.co`, '', ''],
  ];
  const csv = [
    'nombre;email;tipo_documento;numero_documento;cargo;empresa_nit;perfil',
    ...people.map(
      ([nombre, email, tipo, numero]) => `${nombre};${email};${tipo};${numero};Operario de grúa;900123456;`,
    ),
  ].join('\r\n');
  const file = { name: 'personas-excel.csv', mimeType: 'text/csv', buffer: iconv.encode(csv, 'windows-1252') };
  expect(file.buffer.includes(0xf1)).toBe(true); // the ñ really is the single Windows-1252 byte

  await openUsersAsAdmin(page);
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar personas desde un CSV' });
  await expect(dialog.getByRole('button', { name: 'Descargar plantilla CSV' })).toBeVisible();

  await dialog.getByLabel('Elegir archivo CSV').setInputFiles(file);
  await expect(dialog.getByText('Vista previa: 3 nuevas, 0 actualizadas, 0 sin cambios, 0 con errores')).toBeVisible();
  const preview = dialog.getByRole('table');
  await expect(preview.getByRole('row', { name: /Ángela Ñáñez Gutiérrez/ })).toContainText('Nueva');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(
    dialog.getByText('Importación terminada: 3 nuevas, 0 actualizadas, 0 sin cambios, 0 con errores.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill('Ñáñez');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Ángela Ñáñez Gutiérrez/ })).toContainText(people[1]![1]!);
  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(`jose.pena.${tag}`);
  await expect(table.getByRole('row', { name: /José Peña Muñoz/ })).toBeVisible();

  await page.getByRole('button', { name: 'Importar CSV' }).click();
  await dialog.getByLabel('Elegir archivo CSV').setInputFiles(file);
  await expect(dialog.getByText('Vista previa: 0 nuevas, 0 actualizadas, 3 sin cambios, 0 con errores')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(dialog.getByText('Importación terminada: no había nada que cambiar.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // Export the filtered list back: UTF-8 with a BOM for Excel, the accents intact, and it imports unchanged.
  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(tag);
  await expect(table.getByRole('row', { name: /Iñaki Múnera Ospina/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('a', { hasText: 'Exportar CSV' }).click(),
  ]);
  const exported = await fs.readFile(await download.path());
  expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = exported.toString('utf8');
  for (const [nombre, email] of people) expect(text).toContain(`${nombre!};${email!}`);
  expect(text.split('\r\n').filter((line) => line.includes(tag))).toHaveLength(3);

  await page.getByRole('button', { name: 'Importar CSV' }).click();
  await dialog
    .getByLabel('Elegir archivo CSV')
    .setInputFiles({ name: 'exportado.csv', mimeType: 'text/csv', buffer: exported });
  await expect(dialog.getByText('Vista previa: 0 nuevas, 0 actualizadas, 3 sin cambios, 0 con errores')).toBeVisible();
});

test('a file with errors shows them per row and column and cannot be confirmed', async ({ page }) => {
  const csv = ['nombre;email;tipo_documento;numero_documento', 'Sofía Ñustes;no-es-un-correo;CC;12345678'].join('\r\n');
  await openUsersAsAdmin(page);
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar personas desde un CSV' });
  await dialog
    .getByLabel('Elegir archivo CSV')
    .setInputFiles({ name: 'errores.csv', mimeType: 'text/csv', buffer: iconv.encode(csv, 'windows-1252') });
  await expect(dialog.getByText('Fila 2, columna email: el correo no es válido.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmar importación' })).toBeDisabled();
  await expectNoAxeViolations(page);
});
