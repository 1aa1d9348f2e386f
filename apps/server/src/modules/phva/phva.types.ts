import type {
  ActionStatus,
  AssessmentStatus,
  CycleStatus,
  MinimumStandardSet,
  PhvaPhase,
  PhvaRating,
} from '@academia/shared';

/** One cycle as the module stores it (camelCase, parsed JSON). */
export interface CycleRecord {
  id: string;
  companyId: string;
  period: number;
  phase: PhvaPhase;
  status: CycleStatus;
  responsibleName: string;
  evaluationDate: string | null;
  standardSet: MinimumStandardSet;
  setJustification: string | null;
  schedule: Partial<Record<string, string | null>>;
  scoreHundredths: number | null;
  rating: PhvaRating | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface AssessmentRecord {
  cycleId: string;
  code: string;
  status: AssessmentStatus | null;
  justification: string;
  notes: string;
  updatedAt: string;
}

export interface EvidenceRecord {
  id: string;
  cycleId: string;
  code: string;
  fileId: string;
  createdAt: string;
}

export interface ActionRecord {
  id: string;
  cycleId: string;
  code: string;
  what: string;
  owner: string;
  dueDate: string;
  status: ActionStatus;
  notes: string;
  closingEvidence: string;
  routeId: string | null;
  assignedCount: number;
  createdAt: string;
  updatedAt: string;
}
