import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, expectNoAxeViolations, signIn } from '../support/helpers';

test.describe('panel de control', () => {
  test('el administrador ve los indicadores y los gráficos con sus tablas, y filtra por empresa', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panel de control' })).toBeVisible();

    // Nine KPIs, each with its change against the previous period said in words.
    for (const name of [
      'Aprendices activos',
      'Inscripciones',
      'Rutas completadas',
      'Asignaciones atrasadas',
      'Acciones de mejora abiertas',
    ]) {
      const card = page.getByRole('region', { name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(/(Aumentó|Disminuyó|Sin cambio|Sin comparación)/);
    }
    await expect(page.getByText(/^Todas las empresas: del /)).toBeVisible();

    // Each chart is one labelled image with a summary, and its numbers as a table behind a button.
    const weekly = page.getByRole('figure', { name: 'Actividad semanal' });
    await expect(weekly.getByRole('img', { name: /^Gráfico de barras de \d+ semanas/ })).toBeVisible();
    await weekly.getByRole('button', { name: 'Ver los datos en una tabla' }).click();
    await expect(weekly.getByRole('table', { name: 'Actividad semanal' })).toBeVisible();
    const routes = page.getByRole('figure', { name: 'Rutas completadas por ruta' });
    await routes.getByRole('button', { name: 'Ver los datos en una tabla' }).click();
    await expect(routes.getByRole('columnheader', { name: 'Evaluaciones finales aprobadas' })).toBeVisible();
    // The demo training plan has people overdue and an expired certificate: the compliance chart lists their companies.
    const compliance = page.getByRole('figure', { name: 'Cumplimiento por empresa' });
    await compliance.getByRole('button', { name: 'Ver los datos en una tabla' }).click();
    const complianceTable = compliance.getByRole('table', { name: 'Cumplimiento por empresa' });
    await expect(complianceTable.getByRole('columnheader', { name: 'Atrasada' })).toBeVisible();
    await expect(complianceTable.getByRole('row', { name: /Constructora Andina S\.A\.S\./ })).toBeVisible();
    await expectNoAxeViolations(page);

    // Filter by company, found by typing (the picker searches the server): the address keeps the choice and the
    // page says whose figures these are.
    const companyBox = page.getByRole('combobox', { name: 'Empresa' });
    await companyBox.click();
    await companyBox.fill('andina');
    await page.getByRole('option', { name: 'Constructora Andina S.A.S.' }).click();
    await expect(page).toHaveURL(/empresa=/);
    await expect(page.getByText(/^Constructora Andina S\.A\.S\.: del /)).toBeVisible();
    // After a reload the picker still names the company of the address.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Empresa' })).toHaveValue('Constructora Andina S.A.S.');

    // A custom period with the dates the wrong way round is refused on the spot.
    await page.getByRole('combobox', { name: 'Periodo' }).click();
    await page.getByRole('option', { name: 'Fechas personalizadas' }).click();
    await page.getByLabel('Desde').fill('2026-06-10');
    await page.getByLabel('Hasta').fill('2026-06-01');
    await page.getByRole('button', { name: 'Aplicar fechas' }).click();
    await expect(page.getByText('La fecha final debe ser igual o posterior a la inicial.')).toBeVisible();
    await page.getByLabel('Hasta').fill('2026-06-12');
    await page.getByRole('button', { name: 'Aplicar fechas' }).click();
    await expect(page).toHaveURL(/periodo=custom&desde=2026-06-10&hasta=2026-06-12/);
    await expect(page.getByText(/del 10 de junio de 2026 al 12 de junio de 2026/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
