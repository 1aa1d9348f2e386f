import crypto from 'node:crypto';
import type {
  ContinueEvaluationInput,
  ContinueEvaluationResponse,
  EvaluationKind,
  EvaluationProgress,
  EvaluationResult,
  SessionUser,
  StartEvaluationResponse,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { CatalogCache } from '../catalog-cache/catalog-cache.js';
import type { LearningCatalogService } from '../learning-paths/learning-catalog.service.js';
import type { LearningProgressService } from '../learning-paths/learning-progress.service.js';
import type { AttemptGrantsService } from './attempt-grants.service.js';
import type { CertificateService } from './certificate.service.js';
import { createRandom, estimateAbility, nextStep, seedFromString, type CatConfig } from './engine/index.js';
import type { BankItem, EvaluationAnswer, EvaluationSession, ItemParameters } from './evaluation.types.js';
import { changesAfterAnswer, chosenOptions, newSession } from './evaluation-session.js';
import {
  gainOf,
  isRightAnswer,
  receiptFor,
  resultOf,
  toCatItem,
  toEvaluationItem,
  toResponses,
  toSeenItems,
} from './evaluation-views.js';
import type { EvaluationsRepository } from './evaluations.repository.js';
import { countedSessions, renewalCutoff } from './renewal-cutoff.js';

/** `maxItems` is the final test's limit; the pre-test may have its own (`CAT_PRETEST_MAX_ITEMS`, ADR 041). */
export type EvaluationSettings = Pick<CatConfig, 'minItems' | 'maxItems' | 'targetSe' | 'randomesqueK'> & {
  pretestMaxItems?: number;
  /** The final test's hold near the pass mark (ADR 053); the pre-test places the learner and has none. */
  passMarkHoldZ?: number;
};

/** The length cap of one kind of evaluation: the pre-test may have its own (ADR 041, 053). */
export function maxItemsFor(settings: EvaluationSettings, kind: EvaluationKind): number {
  return kind === 'pretest' ? (settings.pretestMaxItems ?? settings.maxItems) : settings.maxItems;
}

/** Each step's random stream comes from the session and the number of answers: same state, same next item. */
const randomFor = (sessionId: string, answered: number) =>
  createRandom(seedFromString(`${sessionId}:${String(answered)}`));

/** Runs pre-tests and final tests: starts or resumes sessions, stores each answer with the choice of the next item. */
export class EvaluationService {
  constructor(
    private readonly db: Db,
    private readonly evaluations: EvaluationsRepository,
    private readonly catalog: LearningCatalogService,
    private readonly learningProgress: LearningProgressService,
    private readonly certificates: CertificateService,
    private readonly attemptGrants: AttemptGrantsService,
    private readonly settings: EvaluationSettings,
    private readonly clock: Clock,
    private readonly catalogCache: CatalogCache,
  ) {}

  /** The route's active bank as the engine needs it; the same for every learner until the bank changes (048). */
  private bankOf(routeId: string): Promise<ItemParameters[]> {
    return this.catalogCache.read(this.db, `bank-parameters:${routeId}`, () =>
      this.evaluations.bankParameters(this.db, routeId),
    );
  }

  private bankItem(id: string): Promise<BankItem | undefined> {
    return this.catalogCache.read(this.db, `bank-item:${id}`, () => this.evaluations.findBankItem(this.db, id));
  }

  private config(passMark: number, kind: EvaluationKind): Partial<CatConfig> {
    const { minItems, targetSe, randomesqueK, passMarkHoldZ = 0 } = this.settings;
    const hold = kind === 'pretest' ? 0 : passMarkHoldZ;
    return {
      minItems,
      targetSe,
      randomesqueK,
      maxItems: maxItemsFor(this.settings, kind),
      passMark,
      passMarkHoldZ: hold,
    };
  }

  private progressOf(answered: number, kind: EvaluationKind): EvaluationProgress {
    return { answered, minItems: this.settings.minItems, maxItems: maxItemsFor(this.settings, kind) };
  }

  async start(user: SessionUser, routeId: string, kind: EvaluationKind): Promise<StartEvaluationResponse> {
    // Taking an evaluation is working on the route: the learner is enrolled as by a visit (the only write before
    // the session itself; reads such as the overview never enrol).
    await this.learningProgress.enrolOnVisit(user, routeId);
    const context = await this.catalog.evaluationContext(user, routeId);
    if (context.preview) throw forbidden('En la vista previa no se presentan evaluaciones.');
    const bank = await this.bankOf(routeId);
    if (bank.length === 0) throw new AppError('NO_ITEM_BANK');
    const allSessions = await this.evaluations.listSessions(this.db, user.id, routeId, kind);
    // After the certificate expires, the final test opens again: earlier attempts no longer count (decision 038).
    const cutoff =
      kind === 'test'
        ? renewalCutoff(await this.evaluations.certificateDates(this.db, [user.id]), routeId, this.clock.now())
        : null;
    const sessions = countedSessions(allSessions, cutoff);
    const open = sessions.find((session) => session.status === 'in_progress');
    if (open) return this.resume(open);

    const finished =
      kind === 'pretest' ? sessions.find((s) => s.status === 'finished') : sessions.find((s) => s.passed === true);
    if (finished) {
      return {
        sessionId: finished.id,
        item: null,
        progress: this.progressOf(finished.answered, finished.kind),
        result: await this.describeResult(finished),
      };
    }
    if (kind === 'test') {
      if (!context.contentDone) throw new AppError('STEP_LOCKED', context.testLockedReason);
      const extra = (await this.attemptGrants.extraAttempts(user.id, [routeId])).get(routeId) ?? 0;
      if (sessions.length >= context.route.attempts + extra) throw new AppError('ATTEMPTS_EXHAUSTED');
    } else if (!context.pretestOpen) {
      throw new AppError('STEP_LOCKED', 'La prueba inicial ya no está disponible para esta ruta.');
    }

    const id = crypto.randomUUID();
    const seen = await this.evaluations.seenItems(this.db, user.id, routeId, id);
    const step = nextStep({
      bank: bank.map(toCatItem),
      responses: [],
      config: this.config(context.route.passMark, kind),
      random: randomFor(id, 0),
      // The Sympson–Hetter lottery of each item is drawn once per attempt from this key (ADR 041).
      attemptKey: id,
      seen: toSeenItems(seen),
    });
    if (step.kind !== 'item') throw new AppError('NO_ITEM_BANK');
    const session = newSession({
      id,
      routeId,
      userId: user.id,
      kind,
      attempt: allSessions.length + 1,
      firstItemId: step.item.id,
      passMark: context.route.passMark,
      at: this.clock.now().toISOString(),
    });
    const first = await this.bankItem(step.item.id);
    if (!first) throw new AppError('NO_ITEM_BANK');
    try {
      await this.evaluations.insertSession(this.db, session);
    } catch (error) {
      // Two starts at once: the unique index lets one win; the other resumes the winner's session.
      if (!isUniqueViolation(error)) throw error;
      const winner = (await this.evaluations.listSessions(this.db, user.id, routeId, kind)).find(
        (s) => s.status === 'in_progress',
      );
      if (!winner) throw error;
      return this.resume(winner);
    }
    return { sessionId: id, item: toEvaluationItem(first), progress: this.progressOf(0, kind), result: null };
  }

  private async resume(session: EvaluationSession): Promise<StartEvaluationResponse> {
    const item = session.currentItemId ? await this.bankItem(session.currentItemId) : undefined;
    return {
      sessionId: session.id,
      item: item ? toEvaluationItem(item) : null,
      progress: this.progressOf(session.answered, session.kind),
      result: null,
    };
  }

  async continue(
    user: SessionUser,
    sessionId: string,
    input: ContinueEvaluationInput,
  ): Promise<ContinueEvaluationResponse> {
    const session = await this.evaluations.findSession(this.db, sessionId);
    if (!session || session.userId !== user.id) throw notFound('No encontramos esta evaluación.');
    const answers = await this.evaluations.listAnswers(this.db, sessionId);
    const repeated = answers.find((answer) => answer.itemId === input.itemId);
    if (repeated) return this.replay(session, repeated);
    if (session.status !== 'in_progress' || session.currentItemId !== input.itemId) {
      throw new AppError('ITEM_NOT_CURRENT');
    }
    const item = await this.bankItem(input.itemId);
    if (!item) throw new AppError('ITEM_NOT_CURRENT');
    const chosen = chosenOptions(item, input.answer);
    const correct = isRightAnswer(item, chosen);

    // Only the parameters the engine needs: the texts of the whole bank are not read on every answer.
    const byId = new Map<string, ItemParameters>(
      (await this.bankOf(session.routeId)).map((params) => [params.id, params]),
    );
    if (!byId.has(item.id)) byId.set(item.id, item);
    const retired = answers.map((answer) => answer.itemId).filter((id) => !byId.has(id));
    for (const params of await this.evaluations.bankParametersByIds(this.db, retired)) byId.set(params.id, params);
    const responses = [
      ...toResponses(answers, byId),
      { itemId: item.id, topic: item.topic, a: item.a, b: item.b, correct },
    ];
    // Items of the learner's other sessions on this route: one query per answer, whatever the bank's size.
    const seen = await this.evaluations.seenItems(this.db, user.id, session.routeId, session.id);
    const estimate = estimateAbility(responses);
    const answeredIds = new Set(responses.map((response) => response.itemId));
    const step = nextStep({
      bank: [...byId.values()]
        .filter((params) => params.status === 'active' || answeredIds.has(params.id))
        .map(toCatItem),
      responses,
      config: this.config(session.passMark, session.kind),
      random: randomFor(session.id, responses.length),
      attemptKey: session.id,
      seen: toSeenItems(seen),
    });
    const at = this.clock.now().toISOString();
    const finished = step.kind === 'result' ? step.result : null;
    const changes = changesAfterAnswer(session, responses.length, estimate, step, at);
    try {
      // The answer, the session and a certificate commit together; every call inside uses `tx`.
      await this.db.transaction().execute(async (tx) => {
        await this.evaluations.insertAnswer(tx, {
          sessionId: session.id,
          itemId: item.id,
          position: responses.length,
          answer: chosen,
          correct,
          thetaAfter: estimate.theta,
          seAfter: estimate.se,
          answeredAt: at,
        });
        await this.evaluations.updateSession(tx, session.id, changes);
        if (finished && session.kind === 'test' && finished.passed) {
          await this.certificates.issue(tx, {
            userId: user.id,
            routeId: session.routeId,
            sessionId: session.id,
            score: finished.score,
            passMark: session.passMark,
            at,
          });
        }
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const stored = (await this.evaluations.listAnswers(this.db, sessionId)).find((a) => a.itemId === input.itemId);
      if (!stored) throw error;
      return this.replay(session, stored);
    }
    // The transaction wrote exactly these changes, so the stored session need not be read back.
    const next = step.kind === 'item' ? await this.bankItem(step.item.id) : undefined;
    return {
      receipt: receiptFor(item.id, chosen),
      item: next ? toEvaluationItem(next) : null,
      result: finished ? await this.describeResult({ ...session, ...changes }) : null,
      progress: this.progressOf(responses.length, session.kind),
    };
  }

  /** The outcome already stored for an answered item, as it was first returned. */
  private async replay(session: EvaluationSession, answer: EvaluationAnswer): Promise<ContinueEvaluationResponse> {
    const current = (await this.evaluations.findSession(this.db, session.id)) ?? session;
    const next = current.currentItemId ? await this.bankItem(current.currentItemId) : undefined;
    return {
      receipt: receiptFor(answer.itemId, answer.answer),
      item: next ? toEvaluationItem(next) : null,
      result: await this.describeResult(current),
      progress: this.progressOf(current.answered, current.kind),
    };
  }

  /** The result of a finished session with the learning gain and certificate that go with it. */
  private async describeResult(session: EvaluationSession): Promise<EvaluationResult | null> {
    if (session.status !== 'finished') return null;
    let gain = null;
    let certificateCode = null;
    if (session.kind === 'test') {
      const pretest = (await this.evaluations.listSessions(this.db, session.userId, session.routeId, 'pretest')).find(
        (s) => s.status === 'finished',
      );
      gain = gainOf(pretest, session);
      if (session.passed === true) {
        certificateCode =
          (await this.evaluations.findCertificate(this.db, session.userId, session.routeId))?.code ?? null;
      }
    }
    return resultOf(session, { gain, certificateCode });
  }
}
