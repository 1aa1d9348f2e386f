import { expect, test, type Locator } from '@playwright/test';
import { DEMO_ADMIN, expectNoAxeViolations, signIn } from '../support/helpers';

/** The "Estándares" cell of a company's row (the fifth column). */
const standardsOf = (row: Locator) => row.getByRole('cell').nth(3);

test.describe('empresas', () => {
  test('el administrador crea una empresa, corrige el dígito de verificación, la edita y la desactiva', async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Empresas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();

    // The demo companies, one for each set of standards.
    const table = page.getByRole('table', { name: /empresas?$/ });
    const andina = table.getByRole('row', { name: /Constructora Andina S\.A\.S\./ });
    await expect(andina).toContainText('NIT 900123456-8');
    await expect(standardsOf(andina)).toHaveText('60');
    await expect(standardsOf(table.getByRole('row', { name: /Servicios Contables del Valle/ }))).toHaveText('7');
    await expect(standardsOf(table.getByRole('row', { name: /Distribuciones El Cafetal/ }))).toHaveText('21');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Nueva empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva empresa' });
    await expect(dialog.getByLabel('Departamento')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Nombre o razón social').fill('Panadería La Espiga de Envigado S.A.S.');
    const nit = dialog.getByLabel('NIT');
    await nit.fill('900.373.913-5');
    await nit.blur();
    await expect(dialog.getByText('El dígito de verificación del NIT 900373913 es 4, no 5.')).toBeVisible();
    await expect(nit).toHaveAttribute('aria-invalid', 'true');
    await nit.fill('900.373.913-4');
    await nit.blur();
    await expect(dialog.getByText(/El dígito de verificación/)).toHaveCount(0);

    await dialog.getByLabel('Actividad económica (CIIU)').fill('1081 Elaboración de productos de panadería');
    await dialog.getByLabel('Clase de riesgo').selectOption('I');
    await dialog.getByLabel('Número de trabajadores').fill('8');
    await expect(dialog.getByRole('status')).toContainText('Estándares mínimos aplicables: 7');
    await dialog.getByLabel('ARL').selectOption('ARL Sura');
    await dialog.getByLabel('Departamento').selectOption({ label: 'Antioquia' });
    await dialog.getByLabel('Municipio').selectOption({ label: 'Envigado' });
    await dialog.getByLabel('Dirección').fill('Calle 38 Sur # 43-12');
    await dialog.getByRole('button', { name: 'Crear empresa' }).click();
    await expect(page.getByText('Empresa creada: «Panadería La Espiga de Envigado S.A.S.».')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Buscar empresas').fill('espiga');
    const espiga = page.getByRole('table', { name: '1 empresa' }).getByRole('row', { name: /Panadería La Espiga/ });
    await expect(espiga).toContainText('NIT 900373913-4');
    await expect(espiga).toContainText('Envigado, Antioquia');
    await expect(standardsOf(espiga)).toHaveText('7');

    // More people: the 21 standards apply.
    await espiga.getByRole('button', { name: /^Editar/ }).click();
    const editor = page.getByRole('dialog', { name: 'Editar empresa' });
    await expect(editor.getByLabel('Municipio')).toHaveValue('05266');
    await editor.getByLabel('Número de trabajadores').fill('45');
    await expect(editor.getByRole('status')).toContainText('Estándares mínimos aplicables: 21');
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Empresa actualizada: «Panadería La Espiga de Envigado S.A.S.».')).toBeVisible();
    await expect(standardsOf(espiga)).toHaveText('21');

    await espiga.getByRole('button', { name: /^Desactivar/ }).click();
    const confirm = page.getByRole('dialog', { name: '¿Desactivar esta empresa?' });
    await expect(confirm).toContainText('Sus personas, sus cuentas y sus registros de formación no cambian.');
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByText('Empresa desactivada: «Panadería La Espiga de Envigado S.A.S.».')).toBeVisible();
    await expect(espiga).toContainText('Inactiva');
    await expect(espiga.getByRole('button', { name: /^Reactivar/ })).toBeVisible();
  });
});
