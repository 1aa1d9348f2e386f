import type { BankItemKind, EvaluationKind, ItemLevel } from '@academia/shared';
import type {
  BankItemsTable,
  CertificatesTable,
  EvaluationAnswersTable,
  EvaluationSessionsTable,
} from '../../db/schema.js';
import type {
  BankItem,
  BankItemChanges,
  CertificateRecord,
  EvaluationAnswer,
  EvaluationSession,
  SessionChanges,
  StoredMastery,
  StoredOption,
} from './evaluation.types.js';

/*
 * Row ⇄ domain for the tables of evaluations: snake_case, 0/1 booleans and JSON text stay on this side, and `real`
 * columns always leave as numbers. Each `…ChangesRow` keeps keys left out of `changes` out of the SET clause.
 */

const flag = (value: boolean) => (value ? 1 : 0);

export function toBankItem(row: BankItemsTable): BankItem {
  return {
    id: row.id,
    routeId: row.route_id,
    topic: row.topic,
    kind: row.kind as BankItemKind,
    prompt: row.prompt,
    options: JSON.parse(row.options) as StoredOption[],
    explanation: row.explanation,
    level: row.level as ItemLevel,
    a: Number(row.a),
    b: Number(row.b),
    calibratedAt: row.calibrated_at,
    status: row.status === 'retired' ? 'retired' : 'active',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    familyId: row.family_id,
    exposureK: Number(row.exposure_k),
  };
}

export function toBankItemRow(item: BankItem): BankItemsTable {
  return {
    id: item.id,
    route_id: item.routeId,
    topic: item.topic,
    kind: item.kind,
    prompt: item.prompt,
    options: JSON.stringify(item.options),
    explanation: item.explanation,
    level: item.level,
    a: item.a,
    b: item.b,
    calibrated_at: item.calibratedAt,
    status: item.status,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
    family_id: item.familyId,
    exposure_k: item.exposureK,
  };
}

export function toBankItemChangesRow(changes: BankItemChanges): Partial<BankItemsTable> {
  return {
    ...(changes.topic !== undefined && { topic: changes.topic }),
    ...(changes.kind !== undefined && { kind: changes.kind }),
    ...(changes.prompt !== undefined && { prompt: changes.prompt }),
    ...(changes.options !== undefined && { options: JSON.stringify(changes.options) }),
    ...(changes.explanation !== undefined && { explanation: changes.explanation }),
    ...(changes.level !== undefined && { level: changes.level }),
    ...(changes.a !== undefined && { a: changes.a }),
    ...(changes.b !== undefined && { b: changes.b }),
    ...(changes.calibratedAt !== undefined && { calibrated_at: changes.calibratedAt }),
    ...(changes.status !== undefined && { status: changes.status }),
    ...(changes.exposureK !== undefined && { exposure_k: changes.exposureK }),
    updated_at: changes.updatedAt,
  };
}

export function toSession(row: EvaluationSessionsTable): EvaluationSession {
  return {
    id: row.id,
    routeId: row.route_id,
    userId: row.user_id,
    kind: row.kind as EvaluationKind,
    attempt: row.attempt,
    status: row.status === 'finished' ? 'finished' : 'in_progress',
    currentItemId: row.current_item_id,
    answered: row.answered,
    theta: Number(row.theta),
    se: Number(row.se),
    score: row.score,
    passed: row.passed === null ? null : row.passed === 1,
    passMark: row.pass_mark,
    stopReason: row.stop_reason,
    mastery: row.mastery ? (JSON.parse(row.mastery) as StoredMastery[]) : null,
    seed: row.seed,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    updatedAt: row.updated_at,
  };
}

export function toSessionRow(session: EvaluationSession): EvaluationSessionsTable {
  return {
    id: session.id,
    route_id: session.routeId,
    user_id: session.userId,
    kind: session.kind,
    attempt: session.attempt,
    status: session.status,
    current_item_id: session.currentItemId,
    answered: session.answered,
    theta: session.theta,
    se: session.se,
    score: session.score,
    passed: session.passed === null ? null : flag(session.passed),
    pass_mark: session.passMark,
    stop_reason: session.stopReason,
    mastery: session.mastery === null ? null : JSON.stringify(session.mastery),
    seed: session.seed,
    started_at: session.startedAt,
    finished_at: session.finishedAt,
    updated_at: session.updatedAt,
  };
}

