import type { AnswerFeedback, EvaluationItem, EvaluationResult, LearningGain } from '@academia/shared';
import { difficultyForLevel, learningGain, type CatItem, type CatResponse } from './engine/index.js';
import type { BankItem, EvaluationAnswer, EvaluationSession, ItemParameters } from './evaluation.types.js';

/** Domain → API shapes of evaluations, and the adapters to the adaptive engine. */

/** What a learner may see of an item before answering it: no key, no explanation, no parameters. */
export function toEvaluationItem(item: BankItem): EvaluationItem {
  return {
    id: item.id,
    topic: item.topic,
    kind: item.kind,
    prompt: item.prompt,
    options: item.options.map((option) => ({ id: option.id, text: option.text })),
  };
}

export function feedbackFor(item: BankItem, selected: string[]): AnswerFeedback {
  const correctIds = item.options.filter((option) => option.correct).map((option) => option.id);
  const chosen = [...new Set(selected)];
  return {
    itemId: item.id,
    correct: chosen.length === correctIds.length && chosen.every((id) => correctIds.includes(id)),
    selectedOptionIds: chosen,
    correctOptionIds: correctIds,
    explanation: item.explanation,
  };
}

export function toCatItem(item: Pick<ItemParameters, 'id' | 'topic' | 'a' | 'b'>): CatItem {
  return { id: item.id, topic: item.topic, a: item.a, b: item.b };
}

export function toResponses(
  answers: EvaluationAnswer[],
  items: ReadonlyMap<string, Pick<ItemParameters, 'id' | 'topic' | 'a' | 'b'>>,
): CatResponse[] {
  return answers.flatMap((answer) => {
    const item = items.get(answer.itemId);
    return item ? [{ itemId: item.id, topic: item.topic, a: item.a, b: item.b, correct: answer.correct }] : [];
  });
}

/** The author's level gives the starting difficulty of a new item; discrimination starts at 1. */
export const initialParameters = (level: string) => ({
  a: 1,
  b: difficultyForLevel(level === 'easy' || level === 'hard' ? level : 'medium'),
});

export function gainOf(
  pretest: EvaluationSession | undefined,
  test: EvaluationSession | undefined,
): LearningGain | null {
  if (pretest?.score == null || test?.score == null) return null;
  const gain = learningGain(pretest.score, test.score);
  return {
    pretestScore: pretest.score,
    testScore: test.score,
    gain: Math.round(gain.gain),
    normalizedGain: gain.normalizedGain === null ? null : Math.round(gain.normalizedGain * 100) / 100,
  };
}

export function resultOf(
  session: EvaluationSession,
  extras: { gain: LearningGain | null; certificateCode: string | null },
): EvaluationResult | null {
  if (session.status !== 'finished' || session.score === null) return null;
  return {
    score: session.score,
    passed: session.kind === 'test' ? session.passed === true : null,
    passMark: session.passMark,
    itemsAnswered: session.answered,
    mastery: (session.mastery ?? []).map((topic) => ({
      topic: topic.topic,
      answered: topic.answered,
      correct: topic.correct,
      percent: Math.round(topic.percent),
      level: topic.level,
    })),
    gain: extras.gain,
    certificateCode: extras.certificateCode,
  };
}
