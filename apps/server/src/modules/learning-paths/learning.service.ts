import {
  isAdminProfile,
  type AnswerQuizInput,
  type ContentItemView,
  type ItemProgress,
  type ListRoutesQuery,
  type QuizState,
  type RecordProgressInput,
  type RouteCatalog,
  type RouteDetail,
  type RouteLevel,
  type RouteProgress,
  type RouteStatus,
  type SessionUser,
} from '@academia/shared';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { FavoritesService } from '../favorites/favorites.service.js';
import type { ProgressRepository, ProgressRow } from './progress.repository.js';
import { answerQuestion, parseQuizState, restartQuiz, toQuizState, type StoredQuizState } from './quiz-grading.js';
import { fileUrl, parseObjectives, parseQuiz } from './route.mapper.js';
import { deriveRoute, percentOf, testLockedReason, type DerivedRoute, type EvaluationStatus } from './route-steps.js';
import type { ItemRow, RouteRow, RoutesRepository } from './routes.repository.js';
import { embedUrlFor } from './video-embed.js';

interface RouteContext {
  user: SessionUser;
  route: RouteRow;
  items: ItemRow[];
  progress: Map<string, ProgressRow>;
  derived: DerivedRoute;
  preview: boolean;
}

const emptyProgress: ItemProgress = {
  startedAt: null,
  position: 0,
  maxPosition: 0,
  secondsSpent: 0,
  completedAt: null,
};

function toItemProgress(row: ProgressRow | undefined): ItemProgress {
  if (!row) return emptyProgress;
  return {
    startedAt: row.started_at,
    position: Number(row.position),
    maxPosition: Number(row.max_position),
    secondsSpent: row.seconds_spent,
    completedAt: row.completed_at,
  };
}

/** Items a learner finishes with "Marcar como completado"; uploaded videos and quizzes complete themselves. */
function completesManually(item: ItemRow): boolean {
  return (
    item.kind === 'text' || item.kind === 'pdf' || item.kind === 'link' || (item.kind === 'video' && !item.file_id)
  );
}

/** How the evaluations module reports a learner's pre-test and test per route (set once at wiring time). */
export type EvaluationStatusSource = (
  userId: string,
  routeIds: string[],
) => Promise<Map<string, Omit<EvaluationStatus, 'attemptsAllowed'>>>;

/** The learner's side of routes: the catalog, the route page, the content player and progress. */
export class LearningService {
  private evaluationStatus: EvaluationStatusSource = () => Promise.resolve(new Map());

  /** The evaluations module depends on this one, so it plugs its status in instead of being imported. */
  useEvaluationStatus(source: EvaluationStatusSource): void {
    this.evaluationStatus = source;
  }

  /**
   * What the evaluations need to know about a route for this user: its settings, whether the content is done and
   * whether the pre-test may still be taken. 404 when the user may not see the route.
   */
  async evaluationContext(user: SessionUser, routeId: string) {
    const context = await this.load(user, routeId, { enrol: true });
    const { route, derived } = context;
    return {
      route: {
        id: route.id,
        title: route.title,
        passMark: route.pass_mark,
        attempts: route.attempts,
        hours: Number(route.hours),
      },
      preview: context.preview,
      contentDone: derived.progress.state === 'content_done' || derived.progress.state === 'completed',
      pretestOpen: derived.steps[0]?.state !== 'locked',
      testLockedReason,
    };
  }

  constructor(
    private readonly routes: RoutesRepository,
    private readonly progress: ProgressRepository,
    private readonly favorites: FavoritesService,
  ) {}

