/*
 * What a learner does before the final test, through the app's own services (the code the HTTP routes call):
 * the diagnostic pre-test, every required content item and the quick quizzes. No row is written by hand.
 */
import {
  bestScores,
  valuate,
  type AnswerInput,
  type QuizState,
  type ScenarioSituation,
  type SessionUser,
} from '@academia/shared';
import type { Container } from '../../apps/server/src/container.js';
import { chooseAnswer } from '../lib/answers.js';

type Services = Pick<Container, 'evaluations' | 'learning' | 'learningProgress' | 'simulator' | 'simulatorAdmin'>;

/** Starts an evaluation and answers it at random until the adaptive test ends; returns the answers given. */
export async function takeEvaluation(
  { evaluations }: Services,
  user: SessionUser,
  routeId: string,
  kind: 'pretest' | 'test',
  random: () => number,
): Promise<number> {
  const started = await evaluations.start(user, routeId, kind);
  let item = started.item;
  let answered = 0;
  while (item) {
    const step = await evaluations.continue(user, started.sessionId, {
      itemId: item.id,
      answer: chooseAnswer(item, random),
    });
    answered += 1;
    item = step.item;
  }
  return answered;
}

/**
 * A quick quiz as a learner passes it: a first try with the first option of each question, whose feedback shows
 * the right answers, then (if that did not pass) a second attempt with those answers.
 */
async function passQuiz(
  { learningProgress }: Services,
  user: SessionUser,
  routeId: string,
  itemId: string,
  quiz: QuizState,
) {
  let state = quiz;
  for (const question of quiz.questions) {
    const first = question.options[0];
    if (!first) throw new Error(`La pregunta ${question.id} del quiz no tiene opciones`);
    state = await learningProgress.answerQuiz(user, routeId, itemId, {
      questionId: question.id,
      optionIds: [first.id],
    });
  }
  if (state.passed) return;
  const key = new Map(state.answered.map((feedback) => [feedback.questionId, feedback.correctOptionIds]));
  await learningProgress.restartQuiz(user, routeId, itemId);
  for (const question of quiz.questions) {
    state = await learningProgress.answerQuiz(user, routeId, itemId, {
      questionId: question.id,
      optionIds: key.get(question.id) ?? [],
    });
  }
  if (!state.passed) throw new Error(`El quiz ${itemId} no se aprobó con sus propias respuestas correctas`);
}

/** The right answer to one situation, on the best path that makes no critical choice. */
function bestAnswer(situation: ScenarioSituation, best: Map<string, number>): AnswerInput {
  switch (situation.kind) {
    case 'choice': {
      const safe = situation.choices.filter((choice) => !choice.critical);
      const value = (choice: (typeof safe)[number]) => choice.points + (best.get(choice.next) ?? -Infinity);
      const chosen = safe.reduce((a, b) => (value(b) > value(a) ? b : a));
      return { situationId: situation.id, choiceId: chosen.id };
    }
    case 'calculation':
      return {
        situationId: situation.id,
        values: Object.fromEntries(situation.fields.map((field) => [field.id, field.expected])),
      };
    case 'gtc45': {
      const { nd, ne, nc, np, nr, level, acceptability } = valuate(
        situation.expected.nd,
        situation.expected.ne,
        situation.expected.nc,
      );
      return { situationId: situation.id, values: { nd, ne, nc, np, nr, level, acceptability } };
    }
    case 'end':
      throw new Error(`La situación final «${situation.id}» no se responde`);
  }
}

/**
 * Passes the route's simulator as a learner who knows the material: the definition is read as the editor reads it
 * (the learner's API never reveals the answers), and each situation is answered on the best path without critical
 * choices, through the same service the player calls.
 */
async function passSimulator(services: Services, user: SessionUser, routeId: string) {
  const { definition: scenario } = await services.simulatorAdmin.get(user, routeId);
  const best = bestScores(scenario, true);
  const byId = new Map(scenario.situations.map((situation) => [situation.id, situation]));
  const started = await services.simulator.start(user, routeId, true);
  let current = started.current?.id;
  for (let guard = 0; current && guard < scenario.situations.length; guard += 1) {
    const situation = byId.get(current);
    if (!situation || situation.kind === 'end') break;
    const result = await services.simulator.answer(user, started.id, bestAnswer(situation, best));
    current = result.attempt.status === 'finished' ? undefined : result.attempt.current?.id;
  }
}

/** Takes the pre-test and completes every required item of the route, in order, so the final test unlocks. */
export async function completeRouteContent(
  services: Services,
  user: SessionUser,
  routeId: string,
  random: () => number,
) {
  await takeEvaluation(services, user, routeId, 'pretest', random);
  const detail = await services.learning.detail(user, routeId);
  for (const step of detail.steps) {
    if (step.kind !== 'content' || !step.itemId || !step.required || step.state === 'done') continue;
    const view = await services.learning.item(user, routeId, step.itemId);
    if (view.manualCompletion) await services.learningProgress.complete(user, routeId, step.itemId);
    else if (view.quiz) await passQuiz(services, user, routeId, step.itemId, view.quiz);
    else throw new Error(`La preparación no sabe completar un contenido de tipo ${view.kind}`);
  }
  if (detail.steps.some((step) => step.kind === 'simulator')) await passSimulator(services, user, routeId);
  const after = await services.learning.detail(user, routeId);
  const test = after.steps.at(-1);
  if (test?.state !== 'available') throw new Error(`La evaluación final no quedó disponible (${String(test?.state)})`);
}
