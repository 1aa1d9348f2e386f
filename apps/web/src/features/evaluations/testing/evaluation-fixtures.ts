import {
  answerFeedbackSchema,
  certificateVerificationSchema,
  continueEvaluationResponseSchema,
  evaluationItemSchema,
  evaluationOverviewSchema,
  evaluationResultSchema,
  evaluationReviewSchema,
  evaluationSessionSummarySchema,
  startEvaluationResponseSchema,
  type AnswerFeedback,
  type CertificateVerification,
  type ContinueEvaluationResponse,
  type EvaluationItem,
  type EvaluationOverview,
  type EvaluationProgress,
  type EvaluationResult,
  type EvaluationReview,
  type EvaluationSessionSummary,
  type StartEvaluationResponse,
} from '@academia/shared';
import { CERTIFICATE_CODE, FIXTURE_ROUTE } from '../../../testing/fixtures';

/*
 * Builders for the API answers the evaluation and certificate pages read. Each parses its result with the shared
 * schema, so a fixture that drifts from the contract fails loudly instead of testing a shape the server never sends.
 */

export const ROUTE_ID = FIXTURE_ROUTE.id;
export const ROUTE_TITLE = FIXTURE_ROUTE.title;
export const SESSION_ID = 'sesion-1';
export { CERTIFICATE_CODE };
export const LEARNER = { id: 'u-1', nombre: 'Ana María Pérez' };

export const OVERVIEW_PATH = '/api/evaluations/overview';
export const START_PATH = '/api/evaluations/start';
export const CONTINUE_PATH = `/api/evaluations/${SESSION_ID}/continue`;
export const REVIEW_PATH = `/api/evaluations/${SESSION_ID}/review`;

/** A single-answer item: "b" is right. */
export const SINGLE_ITEM: EvaluationItem = evaluationItemSchema.parse({
  id: 'item-1',
  topic: 'Marco legal',
  kind: 'single',
  prompt: '¿A partir de qué altura se considera trabajo en alturas en Colombia?',
  options: [
    { id: 'a', text: '1,00 m' },
    { id: 'b', text: '2,00 m' },
    { id: 'c', text: '3,50 m' },
  ],
});

/** A multiple-answer item: "a" and "c" are right. */
export const MULTIPLE_ITEM: EvaluationItem = evaluationItemSchema.parse({
  id: 'item-2',
  topic: 'Equipos de protección',
  kind: 'multiple',
  prompt: '¿Qué elementos forman un sistema de detención de caídas?',
  options: [
    { id: 'a', text: 'Arnés de cuerpo completo' },
    { id: 'b', text: 'Casco sin barbuquejo' },
    { id: 'c', text: 'Punto de anclaje certificado' },
  ],
});

export const TRUE_FALSE_ITEM: EvaluationItem = evaluationItemSchema.parse({
  id: 'item-3',
  topic: 'Rescate',
  kind: 'true_false',
  prompt: 'Todo trabajo en alturas requiere un plan de rescate.',
  options: [
    { id: 'v', text: 'Verdadero' },
    { id: 'f', text: 'Falso' },
  ],
});

export function buildProgress(answered: number): EvaluationProgress {
  return { answered, minItems: 8, maxItems: 20 };
}

export function buildFeedback(overrides: Partial<AnswerFeedback> = {}): AnswerFeedback {
  return answerFeedbackSchema.parse({
    itemId: SINGLE_ITEM.id,
    correct: true,
    selectedOptionIds: ['b'],
    correctOptionIds: ['b'],
    explanation: 'La Resolución 4272 de 2021 fija el límite en 2,00 m sobre un nivel inferior.',
    ...overrides,
  });
}

export function buildResult(overrides: Partial<EvaluationResult> = {}): EvaluationResult {
  return evaluationResultSchema.parse({
    score: 85,
    passed: true,
    passMark: 80,
    itemsAnswered: 12,
    correctAnswers: 8,
    mastery: [
      { topic: 'Marco legal', answered: 4, correct: 4, percent: 100, level: 'strength' },
      { topic: 'Equipos de protección', answered: 5, correct: 3, percent: 60, level: 'developing' },
      { topic: 'Rescate', answered: 3, correct: 1, percent: 33, level: 'gap' },
    ],
    gain: { pretestScore: 40, testScore: 85, gain: 45, normalizedGain: 0.75 },
    certificateCode: CERTIFICATE_CODE,
    ...overrides,
  });
}

