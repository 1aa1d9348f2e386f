import type { EvaluationKind } from '@academia/shared';

/** Every cache key of the evaluation pages and the certificate check (the learner's own list: `lib/my-certificates`). */
export const evaluationKeys = {
  all: ['evaluations'] as const,
  overviews: () => ['evaluations', 'overview'] as const,
  /** `userId` null: the signed-in learner's own sessions. */
  overview: (routeId: string, kind: EvaluationKind, userId: string | null) =>
    ['evaluations', 'overview', routeId, kind, userId ?? 'me'] as const,
  /** The review of one ended session (its keys and explanations). */
  review: (sessionId: string) => ['evaluations', 'review', sessionId] as const,
  verification: (code: string) => ['evaluations', 'verification', code] as const,
};
