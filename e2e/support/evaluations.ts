import { expect, type Page } from '@playwright/test';

/** Picks an answer on the question on screen (the radio or checkbox to tick). */
export type Chooser = (page: Page) => Promise<void>;

export const chooseOption =
  (name: RegExp): Chooser =>
  async (page) => {
    const question = page.getByRole('group').filter({ has: page.getByRole('radio').or(page.getByRole('checkbox')) });
    await question.getByRole('radio', { name }).or(question.getByRole('checkbox', { name })).first().check();
  };

export const chooseFirst: Chooser = async (page) => {
  const question = page.getByRole('group').filter({ has: page.getByRole('radio').or(page.getByRole('checkbox')) });
  await question.getByRole('radio').or(question.getByRole('checkbox')).first().check();
};

/**
 * Answers questions as a person would (choose, "Responder") until the result shows. After each answer the page only
 * says it was saved (announced politely) and moves on to the next question: no key, no right or wrong.
 */
export async function answerUntilResult(page: Page, choose: Chooser, options: { stopAfter?: number } = {}) {
  const result = page.getByText(/^Puntaje: \d+ de 100$/);
  for (let answered = 0; answered < 25; answered += 1) {
    if (options.stopAfter !== undefined && answered >= options.stopAfter) return answered;
    await expect(page.getByRole('button', { name: 'Responder' })).toBeVisible();
    const heading = (await page.getByRole('heading', { level: 2, name: /^Pregunta \d+$/ }).textContent()) ?? '';
    const number = Number(heading.replace(/\D/g, ''));
    await choose(page);
    await page.getByRole('button', { name: 'Responder' }).click();
    const recorded = page.getByText(`Pregunta ${String(number)}: respuesta guardada.`);
    await expect(recorded).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ has: recorded })).toHaveCount(1);
    await expect(
      page.getByRole('heading', { level: 2, name: `Pregunta ${String(number + 1)}` }).or(result),
    ).toBeVisible();
    await expect(page.getByText(/^(¡Correcto!|Incorrecto)$|Respuestas? correctas?:/)).toHaveCount(0);
    if (await result.isVisible()) return answered + 1;
  }
  throw new Error('La evaluación no terminó en 25 preguntas');
}
