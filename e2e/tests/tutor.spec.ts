import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, invitedLearner } from '../support/helpers';

// Each test has its own learner: the demo learner may have a final test left running by earlier tests, and the
// tutor is closed to a learner during a final test.

test('un aprendiz pregunta al tutor por el trabajo en alturas y abre la norma citada', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await invitedLearner(page, 'Jairo Beltrán');

  await page.getByRole('button', { name: 'Preguntar al tutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tutor de SST' });
  await expect(dialog).toBeVisible();
  const question = dialog.getByRole('textbox', { name: 'Su pregunta' });
  await expect(question).toBeFocused();
  await question.fill('¿Desde qué altura se considera trabajo en alturas?');
  await question.press('Enter');

  const conversation = dialog.getByRole('list', { name: 'Conversación' });
  await expect(conversation).toContainText('2 metros');
  await expect(conversation).toContainText('responsable de SST de su empresa');
  // Screen readers hear the answer once, complete, from the polite live region.
  await expect(dialog.getByRole('status')).toContainText('Respuesta del tutor:');
  const citation = dialog.getByRole('link', { name: 'Resolución 4272 de 2021' }).first();
  await expect(citation).toBeVisible();
  await expectNoAxeViolations(page);

  await citation.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/bibliotecas\/legislativa-sst\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Resolución 4272 de 2021');
});

test('el tutor guarda la conversación y declina lo que no es de SST', async ({ page }) => {
  await invitedLearner(page, 'Yolanda Rincón');
  await page.getByRole('button', { name: 'Preguntar al tutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tutor de SST' });
  const question = dialog.getByRole('textbox', { name: 'Su pregunta' });
  await question.fill('Dame una receta de ajiaco santafereño');
  await question.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Conversación' })).toContainText('No encontré');

  await dialog.getByRole('button', { name: 'Conversaciones anteriores' }).click();
  const earlier = dialog.getByRole('region', { name: 'Conversaciones anteriores' });
  await expect(earlier.getByRole('button', { name: /^Dame una receta de ajiaco/ })).toBeVisible();
  await earlier.getByRole('button', { name: /^Borrar la conversación «Dame una receta/ }).click();
  await expect(earlier.getByRole('button', { name: /^Dame una receta de ajiaco/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Nueva conversación' }).click();
  await expect(dialog.getByRole('list', { name: 'Conversación' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
