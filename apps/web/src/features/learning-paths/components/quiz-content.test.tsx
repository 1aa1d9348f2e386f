import type { QuizFeedback, QuizState } from '@academia/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../../testing/mock-api';
import { adminUser } from '../../../testing/render-app';
import { COMPLETED_AT, ITEM_PATH, renderItem } from '../testing/render-item';
import { buildContentItem, buildItemProgress, buildQuizState } from '../testing/route-fixtures';

/** A fake quiz endpoint: question p1 is right with "b", p2 with "a" and "c". */
function quizServer(initial: QuizState) {
  const key: Record<string, string[]> = { p1: ['b'], p2: ['a', 'c'] };
  let state = initial;
  return {
    answer({ body }: MockRequest) {
      const { questionId, optionIds } = body as { questionId: string; optionIds: string[] };
      const correctOptionIds = key[questionId]!;
      const feedback: QuizFeedback = {
        questionId,
        selectedOptionIds: optionIds,
        correct: [...optionIds].sort().join() === correctOptionIds.join(),
        correctOptionIds,
        explanation: questionId === 'p1' ? 'Desde 2 m de altura.' : 'El casco no detiene una caída.',
      };
      const answered = [...state.answered, feedback];
      const done = answered.length === state.questions.length;
      const score = Math.round((answered.filter((entry) => entry.correct).length / answered.length) * 100);
      state = { ...state, answered, score: done ? score : null, passed: done ? score >= state.passMark : null };
      return { body: state };
    },
    restart() {
      state = { ...initial, attempt: state.attempt + 1 };
      return { body: state };
    },
  };
}

describe('QuizContent', () => {
  const quizItem = (quiz = buildQuizState()) =>
    buildContentItem({ kind: 'quiz', html: null, quiz, manualCompletion: false });

  it('checks each answer with feedback, scores the attempt and starts another', async () => {
    const server = quizServer(buildQuizState());
    const { events, api } = await renderItem(quizItem(), {
      [`POST ${ITEM_PATH}/quiz/answers`]: server.answer,
      [`POST ${ITEM_PATH}/quiz/restart`]: server.restart,
    });
    expect(screen.getByText('Se marca como completado al aprobar el quiz.')).toBeInTheDocument();

    const first = screen.getByRole('group', { name: /¿A partir de qué altura/ });
    await events.click(within(first).getByRole('radio', { name: '2 m' }));
    await events.click(within(first).getByRole('button', { name: 'Comprobar' }));
    expect(await within(first).findByText('¡Correcto!')).toBeInTheDocument();
    expect(within(first).getByText('Desde 2 m de altura.')).toBeInTheDocument();
    expect(within(first).getByRole('radio', { name: /2 m Respuesta correcta/ })).toBeDisabled();
    expect(api.requestsTo(`POST ${ITEM_PATH}/quiz/answers`)[0]?.body).toEqual({ questionId: 'p1', optionIds: ['b'] });

    const second = screen.getByRole('group', { name: /sistema de detención/ });
    expect(second).toHaveAccessibleDescription('Seleccione todas las correctas.');
    await events.click(within(second).getByRole('checkbox', { name: 'Arnés de cuerpo completo' }));
    await events.click(within(second).getByRole('checkbox', { name: 'Casco sin barbuquejo' }));
    await events.click(within(second).getByRole('button', { name: 'Comprobar' }));
    expect(await within(second).findByText('Incorrecto.')).toBeInTheDocument();
    expect(within(second).getByRole('checkbox', { name: /Línea de vida Respuesta correcta/ })).not.toBeChecked();
    expect(
      within(second).getByRole('checkbox', { name: /Casco sin barbuquejo Tu respuesta, incorrecta/ }),
    ).toBeChecked();

    expect(await screen.findByText(/Obtuviste 50\s% \(mínimo 70\s%\)/)).toBeInTheDocument();
    expect(screen.getByText('Todavía no apruebas el quiz')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByText(/Intento 2/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 m' })).toBeEnabled();
    expect(screen.queryByText(/Obtuviste/)).not.toBeInTheDocument();
  });

  it('asks for an option before checking', async () => {
    const { events, api } = await renderItem(quizItem());
    const first = screen.getByRole('group', { name: /¿A partir de qué altura/ });
    await events.click(within(first).getByRole('button', { name: 'Comprobar' }));
    expect(first).toHaveAccessibleDescription('Elige al menos una opción antes de comprobar.');
    expect(api.requestsTo(`POST ${ITEM_PATH}/quiz/answers`)).toHaveLength(0);
  });

  it('completes the item when the quiz is passed', async () => {
    const quiz = buildQuizState({ questions: buildQuizState().questions.slice(0, 1) });
    const server = quizServer(quiz);
    const { events, api } = await renderItem(quizItem(quiz), { [`POST ${ITEM_PATH}/quiz/answers`]: server.answer });

    api.on(`GET ${ITEM_PATH}`, {
      body: buildContentItem({
        kind: 'quiz',
        html: null,
        manualCompletion: false,
        quiz: { ...quiz, score: 100, passed: true },
        progress: buildItemProgress({ completedAt: COMPLETED_AT }),
      }),
    });
    await events.click(screen.getByRole('radio', { name: '2 m' }));
    await events.click(screen.getByRole('button', { name: 'Comprobar' }));

    expect(await screen.findByText('Aprobaste el quiz')).toBeInTheDocument();
    expect(screen.getByText(/Obtuviste 100\s% \(mínimo 70\s%\)/)).toBeInTheDocument();
    expect(await screen.findByText('Completado')).toBeInTheDocument();
  });

  it('shows the questions without "Comprobar" in an admin preview', async () => {
    await renderItem(
      buildContentItem({ kind: 'quiz', html: null, quiz: buildQuizState(), preview: true }),
      {},
      adminUser,
    );
    expect(screen.getByText(/las respuestas no se envían/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 m' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Comprobar' })).not.toBeInTheDocument();
  });
});
