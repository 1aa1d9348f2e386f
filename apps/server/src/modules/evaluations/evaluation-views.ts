import type {
  AnswerFeedback,
  BankItemKind,
  EvaluationItem,
  EvaluationResult,
  LearningGain,
  TopicMastery,
} from '@academia/shared';
import { difficultyForLevel, learningGain, type CatItem } from './engine/index.js';
import type { AnswerRow, BankItemRow, SessionRow } from './evaluations.repository.js';

export interface StoredOption {
  id: string;
  text: string;
  correct: boolean;
}

export const optionsOf = (row: BankItemRow) => JSON.parse(row.options) as StoredOption[];

/** What a learner may see of an item before answering it: no key, no explanation, no parameters. */
export function toEvaluationItem(row: BankItemRow): EvaluationItem {
  return {
    id: row.id,
    topic: row.topic,
    kind: row.kind as BankItemKind,
    prompt: row.prompt,
    options: optionsOf(row).map((option) => ({ id: option.id, text: option.text })),
  };
}

export function feedbackFor(row: BankItemRow, selected: string[]): AnswerFeedback {
  const correctIds = optionsOf(row)
    .filter((option) => option.correct)
    .map((option) => option.id);
  const chosen = [...new Set(selected)];
  return {
    itemId: row.id,
    correct: chosen.length === correctIds.length && chosen.every((id) => correctIds.includes(id)),
    selectedOptionIds: chosen,
    correctOptionIds: correctIds,
    explanation: row.explanation,
  };
}

type ItemParameters = Pick<BankItemRow, 'id' | 'topic' | 'a' | 'b'>;

export function toCatItem(row: ItemParameters): CatItem {
  return { id: row.id, topic: row.topic, a: Number(row.a), b: Number(row.b) };
}

export function toResponses(answers: AnswerRow[], items: ReadonlyMap<string, ItemParameters>) {
  return answers.flatMap((answer) => {
    const item = items.get(answer.item_id);
    return item
      ? [{ itemId: item.id, topic: item.topic, a: Number(item.a), b: Number(item.b), correct: answer.correct === 1 }]
      : [];
  });
}

/** The author's level gives the starting difficulty of a new item; discrimination starts at 1. */
export const initialParameters = (level: string) => ({
  a: 1,
  b: difficultyForLevel(level === 'easy' || level === 'hard' ? level : 'medium'),
});

export function gainOf(pretest: SessionRow | undefined, test: SessionRow | undefined): LearningGain | null {
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
  session: SessionRow,
  extras: { gain: LearningGain | null; certificateCode: string | null },
): EvaluationResult | null {
  if (session.status !== 'finished' || session.score === null) return null;
  const mastery = (session.mastery ? JSON.parse(session.mastery) : []) as (TopicMastery & { score?: number })[];
  return {
    score: session.score,
    passed: session.kind === 'test' ? session.passed === 1 : null,
    passMark: session.pass_mark,
    itemsAnswered: session.answered,
    mastery: mastery.map((topic) => ({
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
