import type { Quiz } from '@academia/shared';
import { describe, expect, it } from 'vitest';
import { answerQuestion, emptyQuizState, restartQuiz, toQuizState, type StoredQuizState } from './quiz-grading.js';

const letters = ['a', 'b', 'c', 'd'];
const quiz: Quiz = {
  passMark: 70,
  questions: Array.from({ length: 5 }, (_, q) => ({
    id: `q${String(q + 1)}`,
    prompt: `Pregunta ${String(q + 1)}. Selecciona todas las correctas.`,
    explanation: `Porque sí ${String(q + 1)}.`,
    options: letters.map((id) => ({ id, text: `Opción ${id.toUpperCase()} de ${String(q + 1)}`, correct: id === 'c' })),
  })),
};

/** A repeatable stream of seeds, so the test is deterministic. */
function seeds(start = 1) {
  let next = start;
  return () => (next = (next * 48_271) % 2_147_483_647);
}

const orderOf = (state: StoredQuizState) =>
  toQuizState(quiz, state)
    .questions.map((question) => `${question.id}:${question.options.map((option) => option.id).join('')}`)
    .join(' ');

describe('review ("Repaso") retries', () => {
  it('keeps the author’s order on the first attempt and shows a new order of questions and options on each retry', () => {
    const first = emptyQuizState();
    expect(orderOf(first)).toBe('q1:abcd q2:abcd q3:abcd q4:abcd q5:abcd');
    const nextSeed = seeds();
    const orders = [orderOf(first)];
    let state = first;
    for (let retry = 0; retry < 6; retry += 1) {
      state = restartQuiz(quiz, state, nextSeed);
      const order = orderOf(state);
      expect(order).not.toBe(orders.at(-1));
      orders.push(order);
    }
    expect(new Set(orders).size).toBeGreaterThan(3);
    // Both levels move: some retry changes the question order, and some changes the options inside a question.
    const questionOrders = orders.map((order) => order.replace(/:\w+/g, ''));
    expect(new Set(questionOrders).size).toBeGreaterThan(1);
    expect(orders.some((order) => !order.includes('abcd'))).toBe(true);
  });

  it('shows the same order on every read of one attempt (a reload does not reshuffle)', () => {
    const state = restartQuiz(quiz, emptyQuizState(), seeds(7));
    expect(orderOf(state)).toBe(orderOf({ ...state }));
    expect(state.attempt).toBe(2);
  });

  it('grades by option id whatever the order, so a shuffled attempt is still marked right', () => {
    let state = restartQuiz(quiz, emptyQuizState(), seeds(3));
    const shown = toQuizState(quiz, state).questions;
    expect(shown.map((question) => question.id)).not.toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    for (const question of shown) state = answerQuestion(quiz, state, question.id, ['c']);
    const result = toQuizState(quiz, state);
    expect(result.answered.every((feedback) => feedback.correct)).toBe(true);
    expect(result).toMatchObject({ score: 100, passed: true });
    // The first option shown is not the right one everywhere: position alone would have graded wrongly.
    expect(shown.some((question) => question.options[0]?.id !== 'c')).toBe(true);
  });

  it('never repeats the previous order when another one exists, even with an unlucky seed', () => {
    const twoOptions: Quiz = {
      passMark: 50,
      questions: [
        {
          id: 'q',
          prompt: '¿Verdadero o falso?',
          explanation: '.',
          options: [
            { id: 'v', text: 'Verdadero', correct: true },
            { id: 'f', text: 'Falso', correct: false },
          ],
        },
      ],
    };
    const stuck = [5, 5, 5, 5];
    let call = 0;
    const unlucky = () => stuck[call++] ?? 1000 + call;
    const once = restartQuiz(twoOptions, emptyQuizState(), () => 5);
    const order = (s: StoredQuizState) =>
      toQuizState(twoOptions, s)
        .questions[0]?.options.map((o) => o.id)
        .join('');
    const again = restartQuiz(twoOptions, once, unlucky);
    expect(order(again)).not.toBe(order(once));
  });

  it('shows the "select all" instruction once: a prompt that repeats it is trimmed', () => {
    const shown = toQuizState(quiz, emptyQuizState()).questions[0];
    expect(shown?.prompt).toBe('Pregunta 1.');
  });
});
