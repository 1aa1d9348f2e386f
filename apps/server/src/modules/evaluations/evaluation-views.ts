import {
  masteryLevelOf,
  promptForLearner,
  type AnswerFeedback,
  type AnswerReceipt,
  type EvaluationItem,
  type EvaluationResult,
  type LearningGain,
} from '@academia/shared';
import { difficultyForLevel, learningGain, type CatItem, type CatResponse, type SeenItems } from './engine/index.js';
import type { BankItem, EvaluationAnswer, EvaluationSession, ItemParameters } from './evaluation.types.js';

/** Domain → API shapes of evaluations, and the adapters to the adaptive engine. */

/** What a learner may see of an item before answering it: no key, no explanation, no parameters. */
export function toEvaluationItem(item: BankItem): EvaluationItem {
  return {
    id: item.id,
    topic: item.topic,
    kind: item.kind,
    // The page says "select all that are right" once, under the question: not again inside the prompt.
    prompt: promptForLearner(item.prompt, item.kind),
    options: item.options.map((option) => ({ id: option.id, text: option.text })),
  };
}

/** Exactly the right options, each once, in any order. */
export function isRightAnswer(item: BankItem, selected: string[]): boolean {
  const correctIds = item.options.filter((option) => option.correct).map((option) => option.id);
  const chosen = [...new Set(selected)];
  return chosen.length === correctIds.length && chosen.every((id) => correctIds.includes(id));
}

/** What answering returns while a session runs: the answer was recorded. Never the key or whether it was right. */
export function receiptFor(itemId: string, selected: string[]): AnswerReceipt {
  return { itemId, selectedOptionIds: [...new Set(selected)], recorded: true };
}

/** The key and explanation of an answered item: for the review of an ended session only. */
export function feedbackFor(item: BankItem, selected: string[]): AnswerFeedback {
  const correctIds = item.options.filter((option) => option.correct).map((option) => option.id);
  const chosen = [...new Set(selected)];
  return {
    itemId: item.id,
    correct: isRightAnswer(item, chosen),
    selectedOptionIds: chosen,
    correctOptionIds: correctIds,
    explanation: item.explanation,
  };
}

/**
 * Item id → last time seen (the start of the latest session that showed it) becomes item id → an ordinal of that
 * time, which is all the engine needs to put the least recently seen first.
 */
export function toSeenItems(lastSeen: ReadonlyMap<string, string>): SeenItems {
  const order = [...new Set(lastSeen.values())].sort();
  const rank = new Map(order.map((at, index) => [at, index + 1]));
  return new Map([...lastSeen].map(([itemId, at]) => [itemId, rank.get(at) ?? 0]));
}

export function toCatItem(
  item: Pick<ItemParameters, 'id' | 'topic' | 'a' | 'b'> & Partial<Pick<ItemParameters, 'familyId' | 'exposureK'>>,
): CatItem {
  return {
    id: item.id,
    topic: item.topic,
    a: item.a,
    b: item.b,
    ...(item.familyId ? { familyId: item.familyId } : {}),
    ...(item.exposureK !== undefined && item.exposureK < 1 ? { exposureK: item.exposureK } : {}),
  };
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
  const mastery = session.mastery ?? [];
  return {
    score: session.score,
    passed: session.kind === 'test' ? session.passed === true : null,
    passMark: session.passMark,
    itemsAnswered: session.answered,
    // Every answer belongs to one topic, so the topics' right answers add up to the session's.
    correctAnswers: mastery.reduce((sum, topic) => sum + topic.correct, 0),
    mastery: mastery.map((topic) => ({
      topic: topic.topic,
      answered: topic.answered,
      correct: topic.correct,
      percent: Math.round(topic.percent),
      // The level is read again with today's rule, so sessions stored under the old one read right too (ADR 030).
      level: masteryLevelOf(topic.answered, topic.correct),
    })),
    gain: extras.gain,
    certificateCode: extras.certificateCode,
  };
}