export function toSessionChangesRow(changes: SessionChanges): Partial<EvaluationSessionsTable> {
  return {
    ...(changes.status !== undefined && { status: changes.status }),
    ...(changes.currentItemId !== undefined && { current_item_id: changes.currentItemId }),
    ...(changes.answered !== undefined && { answered: changes.answered }),
    ...(changes.theta !== undefined && { theta: changes.theta }),
    ...(changes.se !== undefined && { se: changes.se }),
    ...(changes.score !== undefined && { score: changes.score }),
    ...(changes.passed !== undefined && { passed: changes.passed === null ? null : flag(changes.passed) }),
    ...(changes.passMark !== undefined && { pass_mark: changes.passMark }),
    ...(changes.stopReason !== undefined && { stop_reason: changes.stopReason }),
    ...(changes.mastery !== undefined && {
      mastery: changes.mastery === null ? null : JSON.stringify(changes.mastery),
    }),
    ...(changes.seed !== undefined && { seed: changes.seed }),
    ...(changes.startedAt !== undefined && { started_at: changes.startedAt }),
    ...(changes.finishedAt !== undefined && { finished_at: changes.finishedAt }),
    ...(changes.updatedAt !== undefined && { updated_at: changes.updatedAt }),
  };
}

export function toAnswer(row: EvaluationAnswersTable): EvaluationAnswer {
  return {
    sessionId: row.session_id,
    itemId: row.item_id,
    position: row.position,
    answer: JSON.parse(row.answer) as string[],
    correct: row.correct === 1,
    thetaAfter: Number(row.theta_after),
    seAfter: Number(row.se_after),
    answeredAt: row.answered_at,
  };
}

export function toAnswerRow(answer: EvaluationAnswer): EvaluationAnswersTable {
  return {
    session_id: answer.sessionId,
    item_id: answer.itemId,
    position: answer.position,
    answer: JSON.stringify(answer.answer),
    correct: flag(answer.correct),
    theta_after: answer.thetaAfter,
    se_after: answer.seAfter,
    answered_at: answer.answeredAt,
  };
}

export function toCertificateRecord(row: CertificatesTable): CertificateRecord {
  return {
    id: row.id,
    code: row.code,
    userId: row.user_id,
    routeId: row.route_id,
    sessionId: row.session_id,
    learnerName: row.learner_name,
    documentNumber: row.document_number,
    routeTitle: row.route_title,
    hours: Number(row.hours),
    score: row.score,
    issuedAt: row.issued_at,
    revokedAt: row.revoked_at,
    documentType: row.document_type,
    companyName: row.company_name,
    itemsCompleted: row.items_completed === null ? null : Number(row.items_completed),
    studySeconds: row.study_seconds === null ? null : Number(row.study_seconds),
    passMark: row.pass_mark === null ? null : Number(row.pass_mark),
    signer: row.signer_name && row.signer_license ? { name: row.signer_name, license: row.signer_license } : null,
    expiresAt: row.expires_at ?? null,
  };
}

export function toCertificateRow(certificate: CertificateRecord): CertificatesTable {
  return {
    id: certificate.id,
    code: certificate.code,
    user_id: certificate.userId,
    route_id: certificate.routeId,
    session_id: certificate.sessionId,
    learner_name: certificate.learnerName,
    document_number: certificate.documentNumber,
    route_title: certificate.routeTitle,
    hours: certificate.hours,
    score: certificate.score,
    issued_at: certificate.issuedAt,
    revoked_at: certificate.revokedAt,
    document_type: certificate.documentType,
    company_name: certificate.companyName,
    items_completed: certificate.itemsCompleted,
    study_seconds: certificate.studySeconds,
    pass_mark: certificate.passMark,
    signer_name: certificate.signer?.name ?? null,
    signer_license: certificate.signer?.license ?? null,
    expires_at: certificate.expiresAt,
  };
}
