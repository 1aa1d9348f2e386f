import {
  isAdminProfile,
  type ContentItemView,
  type ListRoutesQuery,
  type RouteCatalog,
  type RouteDetail,
  type RouteProgress,
  type SessionUser,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { CatalogCache } from '../catalog-cache/catalog-cache.js';
import type { FavoritesService } from '../favorites/favorites.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { toContentItemView } from './content-item-view.js';
import type { ProgressRepository } from './progress.repository.js';
import {
  openItem,
  type EvaluationStatusSource,
  type RouteContextService,
  type SimulatorStatusSource,
} from './route-context.service.js';
import { routePercent, testLockedReason } from './route-steps.js';
import { routeFacts } from './route-views.js';
import type { RoutesRepository } from './routes.repository.js';

/**
 * The learner's side of learning routes, read only: the catalog, the route page, the content player, and what the
 * evaluations need to know about a route. Nothing here writes; enrolling and progress are `LearningProgressService`.
 */
export class LearningCatalogService {
  constructor(
    private readonly db: Db,
    private readonly routes: RoutesRepository,
    private readonly progress: ProgressRepository,
    private readonly contexts: RouteContextService,
    private readonly favorites: FavoritesService,
    private readonly uploads: UploadsService,
    private readonly evaluationStatus: EvaluationStatusSource,
    private readonly simulatorStatus: SimulatorStatusSource,
    private readonly catalogCache: CatalogCache,
  ) {}

  async catalog(user: SessionUser, query: ListRoutesQuery): Promise<RouteCatalog> {
    // The same for every learner until an admin changes the catalog (decision 048).
    const { routes, categories, required } = await this.catalogCache.read(
      this.db,
      `published:${query.category ?? ''}:${query.q ?? ''}`,
      async () => {
        const [routes, categories] = await Promise.all([
          this.routes.listPublished(this.db, query),
          this.routes.publishedCategories(this.db),
        ]);
        const required = await this.routes.requiredCounts(
          this.db,
          routes.map((route) => route.id),
        );
        return { routes, categories, required };
      },
    );
    const ids = routes.map((route) => route.id);
    const [summaries, favorites, enrolled, evaluations, simulators] = await Promise.all([
      this.progress.summaries(this.db, user.id, ids),
      this.favorites.marked(user.id, 'route', ids),
      this.progress.enrolledRouteIds(this.db, user.id, ids),
      this.evaluationStatus.statusFor(user.id, ids),
      this.simulatorStatus.statusFor(user.id, ids),
    ]);
    const items = routes.map((route) => {
      const summary = summaries.get(route.id);
      const requiredItems = required.get(route.id) ?? 0;
      const completed = summary?.completedRequired ?? 0;
      const percent = routePercent(completed, requiredItems, simulators.get(route.id));
      const evaluation = evaluations.get(route.id);
      const progress: RouteProgress | null =
        summary || enrolled.has(route.id)
          ? {
              percent,
              completedItems: completed,
              requiredItems,
              secondsSpent: summary?.secondsSpent ?? 0,
              state: evaluation?.testPassed
                ? 'completed'
                : percent === 100
                  ? 'content_done'
                  : summary || evaluation?.pretest === 'done'
                    ? 'in_progress'
                    : 'not_started',
            }
          : null;
      return {
        ...routeFacts(route),
        itemCount: route.itemCount,
        progress,
        favorite: favorites.has(route.id),
      };
    });
    return { items, categories };
  }

  /** Whether the user may see the route: published for everyone, any status for admins. */
  async canSeeRoute(user: SessionUser, routeId: string): Promise<boolean> {
    const route = await this.routes.findById(this.db, routeId);
    return Boolean(route && (route.status === 'published' || isAdminProfile(user.perfil)));
  }

  async canSeeItem(user: SessionUser, itemId: string): Promise<boolean> {
    const routeId = await this.routes.routeIdOfItem(this.db, itemId);
    return routeId ? this.canSeeRoute(user, routeId) : false;
  }

  async detail(user: SessionUser, routeId: string): Promise<RouteDetail> {
    const context = await this.contexts.load(user, routeId);
    const { route, derived } = context;
    const favorite = await this.favorites.marked(user.id, 'route', [route.id]);
    return {
      ...routeFacts(route),
      itemCount: context.items.length,
      favorite: favorite.has(route.id),
      objectives: route.objectives,
      status: route.status,
      passMark: route.passMark,
      attempts: route.attempts,
      unlockInOrder: route.unlockInOrder,
      steps: derived.steps,
      nextStepHref: derived.nextStepHref,
      preview: context.preview,
      enrolled: context.enrolled,
      progress: derived.progress,
    };
  }

  async item(user: SessionUser, routeId: string, itemId: string): Promise<ContentItemView> {
    const context = await this.contexts.load(user, routeId);
    const { item, index } = openItem(context, itemId);
    const [files, favorite] = await Promise.all([
      this.uploads.describe(this.db, item.fileId ? [item.fileId] : []),
      this.favorites.marked(user.id, 'item', [item.id]),
    ]);
    return toContentItemView(context, index, {
      file: item.fileId ? files.get(item.fileId) : undefined,
      favorite: favorite.has(item.id),
    });
  }

  /**
   * What the evaluations need to know about a route for this user: its settings, whether the content is done and
   * whether the pre-test may still be taken. 404 when the user may not see the route. Reads only.
   */
  async evaluationContext(user: SessionUser, routeId: string) {
    const context = await this.contexts.load(user, routeId);
    const { route, derived } = context;
    return {
      route: {
        id: route.id,
        title: route.title,
        passMark: route.passMark,
        attempts: route.attempts,
        hours: route.hours,
      },
      preview: context.preview,
      contentDone: derived.progress.state === 'content_done' || derived.progress.state === 'completed',
      pretestOpen: derived.steps[0]?.state !== 'locked',
      // Names the simulator when it is what still keeps the final test locked.
      testLockedReason: derived.steps.find((step) => step.kind === 'test')?.lockedReason ?? testLockedReason,
    };
  }

  /** What a certificate copies of the route, on the caller's executor (it runs inside the issuing transaction). */
  async certificateFacts(
    db: Executor,
    routeId: string,
  ): Promise<{ title: string; hours: number; validityMonths: number | null } | undefined> {
    const route = await this.routes.findById(db, routeId);
    return route && { title: route.title, hours: route.hours, validityMonths: route.validityMonths };
  }

  /**
   * The learner's recorded work on a route, for the certificate (decision 029): the required contents completed and
   * the study seconds the platform recorded. Runs on the caller's executor (the issuing transaction).
   */
  async studyFacts(
    db: Executor,
    routeId: string,
    userId: string,
  ): Promise<{ itemsCompleted: number; studySeconds: number }> {
    const summary = (await this.progress.summaries(db, userId, [routeId])).get(routeId);
    return { itemsCompleted: summary?.completedRequired ?? 0, studySeconds: summary?.secondsSpent ?? 0 };
  }

  /** Whether the route is published (the bank refuses to shrink below the minimum only then). */
  async isPublished(db: Executor, routeId: string): Promise<boolean> {
    return (await this.routes.findById(db, routeId))?.status === 'published';
  }

  /** Every route's id and title, a page at a time in id order, for jobs that walk all routes (calibration). */
  async routePage(afterId: string | null, limit: number): Promise<{ id: string; title: string }[]> {
    const routes = await this.routes.pageById(this.db, afterId, limit);
    return routes.map((route) => ({ id: route.id, title: route.title }));
  }

  /** Every published route's id and title, by title (the PHVA plan assigns one as a training action). */
  async publishedRoutes(): Promise<{ id: string; title: string }[]> {
    const routes = (await this.routes.allRoutes(this.db)).filter((route) => route.status === 'published');
    return routes
      .map((route) => ({ id: route.id, title: route.title }))
      .sort((a, b) => a.title.localeCompare(b.title, 'es'));
  }

  /** Whether a published route shows the file, so any signed-in user may be served it (asked by uploads). */
  fileInPublishedRoute(fileId: string): Promise<boolean> {
    return this.routes.publishedRouteUsesFile(this.db, fileId);
  }

  /** Every route's title, status and validity, by id (the training plan names and checks routes with it). */
  async routeFacts(): Promise<Map<string, { title: string; status: string; validityMonths: number | null }>> {
    const routes = await this.routes.allRoutes(this.db);
    return new Map(
      routes.map((route) => [
        route.id,
        { title: route.title, status: route.status, validityMonths: route.validityMonths },
      ]),
    );
  }
}