  async catalog(user: SessionUser, query: ListRoutesQuery): Promise<RouteCatalog> {
    const [rows, categories] = await Promise.all([this.routes.listPublished(query), this.routes.publishedCategories()]);
    const ids = rows.map((row) => row.id);
    const [required, summaries, favorites, enrolled, evaluations] = await Promise.all([
      this.routes.requiredCounts(ids),
      this.progress.summaries(user.id, ids),
      this.favorites.marked(user.id, 'route', ids),
      this.progress.enrolledRouteIds(user.id, ids),
      this.evaluationStatus(user.id, ids),
    ]);
    const items = rows.map((row) => {
      const summary = summaries.get(row.id);
      const requiredItems = required.get(row.id) ?? 0;
      const completed = summary?.completed_required ?? 0;
      const percent = percentOf(completed, requiredItems);
      const progress: RouteProgress | null =
        summary || enrolled.has(row.id)
          ? {
              percent,
              completedItems: completed,
              requiredItems,
              secondsSpent: summary?.seconds_spent ?? 0,
              state: evaluations.get(row.id)?.testPassed
                ? 'completed'
                : percent === 100
                  ? 'content_done'
                  : summary || evaluations.get(row.id)?.pretest === 'done'
                    ? 'in_progress'
                    : 'not_started',
            }
          : null;
      return {
        id: row.id,
        title: row.title,
        summary: row.summary,
        category: row.category,
        hours: Number(row.hours),
        level: row.level as RouteLevel,
        coverUrl: row.cover_file_id ? fileUrl(row.cover_file_id) : null,
        itemCount: Number(row.item_count),
        progress,
        favorite: favorites.has(row.id),
      };
    });
    return { items, categories };
  }

  /** Whether the user may see the route: published for everyone, any status for admins. */
  async canSeeRoute(user: SessionUser, routeId: string): Promise<boolean> {
    const route = await this.routes.findById(routeId);
    return Boolean(route && (route.status === 'published' || isAdminProfile(user.perfil)));
  }

  async canSeeItem(user: SessionUser, itemId: string): Promise<boolean> {
    const routeId = await this.routes.routeIdOfItem(itemId);
    return routeId ? this.canSeeRoute(user, routeId) : false;
  }

  async detail(user: SessionUser, routeId: string): Promise<RouteDetail> {
    const context = await this.load(user, routeId, { enrol: true });
    const { route, derived } = context;
    const favorite = await this.favorites.marked(user.id, 'route', [route.id]);
    return {
      id: route.id,
      title: route.title,
      summary: route.summary,
      category: route.category,
      hours: Number(route.hours),
      level: route.level as RouteLevel,
      coverUrl: route.cover_file_id ? fileUrl(route.cover_file_id) : null,
      itemCount: context.items.length,
      favorite: favorite.has(route.id),
      objectives: parseObjectives(route.objectives),
      status: route.status as RouteStatus,
      passMark: route.pass_mark,
      attempts: route.attempts,
      unlockInOrder: route.unlock_in_order === 1,
      steps: derived.steps,
      nextStepHref: derived.nextStepHref,
      preview: context.preview,
      progress: derived.progress,
    };
  }

  async item(user: SessionUser, routeId: string, itemId: string): Promise<ContentItemView> {
    const context = await this.load(user, routeId, { enrol: true });
    const { item, index } = this.openItem(context, itemId);
    const row = context.progress.get(item.id);
    const files = new Map((await this.routes.filesByIds(item.file_id ? [item.file_id] : [])).map((f) => [f.id, f]));
    const file = item.file_id ? files.get(item.file_id) : undefined;
    const quiz = parseQuiz(item.quiz);
    const previous = context.items[index - 1];
    const next = context.items[index + 1];
    const favorite = await this.favorites.marked(user.id, 'item', [item.id]);
    return {
      id: item.id,
      route: { id: context.route.id, title: context.route.title },
      kind: item.kind as ContentItemView['kind'],
      title: item.title,
      description: item.description,
      durationMinutes: item.duration_minutes,
      required: item.required === 1,
      position: index + 1,
      total: context.items.length,
      html: item.kind === 'text' ? item.body_html : null,
      video:
        item.kind !== 'video'
          ? null
          : item.file_id
            ? {
                src: fileUrl(item.file_id),
                external: false,
                embedUrl: null,
                captionsSrc: item.captions_file_id ? fileUrl(item.captions_file_id) : null,
              }
            : { src: item.url ?? '', external: true, embedUrl: embedUrlFor(item.url ?? ''), captionsSrc: null },
      pdf:
        item.kind === 'pdf' && item.file_id
          ? {
              src: fileUrl(item.file_id),
              downloadUrl: `${fileUrl(item.file_id)}?download=1`,
              name: file?.original_name ?? item.title,
            }
          : null,
      link: item.kind === 'link' && item.url ? { url: item.url } : null,
      quiz: quiz ? toQuizState(quiz, parseQuizState(row?.quiz_state ?? null)) : null,
      manualCompletion: completesManually(item),
      progress: toItemProgress(row),
      previous: previous ? { id: previous.id, title: previous.title } : null,
      next: next ? { id: next.id, title: next.title } : null,
      preview: context.preview,
      favorite: favorite.has(item.id),
    };
  }

