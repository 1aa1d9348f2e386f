import { paths } from '@academia/shared';
import type {
  ContinueLearning,
  FinishedRoute,
  LearnerHome,
  LearnerProgress,
  LearnerRoute,
  LearnerRouteReport,
  NextRoute,
  OpenTest,
  RecommendedRoute,
  RouteProgressState,
  SessionUser,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { LearnerDashboardRepository } from './learner-dashboard.repository.js';
import type { LearningCatalogService } from './learning-catalog.service.js';
import type { LearningRoute } from './learning-route.types.js';
import type { ProgressRepository } from './progress.repository.js';
import { progressWeeks } from './progress-weeks.js';
import type { SimulatorStatusSource } from './route-context.service.js';
import { routePercent } from './route-steps.js';
import { routeFacts } from './route-views.js';
import type { RoutesRepository } from './routes.repository.js';

/**
 * How the evaluations module reports a learner's scores per route. Evaluations depend on this module, so the
 * container hands in the evaluations' reader (`EvaluationScoresService`) rather than this module importing it.
 */
export interface EvaluationScoresSource {
  scoresFor(
    userId: string,
    routeIds: string[],
  ): Promise<
    Map<
      string,
      {
        pretestScore: number | null;
        testScore: number | null;
        testPassed: boolean;
        testAttempts: number;
        certificateCode: string | null;
        openTest: { kind: 'pretest' | 'test'; startedAt: string } | null;
        pretestCorrect: { correct: number; answered: number } | null;
        testCorrect: { correct: number; answered: number } | null;
      }
    >
  >;
}

const RECOMMENDED_LIMIT = 4;
/** How many unfinished routes "Continuar donde quedó" tries before giving up (each costs a route load). */
const CONTINUE_CANDIDATES = 3;

/** Unfinished routes first: the ones being worked on, then the ones waiting to start, then the completed. */
const STATE_ORDER: Record<RouteProgressState, number> = {
  in_progress: 0,
  content_done: 1,
  not_started: 2,
  completed: 3,
};

const lastTouched = (route: LearnerRoute) => route.lastActivityAt ?? route.enrolledAt;
const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** The learner's home page and "Mi avance": their routes, progress, scores and activity, never anyone else's. */
export class LearnerDashboardService {
  constructor(
    private readonly db: Db,
    private readonly dashboard: LearnerDashboardRepository,
    private readonly routes: RoutesRepository,
    private readonly progress: ProgressRepository,
    private readonly catalog: LearningCatalogService,
    private readonly scores: EvaluationScoresSource,
    private readonly clock: Clock,
    private readonly simulatorStatus: SimulatorStatusSource,
  ) {}

  async home(user: SessionUser): Promise<LearnerHome> {
    const [{ routes, scores }, notEnrolled] = await Promise.all([
      this.enrolled(user.id),
      this.dashboard.routesNotEnrolled(this.db, user.id),
    ]);
    const unfinished = routes
      .filter((route) => route.progress.state === 'in_progress' || route.progress.state === 'content_done')
      .sort((a, b) => newestFirst(lastTouched(a), lastTouched(b)));
    const assigned = routes
      .filter((route) => route.assigned && route.progress.state === 'not_started')
      .sort((a, b) => newestFirst(a.enrolledAt, b.enrolledAt));
    const recommended = recommend(notEnrolled, new Set(routes.map((route) => route.category)));
    const openTests: OpenTest[] = routes
      .flatMap((route) => {
        const open = scores.get(route.id)?.openTest;
        if (!open) return [];
        const href = open.kind === 'pretest' ? paths.routePretest(route.id) : paths.routeFinalTest(route.id);
        return [{ routeId: route.id, routeTitle: route.title, kind: open.kind, href, startedAt: open.startedAt }];
      })
      .sort((a, b) => newestFirst(a.startedAt, b.startedAt));
    const finished: FinishedRoute[] = routes
      .filter((route) => route.progress.state === 'completed')
      .sort((a, b) => newestFirst(lastTouched(a), lastTouched(b)))
      .map((route) => {
        const score = scores.get(route.id);
        const code = score?.certificateCode ?? null;
        return {
          ...route,
          testScore: score?.testScore ?? null,
          certificate: code ? { code, downloadUrl: `/api/certificates/${code}/pdf` } : null,
        };
      });
    return {
      continueLearning: await this.continueLearning(user, unfinished),
      openTests,
      inProgress: unfinished,
      assigned,
      recommended,
      finished,
      nextRoute: nextRouteOf(assigned, recommended),
    };
  }

  async report(user: SessionUser): Promise<LearnerProgress> {
    return this.reportFor(user.id);
  }

  /**
   * "Mi avance" of any person, for the admin's page about them (`/admin/usuarios/:id`); the caller checks that the
   * admin may see this person.
   */
  async reportFor(userId: string): Promise<LearnerProgress> {
    const [{ routes, scores }, completions] = await Promise.all([
      this.enrolled(userId),
      this.dashboard.completionTimes(this.db, userId),
    ]);
    const reports: LearnerRouteReport[] = routes
      .map((route) => {
        const score = scores.get(route.id);
        return {
          ...route,
          pretestScore: score?.pretestScore ?? null,
          testScore: score?.testScore ?? null,
          testPassed: score?.testPassed ?? false,
          testAttempts: score?.testAttempts ?? 0,
          certificateCode: score?.certificateCode ?? null,
          pretestCorrect: score?.pretestCorrect ?? null,
          testCorrect: score?.testCorrect ?? null,
        };
      })
      .sort(
        (a, b) =>
          STATE_ORDER[a.progress.state] - STATE_ORDER[b.progress.state] || newestFirst(lastTouched(a), lastTouched(b)),
      );
    return {
      totals: {
        routes: reports.length,
        completedRoutes: reports.filter((route) => route.progress.state === 'completed').length,
        completedItems: completions.length,
        secondsSpent: reports.reduce((sum, route) => sum + route.progress.secondsSpent, 0),
      },
      routes: reports,
      weeks: progressWeeks(completions, this.clock.now().getTime()),
    };
  }

  /** The user's enrolled, published routes with their progress, derived as the catalog derives it. */
  private async enrolled(userId: string) {
    const enrolled = await this.dashboard.enrolledRoutes(this.db, userId);
    const ids = enrolled.map(({ route }) => route.id);
    const [required, summaries, scores, simulators] = await Promise.all([
      this.routes.requiredCounts(this.db, ids),
      this.progress.summaries(this.db, userId, ids),
      this.scores.scoresFor(userId, ids),
      this.simulatorStatus.statusFor(userId, ids),
    ]);
    const routes: LearnerRoute[] = enrolled.map(({ route, origin, enrolledAt, lastActivityAt }) => {
      const summary = summaries.get(route.id);
      const requiredItems = required.get(route.id) ?? 0;
      const completedItems = summary?.completedRequired ?? 0;
      const percent = routePercent(completedItems, requiredItems, simulators.get(route.id));
      const score = scores.get(route.id);
      const state: RouteProgressState = score?.testPassed
        ? 'completed'
        : percent === 100
          ? 'content_done'
          : summary || score?.pretestScore != null || score?.openTest
            ? 'in_progress'
            : 'not_started';
      return {
        ...routeFacts(route),
        assigned: origin === 'assignment',
        enrolledAt,
        lastActivityAt,
        progress: { percent, completedItems, requiredItems, secondsSpent: summary?.secondsSpent ?? 0, state },
      };
    });
    return { routes, scores };
  }

  /** The next step of the unfinished route worked on most recently that still has a step to open. */
  private async continueLearning(user: SessionUser, unfinished: LearnerRoute[]): Promise<ContinueLearning | null> {
    for (const route of unfinished.slice(0, CONTINUE_CANDIDATES)) {
      const detail = await this.catalog.detail(user, route.id);
      const step = detail.steps.find((candidate) => candidate.href === detail.nextStepHref);
      if (!detail.nextStepHref || !step) continue;
      return {
        routeId: route.id,
        routeTitle: route.title,
        stepTitle: step.title,
        href: detail.nextStepHref,
        percent: detail.progress.percent,
        lastActivityAt: lastTouched(route),
      };
    }
    return null;
  }
}

/** The single suggestion: the newest assignment not started yet (someone asked for it), else the first recommendation. */
function nextRouteOf(assigned: LearnerRoute[], recommended: RecommendedRoute[]): NextRoute | null {
  const [firstAssigned] = assigned;
  if (firstAssigned) {
    const { id, title, summary, category, hours, level, coverUrl } = firstAssigned;
    return { id, title, summary, category, hours, level, coverUrl, reason: 'assigned' };
  }
  const [first] = recommended;
  return first ?? null;
}

/** Routes sharing a category with the learner's own first, then the newest published; at most a handful. */
function recommend(candidates: LearningRoute[], categories: ReadonlySet<string>): RecommendedRoute[] {
  const published = (route: LearningRoute) => route.publishedAt ?? route.createdAt;
  return candidates
    .map((route) => ({ route, reason: categories.has(route.category) ? ('category' as const) : ('newest' as const) }))
    .sort(
      (a, b) =>
        Number(b.reason === 'category') - Number(a.reason === 'category') ||
        newestFirst(published(a.route), published(b.route)),
    )
    .slice(0, RECOMMENDED_LIMIT)
    .map(({ route, reason }) => ({ ...routeFacts(route), reason }));
}
