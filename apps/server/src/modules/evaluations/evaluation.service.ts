import crypto from 'node:crypto';
import {
  isAdminProfile,
  type ContinueEvaluationInput,
  type EvaluationOverview,
  type EvaluationSessionSummary,
  type ContinueEvaluationResponse,
  type EvaluationKind,
  type EvaluationProgress,
  type SessionUser,
  type StartEvaluationResponse,
} from '@academia/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { LearningService } from '../learning-paths/learning.service.js';
import type { CertificateService } from './certificate.service.js';
import { createRandom, estimateAbility, nextStep, seedFromString, type CatConfig } from './engine/index.js';
import {
  feedbackFor,
  gainOf,
  optionsOf,
  resultOf,
  toCatItem,
  toEvaluationItem,
  toResponses,
} from './evaluation.mapper.js';
import type { AnswerRow, EvaluationsRepository, ItemParametersRow, SessionRow } from './evaluations.repository.js';

export type EvaluationSettings = Pick<CatConfig, 'minItems' | 'maxItems' | 'targetSe' | 'randomesqueK'>;

const now = () => new Date().toISOString();

/** Each step's random stream comes from the session and the number of answers: same state, same next item. */
const randomFor = (sessionId: string, answered: number) =>
  createRandom(seedFromString(`${sessionId}:${String(answered)}`));

/** Runs pre-tests and final tests: starts or resumes sessions, stores each answer with the choice of the next item. */
export class EvaluationService {
  constructor(
    private readonly evaluations: EvaluationsRepository,
    private readonly learning: LearningService,
    private readonly certificates: CertificateService,
    private readonly settings: EvaluationSettings,
  ) {}

  private config(passMark: number): Partial<CatConfig> {
    return { ...this.settings, passMark };
  }

  private progressOf(answered: number): EvaluationProgress {
    return { answered, minItems: this.settings.minItems, maxItems: this.settings.maxItems };
  }

  async start(user: SessionUser, routeId: string, kind: EvaluationKind): Promise<StartEvaluationResponse> {
    const context = await this.learning.evaluationContext(user, routeId);
    if (context.preview) throw forbidden('En la vista previa no se presentan evaluaciones.');
    const bank = await this.evaluations.bankParameters(routeId);
    if (bank.length === 0) throw new AppError('NO_ITEM_BANK');
    const sessions = await this.evaluations.listSessions(user.id, routeId, kind);
    const open = sessions.find((session) => session.status === 'in_progress');
    if (open) return this.resume(open);

    const finished =
      kind === 'pretest' ? sessions.find((s) => s.status === 'finished') : sessions.find((s) => s.passed === 1);
    if (finished) {
      return {
        sessionId: finished.id,
        item: null,
        progress: this.progressOf(finished.answered),
        result: await this.describeResult(finished),
      };
    }
    if (kind === 'test') {
      if (!context.contentDone) throw new AppError('STEP_LOCKED', context.testLockedReason);
      if (sessions.length >= context.route.attempts) throw new AppError('ATTEMPTS_EXHAUSTED');
    } else if (!context.pretestOpen) {
      throw new AppError('STEP_LOCKED', 'El pre-test ya no está disponible para esta ruta.');
    }

    const id = crypto.randomUUID();
    const step = nextStep({
      bank: bank.map(toCatItem),
      responses: [],
      config: this.config(context.route.passMark),
      random: randomFor(id, 0),
    });
    if (step.kind !== 'item') throw new AppError('NO_ITEM_BANK');
    const at = now();
    const row: SessionRow = {
      id,
      route_id: routeId,
      user_id: user.id,
      kind,
      attempt: sessions.length + 1,
      status: 'in_progress',
      current_item_id: step.item.id,
      answered: 0,
      theta: 0,
      se: 1,
      score: null,
      passed: null,
      pass_mark: context.route.passMark,
      stop_reason: null,
      mastery: null,
      // 31 bits: fits the integer column on PostgreSQL.
      seed: seedFromString(id) & 0x7fffffff,
      started_at: at,
      finished_at: null,
      updated_at: at,
    };
    const first = await this.evaluations.findBankItem(step.item.id);
    if (!first) throw new AppError('NO_ITEM_BANK');
    try {
      await this.evaluations.insertSession(row);
    } catch (error) {
      // Two starts at once: the unique index lets one win; the other resumes the winner's session.
      if (!isUniqueViolation(error)) throw error;
      const winner = (await this.evaluations.listSessions(user.id, routeId, kind)).find(
        (s) => s.status === 'in_progress',
      );
      if (!winner) throw error;
      return this.resume(winner);
    }
    return {
      sessionId: id,
      item: toEvaluationItem(first),
      progress: this.progressOf(0),
      result: null,
    };
  }

