import { randomInt } from 'node:crypto';
import type {
  AnswerQuizInput,
  CompleteItemResult,
  ItemProgress,
  Quiz,
  QuizState,
  RecordProgressInput,
  SessionUser,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { ItemProgressRecord, LearningRoute, ProgressChanges, RouteItem } from './learning-route.types.js';
import type { ProgressRepository } from './progress.repository.js';
import { answerQuestion, quizStateOrNew, restartQuiz, toQuizState, type StoredQuizState } from './quiz-grading.js';
import { continueAfter } from './route-steps.js';
import {
  completesManually,
  openItem,
  toItemProgress,
  type RouteContext,
  type RouteContextService,
} from './route-context.service.js';

/** How many times a write re-reads and retries when another request wrote the same row meanwhile. */
const WRITE_ATTEMPTS = 5;

/**
 * The learner's writes on a learning route: enrolment, time and position, completion and quick reviews. Viewing
 * never enrols anyone (ADR 028): only the learner's own actions do — "Empezar la ruta", starting a test,
 * "Completar y continuar" or answering a review — and only once the step is known to be open. Time reports of a
 * learner who has not started the route are not recorded.
 */
export class LearningProgressService {
  constructor(
    private readonly db: Db,
    private readonly progress: ProgressRepository,
    private readonly contexts: RouteContextService,
    private readonly clock: Clock,
  ) {}

  /**
   * Enrols the learner in a route on an explicit action of theirs ("Empezar la ruta", starting an evaluation); the
   * enrolment's origin stays "visit" (self-enrolled, as opposed to assigned). Already enrolled learners and admins
   * previewing are left as they are. 404 when the user may not see the route. Never called by a read.
   */
  async enrolOnVisit(user: SessionUser, routeId: string): Promise<void> {
    const { route, preview } = await this.contexts.visibleRoute(user, routeId);
    if (!preview) await this.enrol(user, route);
  }
  /**
   * Called by the simulator when one of the learner's attempts passes: when that completes every step before the
   * final test, the enrolment records when (as completing the last content does).
   */
  async recordSimulatorPassed(user: SessionUser, routeId: string): Promise<void> {
    const context = await this.contexts.load(user, routeId);
    if (context.preview || context.derived.progress.state !== 'content_done') return;
    await this.progress.markContentCompleted(this.db, routeId, user.id, this.clock.now().toISOString());
  }

  /** The person's enrolments and item progress, for their own data export (Ley 1581 de 2012, right of access). */
  async exportForUser(userId: string) {
    const [enrolments, progress] = await Promise.all([
      this.progress.enrolmentsOfUser(this.db, userId),
      this.progress.progressOfUser(this.db, userId),
    ]);
    return {
      enrolments: enrolments.map(({ userId: _owner, ...enrolment }) => enrolment),
      progress: progress.map(({ userId: _owner, revision: _revision, ...record }) => record),
    };
  }

  async recordProgress(
    user: SessionUser,
    routeId: string,
    itemId: string,
    input: RecordProgressInput,
  ): Promise<ItemProgress> {
    const delta = input.secondsDelta ?? 0;
    // A report is sent by the page on its own, so it is not an action that enrols: before "Empezar la ruta" the
    // learner may read, and nothing is recorded.
    return this.write(user, routeId, itemId, { enrols: false }, (record, item, now) => {
      const elapsed = Math.max(0, (now.getTime() - Date.parse(record.updatedAt)) / 1000);
      const changes: ProgressChanges = { secondsSpent: record.secondsSpent + Math.min(delta, Math.round(elapsed)) };
      if (input.position !== undefined) changes.position = input.position;
      if (item.kind === 'video' && item.fileId && input.position !== undefined) {
        // The furthest point can only grow as fast as the video can play (up to 2×), so a jump is not "watched".
        const reachable = record.maxPosition + elapsed * 2 + 5;
        const maxPosition = Math.max(record.maxPosition, Math.min(input.position, reachable));
        changes.maxPosition = maxPosition;
        if (!record.completedAt && input.duration && maxPosition >= input.duration * 0.9) {
          changes.completedAt = now.toISOString();
        }
      }
      return changes;
    });
  }

  /** "Completar y continuar": marks the item done and says where the learner goes next. */
  async complete(user: SessionUser, routeId: string, itemId: string): Promise<CompleteItemResult> {
    const progress = await this.write(user, routeId, itemId, { enrols: true }, (record, item, now) => {
      if (!completesManually(item)) throw new AppError('NOT_COMPLETABLE');
      return record.completedAt ? {} : { completedAt: now.toISOString() };
    });
    const after = await this.contexts.load(user, routeId);
    return { ...progress, next: continueAfter(after.derived, itemId) };
  }

  async answerQuiz(user: SessionUser, routeId: string, itemId: string, input: AnswerQuizInput): Promise<QuizState> {
    return this.changeQuiz(user, routeId, itemId, (quiz, state) =>
      answerQuestion(quiz, state, input.questionId, input.optionIds),
    );
  }

  async restartQuiz(user: SessionUser, routeId: string, itemId: string): Promise<QuizState> {
    return this.changeQuiz(user, routeId, itemId, (quiz, state) => restartQuiz(quiz, state, () => randomInt(2 ** 31)));
  }

  private async changeQuiz(
    user: SessionUser,
    routeId: string,
    itemId: string,
    change: (quiz: Quiz, state: StoredQuizState) => StoredQuizState,
  ): Promise<QuizState> {
    let result: QuizState | null = null;
    await this.write(user, routeId, itemId, { enrols: true }, (record, item, now) => {
      if (!item.quiz) throw notFound('Este contenido no es un repaso.');
      const next = change(item.quiz, quizStateOrNew(record.quizState));
      result = toQuizState(item.quiz, next);
      const passed = result.passed === true;
      return { quizState: next, ...(passed && !record.completedAt ? { completedAt: now.toISOString() } : {}) };
    });
    if (!result) throw new Error('El repaso no devolvió estado');
    return result;
  }

  /**
   * Applies a change to the learner's record for an item with optimistic concurrency: read, compute, write only if
   * nobody wrote meanwhile, otherwise read again. Concurrent requests therefore never overwrite each other. The lock
   * is checked before anything is written, so a refused step enrols nobody; `enrols: false` leaves a learner who
   * has not started the route untouched (their current progress is returned as it is).
   */
  private async write(
    user: SessionUser,
    routeId: string,
    itemId: string,
    { enrols }: { enrols: boolean },
    change: (record: ItemProgressRecord, item: RouteItem, now: Date) => ProgressChanges,
  ): Promise<ItemProgress> {
    const context = await this.contexts.load(user, routeId);
    if (context.preview) throw forbidden('En la vista previa no se registra avance.');
    const { item } = openItem(context, itemId);
    if (!context.enrolled) {
      if (!enrols) return toItemProgress(context.progress.get(item.id));
      await this.enrol(user, context.route);
    }
    await this.start(user.id, item);
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      const record = await this.progress.find(this.db, user.id, item.id);
      if (!record) break;
      const now = this.clock.now();
      const changes = change(record, item, now);
      const at = now.toISOString();
      if (await this.progress.update(this.db, user.id, item.id, record.revision, { ...changes, updatedAt: at })) {
        await this.progress.touchEnrolment(this.db, routeId, user.id, { lastItemId: item.id, lastActivityAt: at });
        if (changes.completedAt) await this.recordContentCompletion(context, at);
        return toItemProgress({ ...record, ...changes, updatedAt: at });
      }
    }
    throw new AppError('SERVICE_UNAVAILABLE', 'Hay demasiadas actualizaciones a la vez. Inténtelo de nuevo.');
  }

  private async enrol(user: SessionUser, route: LearningRoute): Promise<void> {
    await this.progress.enrol(this.db, {
      routeId: route.id,
      userId: user.id,
      origin: 'visit',
      enrolledAt: this.clock.now().toISOString(),
      lastItemId: null,
      lastActivityAt: null,
      contentCompletedAt: null,
    });
  }

  private async start(userId: string, item: RouteItem): Promise<void> {
    const at = this.clock.now().toISOString();
    await this.progress.start(this.db, {
      userId,
      itemId: item.id,
      routeId: item.routeId,
      startedAt: at,
      position: 0,
      maxPosition: 0,
      secondsSpent: 0,
      completedAt: null,
      quizState: null,
      revision: 0,
      updatedAt: at,
    });
  }

  /** Records when the learner first finished every required item, from the route re-read after the write. */
  private async recordContentCompletion(before: RouteContext, at: string): Promise<void> {
    const context = await this.contexts.load(before.user, before.route.id);
    if (context.derived.progress.state === 'content_done') {
      await this.progress.markContentCompleted(this.db, context.route.id, context.user.id, at);
    }
  }
}