  async recordProgress(
    user: SessionUser,
    routeId: string,
    itemId: string,
    input: RecordProgressInput,
  ): Promise<ItemProgress> {
    const delta = input.secondsDelta ?? 0;
    return this.write(user, routeId, itemId, (row, item, nowMs) => {
      const elapsed = Math.max(0, (nowMs - Date.parse(row.updated_at)) / 1000);
      const changes: Partial<ProgressRow> = { seconds_spent: row.seconds_spent + Math.min(delta, Math.round(elapsed)) };
      if (input.position !== undefined) changes.position = input.position;
      if (item.kind === 'video' && item.file_id && input.position !== undefined) {
        // The furthest point can only grow as fast as the video can play (up to 2×), so a jump is not "watched".
        const reachable = Number(row.max_position) + elapsed * 2 + 5;
        const maxPosition = Math.max(Number(row.max_position), Math.min(input.position, reachable));
        changes.max_position = maxPosition;
        if (!row.completed_at && input.duration && maxPosition >= input.duration * 0.9) {
          changes.completed_at = new Date(nowMs).toISOString();
        }
      }
      return changes;
    });
  }

  async complete(user: SessionUser, routeId: string, itemId: string): Promise<ItemProgress> {
    return this.write(user, routeId, itemId, (row, item, nowMs) => {
      if (!completesManually(item)) throw new AppError('NOT_COMPLETABLE');
      return row.completed_at ? {} : { completed_at: new Date(nowMs).toISOString() };
    });
  }

  async answerQuiz(user: SessionUser, routeId: string, itemId: string, input: AnswerQuizInput): Promise<QuizState> {
    return this.changeQuiz(user, routeId, itemId, (quiz, state) =>
      answerQuestion(quiz, state, input.questionId, input.optionIds),
    );
  }

  async restartQuiz(user: SessionUser, routeId: string, itemId: string): Promise<QuizState> {
    return this.changeQuiz(user, routeId, itemId, (_quiz, state) => restartQuiz(state));
  }

  private async changeQuiz(
    user: SessionUser,
    routeId: string,
    itemId: string,
    change: (quiz: NonNullable<ReturnType<typeof parseQuiz>>, state: StoredQuizState) => StoredQuizState,
  ): Promise<QuizState> {
    let result: QuizState | null = null;
    await this.write(user, routeId, itemId, (row, item, nowMs) => {
      const quiz = parseQuiz(item.quiz);
      if (!quiz) throw notFound('Este contenido no es un quiz.');
      const next = change(quiz, parseQuizState(row.quiz_state));
      result = toQuizState(quiz, next);
      const passed = result.passed === true;
      return {
        quiz_state: JSON.stringify(next),
        ...(passed && !row.completed_at ? { completed_at: new Date(nowMs).toISOString() } : {}),
      };
    });
    if (!result) throw new Error('El quiz no devolvió estado');
    return result;
  }

