import { z } from 'zod';

/**
 * A learner's final tests on a route as the enrolments panel shows them, and what granting one more attempt returns.
 * `canGrant`: every attempt used, none running, not passed: the one state in which an extra attempt is given.
 */
export const finalTestStandingSchema = z.object({
  attemptsUsed: z.number().int(),
  attemptsAllowed: z.number().int(),
  passed: z.boolean(),
  inProgress: z.boolean(),
  canGrant: z.boolean(),
});
export type FinalTestStandingView = z.infer<typeof finalTestStandingSchema>;

export const grantAttemptResultSchema = finalTestStandingSchema;
export type GrantAttemptResult = z.infer<typeof grantAttemptResultSchema>;

/** Whether an extra attempt may be granted: all used, none running, not passed. */
export function canGrantAttempt(standing: {
  attemptsUsed: number;
  attemptsAllowed: number;
  passed: boolean;
  inProgress: boolean;
}): boolean {
  return !standing.passed && !standing.inProgress && standing.attemptsUsed >= standing.attemptsAllowed;
}
