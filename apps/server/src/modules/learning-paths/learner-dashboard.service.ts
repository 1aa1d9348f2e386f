import type {
  ContinueLearning,
  LearnerHome,
  LearnerProgress,
  LearnerRoute,
  LearnerRouteReport,
  RecommendedRoute,
  RouteLevel,
  RouteProgressState,
  SessionUser,
} from '@academia/shared';
import type { DashboardRouteRow, LearnerDashboardRepository } from './learner-dashboard.repository.js';
import type { LearningService } from './learning.service.js';
import type { ProgressRepository } from './progress.repository.js';
import { progressWeeks } from './progress-weeks.js';
import { fileUrl } from './route.mapper.js';
import { percentOf } from './route-steps.js';
import type { RoutesRepository } from './routes.repository.js';

/** How the evaluations module reports a learner's scores per route (plugged in at wiring time, as it depends on us). */
export type EvaluationScoresSource = (
  userId: string,
  routeIds: string[],
) => Promise<
  Map<
    string,
    {
      pretestScore: number | null;
      testScore: number | null;
      testPassed: boolean;
      testAttempts: number;
      certificateCode: string | null;
    }
  >
>;

const RECOMMENDED_LIMIT = 4;
/** How many unfinished routes "Continuar donde quedaste" tries before giving up (each costs a route load). */
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

function routeFacts(row: DashboardRouteRow) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    hours: Number(row.hours),
    level: row.level as RouteLevel,
    coverUrl: row.cover_file_id ? fileUrl(row.cover_file_id) : null,
  };
}

/** The learner's home page and "Mi avance": their routes, progress, scores and activity, never anyone else's. */
export class LearnerDashboardService {
  constructor(
    private readonly dashboard: LearnerDashboardRepository,
    private readonly routes: RoutesRepository,
    private readonly progress: ProgressRepository,
    private readonly learning: LearningService,
    private readonly scores: EvaluationScoresSource,
  ) {}

  async home(user: SessionUser): Promise<LearnerHome> {
    const [{ routes }, notEnrolled] = await Promise.all([
      this.enrolled(user.id),
      this.dashboard.routesNotEnrolled(user.id),
    ]);
    const unfinished = routes
      .filter((route) => route.progress.state === 'in_progress' || route.progress.state === 'content_done')
      .sort((a, b) => newestFirst(lastTouched(a), lastTouched(b)));
    const assigned = routes
      .filter((route) => route.assigned && route.progress.state === 'not_started')
      .sort((a, b) => newestFirst(a.enrolledAt, b.enrolledAt));
    return {
      continueLearning: await this.continueLearning(user, unfinished),
      inProgress: unfinished,
      assigned,
      recommended: recommend(notEnrolled, new Set(routes.map((route) => route.category))),
    };
  }

  async report(user: SessionUser): Promise<LearnerProgress> {
    const [{ routes, scores }, completions] = await Promise.all([
      this.enrolled(user.id),
      this.dashboard.completionTimes(user.id),
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
      weeks: progressWeeks(completions, Date.now()),
    };
  }

  /** The user's enrolled, published routes with their progress, derived as the catalog derives it. */
  private async enrolled(userId: string) {
    const rows = await this.dashboard.enrolledRoutes(userId);
    const ids = rows.map((row) => row.id);
    const [required, summaries, scores] = await Promise.all([
      this.routes.requiredCounts(ids),
      this.progress.summaries(userId, ids),
      this.scores(userId, ids),
    ]);
    const routes: LearnerRoute[] = rows.map((row) => {
      const summary = summaries.get(row.id);
      const requiredItems = required.get(row.id) ?? 0;
      const completedItems = summary?.completed_required ?? 0;
      const percent = percentOf(completedItems, requiredItems);
      const score = scores.get(row.id);
      const state: RouteProgressState = score?.testPassed
        ? 'completed'
        : percent === 100
          ? 'content_done'
          : summary || score?.pretestScore != null
            ? 'in_progress'
            : 'not_started';
      return {
        ...routeFacts(row),
        assigned: row.origin === 'assignment',
        enrolledAt: row.enrolled_at,
        lastActivityAt: row.last_activity_at,
        progress: { percent, completedItems, requiredItems, secondsSpent: summary?.seconds_spent ?? 0, state },
      };
    });
    return { routes, scores };
  }

  /** The next step of the unfinished route worked on most recently that still has a step to open. */
  private async continueLearning(user: SessionUser, unfinished: LearnerRoute[]): Promise<ContinueLearning | null> {
    for (const route of unfinished.slice(0, CONTINUE_CANDIDATES)) {
      const detail = await this.learning.detail(user, route.id);
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

/** Routes sharing a category with the learner's own first, then the newest published; at most a handful. */
function recommend(candidates: DashboardRouteRow[], categories: ReadonlySet<string>): RecommendedRoute[] {
  const published = (row: DashboardRouteRow) => row.published_at ?? row.created_at;
  return candidates
    .map((row) => ({ row, reason: categories.has(row.category) ? ('category' as const) : ('newest' as const) }))
    .sort(
      (a, b) =>
        Number(b.reason === 'category') - Number(a.reason === 'category') ||
        newestFirst(published(a.row), published(b.row)),
    )
    .slice(0, RECOMMENDED_LIMIT)
    .map(({ row, reason }) => ({ ...routeFacts(row), reason }));
}
