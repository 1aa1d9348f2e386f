import {
  COMPANY_LEAD_PROFILE,
  isAdminProfile,
  itemRange,
  type AttemptsContact,
  type EvaluationKind,
  type EvaluationOverview,
  type EvaluationResult,
  type EvaluationReview,
  type EvaluationSessionSummary,
  type SessionUser,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock/clock.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { LearningCatalogService } from '../learning-paths/learning-catalog.service.js';
import type { UsersService } from '../users/users.service.js';
import type { AttemptGrantsService } from './attempt-grants.service.js';
import { maxItemsFor, type EvaluationSettings } from './evaluation.service.js';
import type { EvaluationSession } from './evaluation.types.js';
import { feedbackFor, gainOf, resultOf, toEvaluationItem } from './evaluation-views.js';
import type { EvaluationsRepository } from './evaluations.repository.js';
import { countedSessions, renewalCutoff } from './renewal-cutoff.js';

/**
 * The evaluation page (a learner's sessions of one kind on a route) and the review of one ended session, item by
 * item with keys and explanations. Reads only.
 */
export class EvaluationOverviewService {
  constructor(
    private readonly db: Db,
    private readonly evaluations: EvaluationsRepository,
    private readonly catalog: LearningCatalogService,
    private readonly users: UsersService,
    private readonly attemptGrants: AttemptGrantsService,
    private readonly settings: EvaluationSettings,
    /** The academy, the contact of a learner without a company lead. */
    private readonly academy: { nombre: string; email: string },
    private readonly clock: Clock,
  ) {}

  /**
   * Without `userId` (or with one's own) the learner's own view; an admin may pass anyone's id and gets a read-only
   * view; a learner passing another id is refused. A fixed number of queries, however many sessions there are.
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
      throw forbidden('No tiene permiso para ver las evaluaciones de otra persona.');
    }
    const context = await this.catalog.evaluationContext(viewer, routeId);
    const learner = (await this.users.summaries(this.db, [targetId])).get(targetId);
    if (!learner) throw notFound('No encontramos a esta persona.');
    const [sessions, bankSize, certificate, pretests, study, extra, certificates] = await Promise.all([
      this.evaluations.listSessions(this.db, targetId, routeId, kind),
      this.evaluations.countActiveBank(this.db, routeId),
      this.evaluations.findCertificate(this.db, targetId, routeId),
      kind === 'test' ? this.evaluations.listSessions(this.db, targetId, routeId, 'pretest') : Promise.resolve([]),
      this.catalog.studyFacts(this.db, routeId, targetId),
      this.attemptGrants.extraAttempts(targetId, [routeId]),
      this.evaluations.certificateDates(this.db, [targetId]),
    ]);
    // After the certificate expires the final test opens again: only attempts since then count (decision 038).
    const counted = countedSessions(
      sessions,
      kind === 'test' ? renewalCutoff(certificates, routeId, this.clock.now()) : null,
    );
    const attemptsAllowed = context.route.attempts + (extra.get(routeId) ?? 0);
    const pretest = pretests.find((s) => s.status === 'finished');
    const summaries = sessions.map((session) =>
      this.summaryOf(viewer, session, {
        gain: session.kind === 'test' ? gainOf(pretest, session) : null,
        certificateCode: session.kind === 'test' && session.passed === true ? (certificate?.code ?? null) : null,
      }),
    );
    const open = sessions.some((s) => s.status === 'in_progress');
    const passedTest = counted.find((s) => s.passed === true);
    let lockedReason: string | null = null;
    if (readOnly) lockedReason = 'Vista de solo lectura.';
    else if (context.preview) lockedReason = 'En la vista previa no se presentan evaluaciones.';
    else if (bankSize === 0) lockedReason = 'Esta ruta todavía no tiene banco de preguntas.';
    else if (open) lockedReason = null;
    else if (kind === 'pretest' && sessions.some((s) => s.status === 'finished'))
      lockedReason = 'Ya presentó la prueba inicial de esta ruta.';
    else if (kind === 'pretest' && !context.pretestOpen)
      lockedReason = 'La prueba inicial ya no está disponible para esta ruta.';
    else if (kind === 'test' && passedTest) lockedReason = 'Ya aprobó la evaluación final de esta ruta.';
    else if (kind === 'test' && !context.contentDone) lockedReason = context.testLockedReason;
    else if (kind === 'test' && counted.length >= attemptsAllowed) {
      lockedReason = `Usó los ${String(attemptsAllowed)} intentos permitidos para la evaluación final.`;
    }
    return {
      route: {
        id: context.route.id,
        title: context.route.title,
        passMark: context.route.passMark,
        hours: context.route.hours,
        studySeconds: study.studySeconds,
      },
      learner: { id: learner.id, nombre: learner.nombre },
      kind,
      readOnly,
      canStart: lockedReason === null,
      lockedReason,
      attemptsAllowed: kind === 'test' ? attemptsAllowed : null,
      attemptsUsed: counted.length,
      bankSize,
      itemCount: itemRange(bankSize, this.settings.minItems, maxItemsFor(this.settings, kind)) ?? { min: 0, max: 0 },
      contact: await this.contactFor(learner.empresaId),
      sessions: summaries,
      gain:
        kind === 'test' ? gainOf(pretest, passedTest ?? sessions.filter((s) => s.status === 'finished').at(-1)) : null,
      certificateCode: certificate?.code ?? null,
    };
  }

  /**
   * Whom a learner asks for another attempt: the first active Responsable SST of their company (by name), else the
   * academy's administrators at the contact address.
   */
  private async contactFor(companyId: string | null): Promise<AttemptsContact> {
    if (companyId) {
      const lead = (await this.users.activePeopleOf(this.db, companyId))
        .filter((person) => person.perfil === COMPANY_LEAD_PROFILE)
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'))[0];
      if (lead) return { kind: 'company_lead', nombre: lead.nombre, email: lead.email };
    }
    return { kind: 'academy', nombre: this.academy.nombre, email: this.academy.email };
  }

  /**
   * An ended session, item by item: the answer given, the right one and why. The learner sees their own final
   * tests once ended; an admin also sees pre-tests. Someone else's session is 404 (its existence is not revealed);
   * a running session, or a learner's own pre-test, is REVIEW_NOT_AVAILABLE (ADR 018).
   */
  async review(viewer: SessionUser, sessionId: string): Promise<EvaluationReview> {
    const session = await this.evaluations.findSession(this.db, sessionId);
    const readOnly = session?.userId !== viewer.id;
    if (!session || (readOnly && !isAdminProfile(viewer.perfil))) {
      throw notFound('No encontramos esta evaluación.');
    }
    if (!this.reviewable(viewer, session)) throw new AppError('REVIEW_NOT_AVAILABLE');
    const context = await this.catalog.evaluationContext(viewer, session.routeId);
    const [learner, answers, pretests, certificate] = await Promise.all([
      this.users.summaries(this.db, [session.userId]).then((found) => found.get(session.userId)),
      this.evaluations.listAnswers(this.db, session.id),
      session.kind === 'test'
        ? this.evaluations.listSessions(this.db, session.userId, session.routeId, 'pretest')
        : Promise.resolve([]),
      session.kind === 'test' && session.passed === true
        ? this.evaluations.findCertificate(this.db, session.userId, session.routeId)
        : Promise.resolve(undefined),
    ]);
    if (!learner) throw notFound('No encontramos a esta persona.');
    const items = new Map(
      (await this.evaluations.bankItemsByIds(this.db, [...new Set(answers.map((a) => a.itemId))])).map((item) => [
        item.id,
        item,
      ]),
    );
    return {
      route: { id: context.route.id, title: context.route.title },
      learner: { id: learner.id, nombre: learner.nombre },
      readOnly,
      session: this.summaryOf(viewer, session, {
        gain: gainOf(
          pretests.find((s) => s.status === 'finished'),
          session,
        ),
        certificateCode: certificate?.code ?? null,
      }),
      answers: answers.flatMap((answer) => {
        const item = items.get(answer.itemId);
        if (!item) return [];
        return [
          {
            position: answer.position,
            item: toEvaluationItem(item),
            feedback: feedbackFor(item, answer.answer),
            answeredAt: answer.answeredAt,
          },
        ];
      }),
    };
  }

  /**
   * Keys are shown only once a session has ended ("finished" is the one ended state: sessions do not expire). A
   * learner's pre-test never shows them: its items come back in final tests once a topic runs out of unseen ones.
   */
  private reviewable(viewer: SessionUser, session: EvaluationSession): boolean {
    if (session.status !== 'finished') return false;
    return session.kind === 'test' || (session.userId !== viewer.id && isAdminProfile(viewer.perfil));
  }

  private summaryOf(
    viewer: SessionUser,
    session: EvaluationSession,
    extras: Parameters<typeof resultOf>[1],
  ): EvaluationSessionSummary {
    const result: EvaluationResult | null = resultOf(session, extras);
    return {
      id: session.id,
      kind: session.kind,
      attempt: session.attempt,
      status: session.status,
      startedAt: session.startedAt,
      finishedAt: session.finishedAt,
      answered: session.answered,
      result,
      reviewable: this.reviewable(viewer, session),
    };
  }
}
