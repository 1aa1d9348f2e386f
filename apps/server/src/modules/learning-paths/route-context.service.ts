import { isAdminProfile, type ItemProgress, type LockedStepDetails, type SessionUser } from '@academia/shared';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { ItemProgressRecord, LearningRoute, RouteItem } from './learning-route.types.js';
import type { CatalogCache } from '../catalog-cache/catalog-cache.js';
import type { ProgressRepository } from './progress.repository.js';
import { deriveRoute, type DerivedRoute, type EvaluationStatus, type SimulatorStepStatus } from './route-steps.js';
import type { RoutesRepository } from './routes.repository.js';

/**
 * How the evaluations module reports a learner's pre-test and test per route. Evaluations depend on this module, so
 * the container builds that reader first and hands it in (see `EvaluationStatusService`).
 */
export interface EvaluationStatusSource {
  statusFor(
    userId: string,
    routeIds: string[],
  ): Promise<Map<string, Omit<EvaluationStatus, 'attemptsAllowed'> & { extraAttempts: number }>>;
}

/**
 * How the simulator module reports each route's published scenario and a learner's standing in it (decision 037).
 * The simulator depends on this module, so the container builds that reader first and hands it in. A route absent
 * from the answers has no published scenario.
 */
export interface SimulatorStatusSource {
  statusFor(userId: string, routeIds: string[]): Promise<Map<string, SimulatorStepStatus>>;
  /** Of the given learners, those who passed the route's simulator; null when the route has no published scenario. */
  passedAmong(routeId: string, userIds: string[]): Promise<Set<string> | null>;
}

/** A route as one user may see it, with their progress and the steps derived from it. */
export interface RouteContext {
  user: SessionUser;
  route: LearningRoute;
  items: RouteItem[];
  progress: Map<string, ItemProgressRecord>;
  derived: DerivedRoute;
  /** An admin looking at the route: nothing is locked and nothing is recorded. */
  preview: boolean;
  /** Whether the learner is enrolled (by starting the route or a test, or by an admin's assignment). */
  enrolled: boolean;
}

const emptyProgress: ItemProgress = {
  startedAt: null,
  position: 0,
  maxPosition: 0,
  secondsSpent: 0,
  completedAt: null,
};

export function toItemProgress(record: ItemProgressRecord | undefined): ItemProgress {
  if (!record) return emptyProgress;
  return {
    startedAt: record.startedAt,
    position: record.position,
    maxPosition: record.maxPosition,
    secondsSpent: record.secondsSpent,
    completedAt: record.completedAt,
  };
}

/** Items a learner finishes with "Completar y continuar"; uploaded videos and quizzes complete themselves. */
export function completesManually(item: RouteItem): boolean {
  return item.kind === 'text' || item.kind === 'pdf' || item.kind === 'link' || (item.kind === 'video' && !item.fileId);
}

/**
 * The item if it belongs to the route (404 otherwise) and is unlocked for this learner (403 `STEP_LOCKED`
 * otherwise, whose details name the route, the step and the exact step that unlocks it).
 */
export function openItem(context: RouteContext, itemId: string): { item: RouteItem; index: number } {
  const index = context.items.findIndex((item) => item.id === itemId);
  const item = context.items[index];
  if (!item) throw notFound('No encontramos este contenido en la ruta.');
  const locked = context.derived.lockOf(item.id);
  if (locked) {
    const details: LockedStepDetails = {
      route: { id: context.route.id, title: context.route.title },
      stepTitle: item.title,
      unlock: context.derived.unlockOf(item.id),
    };
    throw new AppError('STEP_LOCKED', locked, details);
  }
  return { item, index };
}

/** Loads a route with one user's progress and derives its steps; shared by the reading and the writing services. */
export class RouteContextService {
  constructor(
    private readonly db: Db,
    private readonly routes: RoutesRepository,
    private readonly progress: ProgressRepository,
    private readonly evaluationStatus: EvaluationStatusSource,
    private readonly simulatorStatus: SimulatorStatusSource,
    private readonly catalog: CatalogCache,
  ) {}

  /** The route if this user may see it: published for everyone, any status for admins (a preview); 404 otherwise. */
  async visibleRoute(user: SessionUser, routeId: string): Promise<{ route: LearningRoute; preview: boolean }> {
    const route = await this.catalog.read(this.db, `route:${routeId}`, () => this.routes.findById(this.db, routeId));
    const preview = isAdminProfile(user.perfil);
    if (!route || (route.status !== 'published' && !preview)) throw notFound('No encontramos esta ruta.');
    return { route, preview };
  }

  /** The route as this user may see it, with their progress. Reads only: enrolling is the writers' job. */
  async load(user: SessionUser, routeId: string): Promise<RouteContext> {
    const { route, preview } = await this.visibleRoute(user, routeId);
    const [items, records, enrolment, evaluations, simulators] = await Promise.all([
      this.catalog.read(this.db, `route-items:${route.id}`, () => this.routes.listItems(this.db, route.id)),
      preview ? Promise.resolve([]) : this.progress.listForRoute(this.db, user.id, route.id),
      preview ? Promise.resolve(undefined) : this.progress.findEnrolment(this.db, route.id, user.id),
      this.evaluationStatus.statusFor(user.id, [route.id]),
      this.simulatorStatus.statusFor(user.id, [route.id]),
    ]);
    const evaluation = evaluations.get(route.id);
    const progress = new Map(records.map((record) => [record.itemId, record]));
    const derived = deriveRoute({
      routeId: route.id,
      unlockInOrder: route.unlockInOrder && !preview,
      items,
      progress,
      lastItemId: enrolment?.lastItemId ?? null,
      // Extra attempts granted from the route's enrolments add to the route's limit for this learner.
      evaluation: evaluation && { ...evaluation, attemptsAllowed: route.attempts + evaluation.extraAttempts },
      simulator: simulators.get(route.id),
    });
    return { user, route, items, progress, derived, preview, enrolled: enrolment !== undefined };
  }
}