  /**
   * Applies a change to the learner's row for an item with optimistic concurrency: read, compute, write only if
   * nobody wrote meanwhile, otherwise read again. Concurrent requests therefore never overwrite each other.
   */
  private async write(
    user: SessionUser,
    routeId: string,
    itemId: string,
    change: (row: ProgressRow, item: ItemRow, nowMs: number) => Partial<ProgressRow>,
  ): Promise<ItemProgress> {
    const context = await this.load(user, routeId, { enrol: true });
    if (context.preview) throw forbidden('En la vista previa no se registra avance.');
    const { item } = this.openItem(context, itemId);
    await this.start(user.id, item);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await this.progress.find(user.id, item.id);
      if (!row) break;
      const nowMs = Date.now();
      const changes = change(row, item, nowMs);
      const at = new Date(nowMs).toISOString();
      if (await this.progress.update(user.id, item.id, row.revision, { ...changes, updated_at: at })) {
        await this.progress.touchEnrolment(routeId, user.id, { last_item_id: item.id, last_activity_at: at });
        if (changes.completed_at) await this.recordContentCompletion(user, routeId, at);
        return toItemProgress({ ...row, ...changes, updated_at: at });
      }
    }
    throw new AppError('SERVICE_UNAVAILABLE', 'Hay demasiadas actualizaciones a la vez. Inténtalo de nuevo.');
  }

  private async start(userId: string, item: ItemRow): Promise<void> {
    const at = new Date().toISOString();
    await this.progress.start({
      user_id: userId,
      item_id: item.id,
      route_id: item.route_id,
      started_at: at,
      position: 0,
      max_position: 0,
      seconds_spent: 0,
      completed_at: null,
      quiz_state: null,
      revision: 0,
      updated_at: at,
    });
  }

  private async recordContentCompletion(user: SessionUser, routeId: string, at: string): Promise<void> {
    const context = await this.load(user, routeId, { enrol: false });
    if (context.derived.progress.state === 'content_done') {
      await this.progress.markContentCompleted(routeId, user.id, at);
    }
  }

  /** The route as this user may see it, with their progress; enrols a learner on the first visit. */
  private async load(user: SessionUser, routeId: string, options: { enrol: boolean }): Promise<RouteContext> {
    const route = await this.routes.findById(routeId);
    const preview = isAdminProfile(user.perfil);
    if (!route || (route.status !== 'published' && !preview)) throw notFound('No encontramos esta ruta.');
    if (options.enrol && !preview) {
      await this.progress.enrol({
        route_id: route.id,
        user_id: user.id,
        origin: 'visit',
        enrolled_at: new Date().toISOString(),
        last_item_id: null,
        last_activity_at: null,
        content_completed_at: null,
      });
    }
    const [items, rows, enrolment, evaluations] = await Promise.all([
      this.routes.listItems(route.id),
      preview ? Promise.resolve([]) : this.progress.listForRoute(user.id, route.id),
      preview ? Promise.resolve(undefined) : this.progress.findEnrolment(route.id, user.id),
      this.evaluationStatus(user.id, [route.id]),
    ]);
    const evaluation = evaluations.get(route.id);
    const progress = new Map(rows.map((row) => [row.item_id, row]));
    const derived = deriveRoute({
      routeId: route.id,
      unlockInOrder: route.unlock_in_order === 1 && !preview,
      items: items.map((item) => ({
        id: item.id,
        kind: item.kind,
        title: item.title,
        durationMinutes: item.duration_minutes,
        required: item.required === 1,
      })),
      progress: new Map(
        rows.map((row) => [row.item_id, { completedAt: row.completed_at, secondsSpent: row.seconds_spent }]),
      ),
      lastItemId: enrolment?.last_item_id ?? null,
      evaluation: evaluation && { ...evaluation, attemptsAllowed: route.attempts },
    });
    return { user, route, items, progress, derived, preview };
  }

  /** The item if it belongs to the route (404 otherwise) and is unlocked for this learner (403 otherwise). */
  private openItem(context: RouteContext, itemId: string): { item: ItemRow; index: number } {
    const index = context.items.findIndex((row) => row.id === itemId);
    const item = context.items[index];
    if (!item) throw notFound('No encontramos este contenido en la ruta.');
    const locked = context.derived.lockOf(item.id);
    if (locked) throw new AppError('STEP_LOCKED', locked);
    return { item, index };
  }
}
