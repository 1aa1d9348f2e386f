import {
  answerResultSchema,
  attemptViewSchema,
  debriefSchema,
  simulatorOverviewSchema,
  type AnswerInput,
} from '@academia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { PlayerDriver } from '../hooks/use-scenario-player';

export const simulatorKeys = {
  all: ['simulator'] as const,
  overview: (routeId: string) => ['simulator', 'overview', routeId] as const,
  admin: (routeId: string) => ['simulator', 'admin', routeId] as const,
};

const routeSimulatorPath = (routeId: string) => `/api/routes/${encodeURIComponent(routeId)}/simulator`;
const attemptPath = (attemptId: string) => `/api/simulator/attempts/${encodeURIComponent(attemptId)}`;

export function simulatorOverviewQueryOptions(routeId: string) {
  return queryOptions({
    queryKey: simulatorKeys.overview(routeId),
    queryFn: ({ signal }) => apiFetch(routeSimulatorPath(routeId), { schema: simulatorOverviewSchema, signal }),
  });
}

/** The route's scenario (or external simulator), the attempt left open, the best result and the past attempts. */
export function useSimulatorOverview(routeId: string) {
  return useQuery(simulatorOverviewQueryOptions(routeId));
}

/** Starts an attempt, or resumes the open one; `restart` abandons the open one and starts afresh. */
export function useStartAttempt(routeId: string) {
  return useMutation({
    mutationFn: (restart: boolean) =>
      apiFetch(`${routeSimulatorPath(routeId)}/attempts`, {
        method: 'POST',
        body: restart ? { restart: true } : {},
        schema: attemptViewSchema,
      }),
  });
}

/** The player's driver for a learner's attempt: every answer is checked and stored by the server. */
export const serverDriver: PlayerDriver = {
  answer: (attemptId: string, input: AnswerInput) =>
    apiFetch(`${attemptPath(attemptId)}/answers`, { method: 'POST', body: input, schema: answerResultSchema }),
  debrief: (attemptId: string) => apiFetch(`${attemptPath(attemptId)}/debrief`, { schema: debriefSchema }),
};

/** The debrief of a finished attempt, from the list of past attempts. */
export function useAttemptDebrief(attemptId: string | null) {
  return useQuery({
    queryKey: ['simulator', 'debrief', attemptId ?? ''],
    queryFn: () => serverDriver.debrief(attemptId ?? ''),
    enabled: attemptId !== null,
  });
}

/** What an external simulator reported through `postMessage`. */
export function useExternalCompletion(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: { scorePercent: number; passed: boolean }) =>
      apiFetch(`${routeSimulatorPath(routeId)}/external-completion`, { method: 'POST', body: result }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: simulatorKeys.overview(routeId) }),
  });
}
