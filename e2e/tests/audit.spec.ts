import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, expectNoAxeViolations, signIn } from '../support/helpers';

const suffix = String(Date.now()).slice(-5);
const firstTitle = `Uso de extintores ${suffix}`;
const newTitle = `Uso y manejo de extintores ${suffix}`;

test('el administrador cambia el título de una ruta y lo encuentra en la auditoría con el antes y el después', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A route of its own, renamed in the route editor.
  await page.goto('/admin/rutas');
  await page.getByRole('button', { name: 'Nueva ruta' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva ruta' });
  await create.getByLabel('Título', { exact: true }).fill(firstTitle);
  await create.getByRole('button', { name: 'Crear ruta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Título' });
  await title.fill(newTitle);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();

  // The audit log, from the admin menu.
  await page.getByRole('link', { name: 'Auditoría' }).first().click();
  await expect(page).toHaveURL(/\/admin\/auditoria/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
  const table = page.getByRole('table', { name: /Registro de auditoría/ });
  const row = table.getByRole('row').filter({ hasText: 'Ruta editada' }).filter({ hasText: newTitle });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(DEMO_ADMIN.nombre);
  await expect(row).toContainText('Superadministrador');

  const toggle = row.getByRole('button', { name: /Ruta editada/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const changes = page.getByRole('table', { name: 'Cambios: Ruta editada' });
  const titleChange = changes.getByRole('row', { name: /Título/ });
  await expect(titleChange.getByRole('cell').nth(0)).toHaveText(firstTitle);
  await expect(titleChange.getByRole('cell').nth(1)).toHaveText(newTitle);
  await expectNoAxeViolations(page);

  // Filtering by action keeps only that kind of entry, and the filter is in the address.
  await page.getByRole('combobox', { name: 'Acción' }).click();
  await page.getByRole('option', { name: 'Ruta creada' }).click();
  await expect(page).toHaveURL(/accion=route\.create/);
  await expect(table.getByRole('row').filter({ hasText: 'Ruta editada' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Ruta creada' }).filter({ hasText: firstTitle })).toHaveCount(
    1,
  );
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Acción' })).toHaveText('Ruta creada');
  await expectNoAxeViolations(page);
});