/** The pre-test's result: diagnostic, no pass or fail, no gain, no certificate. */
export function buildPretestResult(overrides: Partial<EvaluationResult> = {}): EvaluationResult {
  return buildResult({ score: 40, passed: null, gain: null, certificateCode: null, ...overrides });
}

export function buildSession(overrides: Partial<EvaluationSessionSummary> = {}): EvaluationSessionSummary {
  return evaluationSessionSummarySchema.parse({
    id: SESSION_ID,
    kind: 'test',
    attempt: 1,
    status: 'finished',
    startedAt: '2025-03-14T15:00:00.000Z',
    finishedAt: '2025-03-14T15:20:00.000Z',
    answered: 12,
    result: buildResult({ score: 55, passed: false, certificateCode: null }),
    reviewable: true,
    ...overrides,
  });
}

/** The review of the session above: two answers, the first wrong, with keys and explanations. */
export function buildReview(overrides: Partial<EvaluationReview> = {}): EvaluationReview {
  return evaluationReviewSchema.parse({
    route: { id: ROUTE_ID, title: ROUTE_TITLE },
    learner: LEARNER,
    readOnly: false,
    session: buildSession(),
    answers: [
      {
        position: 1,
        item: SINGLE_ITEM,
        feedback: buildFeedback({ correct: false, selectedOptionIds: ['a'] }),
        answeredAt: '2025-03-14T15:02:00.000Z',
      },
      {
        position: 2,
        item: MULTIPLE_ITEM,
        feedback: buildFeedback({
          itemId: MULTIPLE_ITEM.id,
          correct: true,
          selectedOptionIds: ['a', 'c'],
          correctOptionIds: ['a', 'c'],
          explanation: 'El casco no detiene una caída.',
        }),
        answeredAt: '2025-03-14T15:04:00.000Z',
      },
    ],
    ...overrides,
  });
}

export function buildOverview(overrides: Partial<EvaluationOverview> = {}): EvaluationOverview {
  return evaluationOverviewSchema.parse({
    route: { id: ROUTE_ID, title: ROUTE_TITLE, passMark: 80, hours: 4 },
    learner: LEARNER,
    kind: 'test',
    readOnly: false,
    canStart: true,
    lockedReason: null,
    attemptsAllowed: 3,
    attemptsUsed: 0,
    bankSize: 60,
    itemCount: { min: 8, max: 20 },
    contact: { kind: 'company_lead', nombre: 'Laura Gómez', email: 'laura.gomez@andina.co' },
    sessions: [],
    gain: null,
    certificateCode: null,
    ...overrides,
  });
}

export function buildStartResponse(overrides: Partial<StartEvaluationResponse> = {}): StartEvaluationResponse {
  return startEvaluationResponseSchema.parse({
    sessionId: SESSION_ID,
    item: SINGLE_ITEM,
    progress: buildProgress(0),
    result: null,
    ...overrides,
  });
}

export function buildContinueResponse(overrides: Partial<ContinueEvaluationResponse> = {}): ContinueEvaluationResponse {
  return continueEvaluationResponseSchema.parse({
    receipt: { itemId: SINGLE_ITEM.id, selectedOptionIds: ['b'], recorded: true },
    item: MULTIPLE_ITEM,
    result: null,
    progress: buildProgress(1),
    ...overrides,
  });
}

export function buildVerification(overrides: Partial<CertificateVerification> = {}): CertificateVerification {
  return certificateVerificationSchema.parse({
    valid: true,
    standing: 'in_force',
    code: CERTIFICATE_CODE,
    learnerName: LEARNER.nombre,
    routeTitle: ROUTE_TITLE,
    hours: 4,
    issuedAt: '2025-03-20T15:00:00.000Z',
    revokedAt: null,
    ...overrides,
  });
}
