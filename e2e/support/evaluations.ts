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

/** Answers questions as a person would (choose, "Responder", read the feedback, go on) until the result shows. */
export async function answerUntilResult(page: Page, choose: Chooser, options: { stopAfter?: number } = {}) {
  for (let answered = 0; answered < 25; answered += 1) {
    if (options.stopAfter !== undefined && answered >= options.stopAfter) return answered;
    await expect(page.getByRole('button', { name: 'Responder' })).toBeVisible();
    await choose(page);
    await page.getByRole('button', { name: 'Responder' }).click();
    const next = page.getByRole('button', { name: /^(Siguiente pregunta|Ver resultado)$/ });
    await expect(next).toBeVisible();
    const finished = (await next.textContent())?.includes('Ver resultado') ?? false;
    await next.click();
    if (finished) {
      await expect(page.getByText(/^Obtuviste \d+ de 100$/)).toBeVisible();
      return answered + 1;
    }
  }
  throw new Error('La evaluación no terminó en 25 preguntas');
}
