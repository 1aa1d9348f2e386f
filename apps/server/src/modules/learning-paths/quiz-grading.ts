import { withoutPickAllHint, type Quiz, type QuizFeedback, type QuizState } from '@academia/shared';
import { AppError } from '../../errors/app-error.js';

/** What the server keeps of a learner's review ("Repaso", a quick quiz; JSON in `item_progress.quiz_state`). */
export interface StoredQuizState {
  attempt: number;
  /** Question id → option ids chosen, for the current attempt. */
  answers: Record<string, string[]>;
  bestScore: number | null;
  /**
   * Seed of this attempt's order of questions and options. Absent on a first attempt (the author's order) and in
   * states stored before retries were shuffled.
   */
  shuffle?: number;
}

/** A deterministic generator (mulberry32): one seed always gives the same order, so a reload shows the same one. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the given generator; returns a new array. */
function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The questions, each with its options, in the order this attempt shows them. */
export function orderedQuestions(quiz: Quiz, state: StoredQuizState): Quiz['questions'] {
  if (state.shuffle === undefined) return quiz.questions;
  const random = seededRandom(state.shuffle);
  return shuffled(quiz.questions, random).map((question) => ({
    ...question,
    options: shuffled(question.options, random),
  }));
}

/** A fingerprint of an attempt's order, to tell whether a new attempt really changed it. */
function orderKey(questions: Quiz['questions']): string {
  return questions.map((question) => `${question.id}:${question.options.map((o) => o.id).join(',')}`).join('|');
}

export const emptyQuizState = (): StoredQuizState => ({ attempt: 1, answers: {}, bestScore: null });

/** The stored attempt, or a fresh first attempt before the learner's first answer. */
export function quizStateOrNew(state: StoredQuizState | null): StoredQuizState {
  return state ?? emptyQuizState();
}

function feedback(question: Quiz['questions'][number], selected: string[]): QuizFeedback {
  const correctIds = question.options.filter((option) => option.correct).map((option) => option.id);
  const chosen = [...new Set(selected)];
  const correct = chosen.length === correctIds.length && chosen.every((id) => correctIds.includes(id));
  return {
    questionId: question.id,
    selectedOptionIds: chosen,
    correct,
    correctOptionIds: correctIds,
    explanation: question.explanation,
  };
}

/** The learner's view: questions without the key, feedback only for what they already answered. */
export function toQuizState(quiz: Quiz, state: StoredQuizState): QuizState {
  const answered = quiz.questions
    .filter((question) => state.answers[question.id])
    .map((question) => feedback(question, state.answers[question.id] ?? []));
  const finished = answered.length === quiz.questions.length;
  const score = finished ? Math.round((answered.filter((a) => a.correct).length / quiz.questions.length) * 100) : null;
  return {
    passMark: quiz.passMark,
    questions: orderedQuestions(quiz, state).map((question) => ({
      id: question.id,
      prompt: withoutPickAllHint(question.prompt),
      multiple: question.options.filter((option) => option.correct).length > 1,
      options: question.options.map((option) => ({ id: option.id, text: option.text })),
    })),
    answered,
    score,
    passed: score === null ? null : score >= quiz.passMark,
    attempt: state.attempt,
  };
}

/**
 * Records one answer. Answering a question already answered in this attempt changes nothing and returns the same
 * outcome, so a double click or a retried request never counts twice.
 */
export function answerQuestion(
  quiz: Quiz,
  state: StoredQuizState,
  questionId: string,
  optionIds: string[],
): StoredQuizState {
  const question = quiz.questions.find((q) => q.id === questionId);
  if (!question) throw new AppError('NOT_FOUND', 'Esta pregunta no pertenece al repaso.');
  if (state.answers[questionId]) return state;
  const known = new Set(question.options.map((option) => option.id));
  if (!optionIds.every((id) => known.has(id))) {
    throw new AppError('VALIDATION_FAILED', 'Alguna de las opciones elegidas no pertenece a la pregunta.');
  }
  const next: StoredQuizState = { ...state, answers: { ...state.answers, [questionId]: [...new Set(optionIds)] } };
  const { score } = toQuizState(quiz, next);
  if (score !== null) next.bestScore = Math.max(score, state.bestScore ?? 0);
  return next;
}

/** Tries before accepting an order equal to the last one (a quiz of one question with two options, say). */
const SHUFFLE_TRIES = 8;

/**
 * A new attempt: no answers, and questions and options in a new order (a fresh seed from `nextSeed`, drawn again
 * while it repeats the previous attempt's order), so a retry cannot be passed by remembering positions.
 */
export function restartQuiz(quiz: Quiz, state: StoredQuizState, nextSeed: () => number): StoredQuizState {
  const previous = orderKey(orderedQuestions(quiz, state));
  let next: StoredQuizState = { attempt: state.attempt + 1, answers: {}, bestScore: state.bestScore };
  for (let tries = 0; tries < SHUFFLE_TRIES; tries += 1) {
    next = { ...next, shuffle: nextSeed() };
    if (orderKey(orderedQuestions(quiz, next)) !== previous) break;
  }
  return next;
}
