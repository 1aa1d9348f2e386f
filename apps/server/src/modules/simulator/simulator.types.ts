import type { AnswerInput, ScenarioDefinition, ScenarioStatus, SimulatorAttemptStatus } from '@academia/shared';

/** A route's scenario as the service sees it (decision 037). */
export interface ScenarioRecord {
  routeId: string;
  definition: ScenarioDefinition;
  status: ScenarioStatus;
  externalPath: string | null;
  maxScore: number;
  /** Who wrote the last version: the seed (a re-seed may replace it) or an admin (never replaced by the seed). */
  source: 'seed' | 'admin';
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

export interface AttemptRecord {
  id: string;
  routeId: string;
  userId: string;
  /** The definition the attempt started with; null for a completion reported by an external simulator. */
  definition: ScenarioDefinition | null;
  status: SimulatorAttemptStatus;
  currentSituationId: string | null;
  score: number;
  maxScore: number;
  passed: boolean | null;
  external: boolean;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface AttemptStepRecord {
  attemptId: string;
  position: number;
  situationId: string;
  input: AnswerInput;
  points: number;
  critical: boolean;
  createdAt: string;
}