  private async resume(session: SessionRow): Promise<StartEvaluationResponse> {
    const item = session.current_item_id ? await this.evaluations.findBankItem(session.current_item_id) : undefined;
    return {
      sessionId: session.id,
      item: item ? toEvaluationItem(item) : null,
      progress: this.progressOf(session.answered),
      result: null,
    };
  }

  async continue(
    user: SessionUser,
    sessionId: string,
    input: ContinueEvaluationInput,
  ): Promise<ContinueEvaluationResponse> {
    const session = await this.evaluations.findSession(sessionId);
    if (!session || session.user_id !== user.id) throw notFound('No encontramos esta evaluación.');
    const answers = await this.evaluations.listAnswers(sessionId);
    const repeated = answers.find((answer) => answer.item_id === input.itemId);
    if (repeated) return this.replay(session, repeated);
    if (session.status !== 'in_progress' || session.current_item_id !== input.itemId) {
      throw new AppError('ITEM_NOT_CURRENT');
    }
    const item = await this.evaluations.findBankItem(input.itemId);
    if (!item) throw new AppError('ITEM_NOT_CURRENT');
    const known = new Set(optionsOf(item).map((option) => option.id));
    const chosen = [...new Set(input.answer)];
    if (!chosen.every((id) => known.has(id))) {
      throw new AppError('VALIDATION_FAILED', 'Alguna de las opciones elegidas no pertenece a la pregunta.');
    }
    if (item.kind !== 'multiple' && chosen.length !== 1) {
      throw new AppError('VALIDATION_FAILED', 'Esta pregunta admite una sola respuesta.');
    }
    const feedback = feedbackFor(item, chosen);

    // Only the parameters the engine needs: the texts of the whole bank are not read on every answer.
    const byId = new Map<string, ItemParametersRow>(
      (await this.evaluations.bankParameters(session.route_id)).map((row) => [row.id, row]),
    );
    if (!byId.has(item.id)) byId.set(item.id, item);
    const retired = answers.map((answer) => answer.item_id).filter((id) => !byId.has(id));
    for (const row of await this.evaluations.bankParametersByIds(retired)) byId.set(row.id, row);
    const responses = [
      ...toResponses(answers, byId),
      { itemId: item.id, topic: item.topic, a: Number(item.a), b: Number(item.b), correct: feedback.correct },
    ];
    const estimate = estimateAbility(responses);
    const answeredIds = new Set(responses.map((response) => response.itemId));
    const step = nextStep({
      bank: [...byId.values()].filter((row) => row.status === 'active' || answeredIds.has(row.id)).map(toCatItem),
      responses,
      config: this.config(session.pass_mark),
      random: randomFor(session.id, responses.length),
    });
    const at = now();
    const finished = step.kind === 'result' ? step.result : null;
    const changes: Partial<SessionRow> = {
      answered: responses.length,
      theta: estimate.theta,
      se: estimate.se,
      current_item_id: step.kind === 'item' ? step.item.id : null,
      updated_at: at,
      ...(finished && {
        status: 'finished',
        score: finished.score,
        passed: session.kind === 'test' ? (finished.passed ? 1 : 0) : null,
        stop_reason: finished.stopReason,
        mastery: JSON.stringify(finished.mastery),
        finished_at: at,
      }),
    };
    try {
      await this.evaluations.transaction(async (repository) => {
        await repository.insertAnswer({
          session_id: session.id,
          item_id: item.id,
          position: responses.length,
          answer: JSON.stringify(chosen),
          correct: feedback.correct ? 1 : 0,
          theta_after: estimate.theta,
          se_after: estimate.se,
          answered_at: at,
        });
        await repository.updateSession(session.id, changes);
        if (finished && session.kind === 'test' && finished.passed) {
          await this.certificates.issue(repository, {
            userId: user.id,
            routeId: session.route_id,
            sessionId: session.id,
            score: finished.score,
            at,
          });
        }
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const stored = (await this.evaluations.listAnswers(sessionId)).find((answer) => answer.item_id === input.itemId);
      if (!stored) throw error;
      return this.replay(session, stored);
    }
    // The transaction wrote exactly these changes, so the stored row need not be read back.
    const next = step.kind === 'item' ? await this.evaluations.findBankItem(step.item.id) : undefined;
    return {
      feedback,
      item: next ? toEvaluationItem(next) : null,
      result: finished ? await this.describeResult({ ...session, ...changes }) : null,
      progress: this.progressOf(responses.length),
    };
  }

  /** The outcome already stored for an answered item, as it was first returned. */
  private async replay(session: SessionRow, answer: AnswerRow): Promise<ContinueEvaluationResponse> {
    const current = (await this.evaluations.findSession(session.id)) ?? session;
    const item = await this.evaluations.findBankItem(answer.item_id);
    if (!item) throw notFound();
    const next = current.current_item_id ? await this.evaluations.findBankItem(current.current_item_id) : undefined;
    return {
      feedback: feedbackFor(item, JSON.parse(answer.answer) as string[]),
      item: next ? toEvaluationItem(next) : null,
      result: await this.describeResult(current),
      progress: this.progressOf(current.answered),
    };
  }

  /** The result of a finished session with the learning gain and certificate that go with it. */
  async describeResult(session: SessionRow) {
    if (session.status !== 'finished') return null;
    let gain = null;
    let certificateCode = null;
    if (session.kind === 'test') {
      const pretest = (await this.evaluations.listSessions(session.user_id, session.route_id, 'pretest')).find(
        (s) => s.status === 'finished',
      );
      gain = gainOf(pretest, session);
      if (session.passed === 1)
        certificateCode = (await this.evaluations.findCertificate(session.user_id, session.route_id))?.code ?? null;
    }
    return resultOf(session, { gain, certificateCode });
  }

  /**
   * A learner's sessions of one kind on a route, for the evaluation page. Without `userId` (or with one's own) the
   * learner's own view; an admin may pass anyone's id and gets a read-only view; a learner passing another id is refused.
   */
  async overview(
    viewer: SessionUser,
    routeId: string,
    kind: EvaluationKind,
    userId?: string,
  ): Promise<EvaluationOverview> {
    const targetId = userId ?? viewer.id;
    const readOnly = targetId !== viewer.id;
    if (readOnly && !isAdminProfile(viewer.perfil)) {
      throw forbidden('No tienes permiso para ver las evaluaciones de otra persona.');
    }
    const context = await this.learning.evaluationContext(viewer, routeId);
    const learner = await this.evaluations.findUserName(targetId);
    if (!learner) throw notFound('No encontramos a esta persona.');
    const [sessions, bankSize, certificate] = await Promise.all([
      this.evaluations.listSessions(targetId, routeId, kind),
      this.evaluations.countActiveBank(routeId),
      this.evaluations.findCertificate(targetId, routeId),
    ]);
    const summaries: EvaluationSessionSummary[] = [];
    for (const session of sessions) {
      const answers = await this.evaluations.listAnswers(session.id);
      const items = new Map(
        (await this.evaluations.bankItemsByIds(answers.map((a) => a.item_id))).map((r) => [r.id, r]),
      );
      summaries.push({
        id: session.id,
        kind: session.kind as EvaluationKind,
        attempt: session.attempt,
        status: session.status === 'finished' ? 'finished' : 'in_progress',
        startedAt: session.started_at,
        finishedAt: session.finished_at,
        result: await this.describeResult(session),
        answers: answers.flatMap((answer) => {
          const item = items.get(answer.item_id);
          if (!item) return [];
          return [
            {
              position: answer.position,
              item: toEvaluationItem(item),
              feedback: feedbackFor(item, JSON.parse(answer.answer) as string[]),
              answeredAt: answer.answered_at,
            },
          ];
        }),
      });
    }
    const open = sessions.some((s) => s.status === 'in_progress');
    const passedTest = sessions.find((s) => s.passed === 1);
    let lockedReason: string | null = null;
    if (readOnly) lockedReason = 'Vista de solo lectura.';
    else if (context.preview) lockedReason = 'En la vista previa no se presentan evaluaciones.';
    else if (bankSize === 0) lockedReason = 'Esta ruta todavía no tiene banco de preguntas.';
    else if (open) lockedReason = null;
    else if (kind === 'pretest' && sessions.some((s) => s.status === 'finished'))
      lockedReason = 'Ya presentaste el pre-test de esta ruta.';
    else if (kind === 'pretest' && !context.pretestOpen)
      lockedReason = 'El pre-test ya no está disponible para esta ruta.';
    else if (kind === 'test' && passedTest) lockedReason = 'Ya aprobaste la evaluación final de esta ruta.';
    else if (kind === 'test' && !context.contentDone) lockedReason = context.testLockedReason;
    else if (kind === 'test' && sessions.length >= context.route.attempts) {
      lockedReason = `Usaste los ${String(context.route.attempts)} intentos permitidos para la evaluación final.`;
    }
    const pretest =
      kind === 'test'
        ? (await this.evaluations.listSessions(targetId, routeId, 'pretest')).find((s) => s.status === 'finished')
        : undefined;
    return {
      route: {
        id: context.route.id,
        title: context.route.title,
        passMark: context.route.passMark,
        hours: context.route.hours,
      },
      learner: { id: learner.id, nombre: learner.nombre },
      kind,
      readOnly,
      canStart: lockedReason === null,
      lockedReason,
      attemptsAllowed: kind === 'test' ? context.route.attempts : null,
      attemptsUsed: sessions.length,
      bankSize,
      itemCount: { min: this.settings.minItems, max: this.settings.maxItems },
      sessions: summaries,
      gain:
        kind === 'test' ? gainOf(pretest, passedTest ?? sessions.filter((s) => s.status === 'finished').at(-1)) : null,
      certificateCode: certificate?.code ?? null,
    };
  }

  /** For the route steps: per route, whether it has a bank and how the user's evaluations stand. */
  async statusFor(userId: string, routeIds: string[]) {
    const [sessions, sizes] = await Promise.all([
      this.evaluations.sessionsForRoutes(userId, routeIds),
      this.evaluations.activeBankSizes(routeIds),
    ]);
    return new Map(
      routeIds.map((routeId) => {
        const bankSize = sizes.get(routeId) ?? 0;
        const mine = sessions.filter((s) => s.route_id === routeId);
        const pretest = mine.filter((s) => s.kind === 'pretest');
        const tests = mine.filter((s) => s.kind === 'test');
        return [
          routeId,
          {
            hasBank: bankSize > 0,
            pretest: pretest.some((s) => s.status === 'finished')
              ? 'done'
              : pretest.length > 0
                ? 'in_progress'
                : 'none',
            testPassed: tests.some((s) => s.passed === 1),
            testInProgress: tests.some((s) => s.status === 'in_progress'),
            testAttempts: tests.length,
          } as const,
        ];
      }),
    );
  }
}
