import type { BankItemKind, EvaluationKind, ItemLevel, MasteryLevel } from '@academia/shared';

/*
 * The evaluations domain as services see it: camelCase fields, real booleans, parsed JSON and numeric parameters.
 * Rows never leave the repository and `evaluation.mapper.ts`.
 */

export interface StoredOption {
  id: string;
  text: string;
  correct: boolean;
}

export type BankItemStatus = 'active' | 'retired';

/** An item of a route's bank, answer key included: never sent to a learner before they answer. */
export interface BankItem {
  id: string;
  routeId: string;
  topic: string;
  kind: BankItemKind;
  prompt: string;
  options: StoredOption[];
  explanation: string;
  level: ItemLevel;
  /** 2PL discrimination and difficulty; from the author's level until calibrated from real answers. */
  a: number;
  b: number;
  calibratedAt: string | null;
  status: BankItemStatus;
  createdAt: string;
  updatedAt: string;
  /** The item family of a generated item (ADR 041); null for a hand-written one. */
  familyId: string | null;
  /** Sympson–Hetter exposure parameter, from `BankService.updateExposureControl`; 1 = unrestricted. */
  exposureK: number;
}

export type BankItemChanges = Partial<Omit<BankItem, 'id' | 'routeId' | 'createdAt' | 'updatedAt'>> & {
  updatedAt: string;
};

/** What the adaptive engine needs of an item: no texts, no key. */
export type ItemParameters = Pick<BankItem, 'id' | 'topic' | 'a' | 'b' | 'status' | 'familyId' | 'exposureK'>;

/** Per-topic mastery as stored when a session finishes (the engine's percent is not rounded yet). */
export interface StoredMastery {
  topic: string;
  answered: number;
  correct: number;
  percent: number;
  level: MasteryLevel;
}

export type SessionStatus = 'in_progress' | 'finished';

/** One attempt at a pre-test or a final test. */
export interface EvaluationSession {
  id: string;
  routeId: string;
  userId: string;
  kind: EvaluationKind;
  attempt: number;
  status: SessionStatus;
  /** The item the learner has in front of them; stored so a reload shows the same one. */
  currentItemId: string | null;
  answered: number;
  theta: number;
  se: number;
  score: number | null;
  /** Whether a final test was passed; null for pre-tests and unfinished tests. */
  passed: boolean | null;
  passMark: number;
  stopReason: string | null;
  mastery: StoredMastery[] | null;
  /** Seed of the session's random stream (item choice among the most informative). */
  seed: number;
  startedAt: string;
  finishedAt: string | null;
  updatedAt: string;
}

export type SessionChanges = Partial<Omit<EvaluationSession, 'id' | 'routeId' | 'userId' | 'kind' | 'attempt'>>;

/** What the route steps and scores need of a session. */
export type SessionStanding = Pick<
  EvaluationSession,
  'routeId' | 'kind' | 'status' | 'passed' | 'score' | 'answered' | 'startedAt'
> & {
  /** Right answers of a finished session (from its stored mastery); 0 while it runs. */
  correct: number;
};

export interface EvaluationAnswer {
  sessionId: string;
  itemId: string;
  position: number;
  /** The option ids chosen. */
  answer: string[];
  correct: boolean;
  thetaAfter: number;
  seAfter: number;
  answeredAt: string;
}

/** A stored answer as calibration reads it: who answered which item, right or wrong. */
export interface CalibrationAnswerRecord {
  userId: string;
  sessionId: string;
  itemId: string;
  correct: boolean;
}

/** Per item: answers, right answers; and in how many sessions of the route any item was shown. */
export interface BankStats {
  perItem: Map<string, { answers: number; correct: number }>;
  sessions: number;
}

export interface CertificateRecord {
  id: string;
  code: string;
  userId: string;
  routeId: string;
  sessionId: string;
  /** Copied at issue time: a certificate states what was true when it was issued. */
  learnerName: string;
  documentNumber: string | null;
  routeTitle: string;
  hours: number;
  score: number;
  issuedAt: string;
  revokedAt: string | null;
  /** Since decision 029; null on certificates issued before it. */
  documentType: string | null;
  companyName: string | null;
  /** Required contents completed, and the seconds of study the platform recorded on the route, at issue time. */
  itemsCompleted: number | null;
  studySeconds: number | null;
  passMark: number | null;
  signer: { name: string; license: string } | null;
  /** From the route's validity at issue time; null: it does not expire. */
  expiresAt: string | null;
}

/** The dates of a certificate that decide where a person stands in a training plan (decision 038). */
export interface CertificateDates {
  id: string;
  userId: string;
  routeId: string;
  issuedAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}
