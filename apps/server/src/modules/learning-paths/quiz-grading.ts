import type { Quiz, QuizFeedback, QuizState } from '@academia/shared';
import { AppError } from '../../errors/app-error.js';

/** What the server keeps of a learner's quick quiz (JSON in `item_progress.quiz_state`). */
export interface StoredQuizState {
  attempt: number;
  /** Question id → option ids chosen, for the current attempt. */
  answers: Record<string, string[]>;
  bestScore: number | null;
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
    questions: quiz.questions.map((question) => ({
      id: question.id,
      prompt: question.prompt,
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
  if (!question) throw new AppError('NOT_FOUND', 'Esta pregunta no pertenece al quiz.');
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

export function restartQuiz(state: StoredQuizState): StoredQuizState {
  return { attempt: state.attempt + 1, answers: {}, bestScore: state.bestScore };
}
