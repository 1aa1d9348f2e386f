import {
  canGrantAttempt,
  type AssignRouteResult,
  type FinalTestStandingView,
  type GrantAttemptResult,
  type RouteEnrolmentList,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { scopeCovers, type CompanyScope } from '../auth/auth.plugin.js';
import type { AttemptGrantsService, FinalTestStanding } from '../evaluations/attempt-grants.service.js';
import type { UsersService } from '../users/users.service.js';
import type { LearningRoute } from './learning-route.types.js';
import type { ProgressRepository } from './progress.repository.js';
import type { SimulatorStatusSource } from './route-context.service.js';
import { routePercent } from './route-steps.js';
import type { RoutesRepository } from './routes.repository.js';

/**
 * Who is enrolled in a learning route, enrolment on an admin's behalf (admin-only, like the route editor), and one
 * more final-test attempt for a learner who used them all (also open to their company's Responsable SST).
 */
export class RouteEnrolmentsService {
  constructor(
    private readonly db: Db,
    private readonly routes: RoutesRepository,
    private readonly progress: ProgressRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly attemptGrants: AttemptGrantsService,
    private readonly clock: Clock,
    private readonly simulatorStatus: SimulatorStatusSource,
  ) {}

  /** Enrols learners in a published route on the admin's behalf; already-enrolled learners are left as they are. */
  async assign(routeId: string, userIds: string[], actor: AuditActor): Promise<AssignRouteResult> {
    const route = await this.requireRoute(routeId);
    if (route.status !== 'published') throw new AppError('ROUTE_NOT_PUBLISHED');
    const unique = [...new Set(userIds)];
    const active = await this.users.activeIds(this.db, unique);
    if (active.length !== unique.length) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Alguna de las personas elegidas no existe o tiene la cuenta desactivada.',
      );
    }
    const people = await this.users.summaries(this.db, active);
    const at = this.clock.now().toISOString();
    // All or none: a failure half-way leaves nobody enrolled (and nothing logged), so the admin can simply retry.
    const enrolled = await this.db.transaction().execute(async (tx) => {
      const added: string[] = [];
      for (const userId of active) {
        const enrolment = {
          routeId,
          userId,
          origin: 'assignment' as const,
          enrolledAt: at,
          lastItemId: null,
          lastActivityAt: null,
          contentCompletedAt: null,
        };
        if (await this.progress.enrol(tx, enrolment)) added.push(userId);
      }
      if (added.length > 0) {
        await this.audit.record(tx, actor, {
          action: 'route.enrol',
          entityType: 'route',
          entityId: routeId,
          entityLabel: route.title,
          after: {
            people: added.map((id) => {
              const person = people.get(id);
              return person ? `${person.nombre} <${person.email}>` : id;
            }),
          },
        });
      }
      return added.length;
    });
    return { enrolled, alreadyEnrolled: active.length - enrolled };
  }

  /** Everyone enrolled in the route, newest first, with their progress. */
  async enrolments(routeId: string): Promise<RouteEnrolmentList> {
    const route = await this.requireRoute(routeId);
    const [enrolments, required] = await Promise.all([
      this.progress.listEnrolments(this.db, routeId),
      this.routes.requiredCounts(this.db, [routeId]),
    ]);
    const standings = await this.attemptGrants.standings(
      routeId,
      enrolments.map((enrolment) => enrolment.userId),
    );
    const people = await this.users.summaries(
      this.db,
      enrolments.map((enrolment) => enrolment.userId),
    );
    // With a published scenario, the simulator counts as one more required step in each learner's percentage.
    const simulatorPassed = await this.simulatorStatus.passedAmong(
      routeId,
      enrolments.map((enrolment) => enrolment.userId),
    );
    const requiredItems = required.get(routeId) ?? 0;
    const items = enrolments.flatMap((enrolment) => {
      const person = people.get(enrolment.userId);
      if (!person) return [];
      return [
        {
          user: { id: person.id, nombre: person.nombre, email: person.email },
          origin: enrolment.origin,
          enrolledAt: enrolment.enrolledAt,
          lastActivityAt: enrolment.lastActivityAt,
          contentCompletedAt: enrolment.contentCompletedAt,
          percent: routePercent(
            enrolment.completedRequired,
            requiredItems,
            simulatorPassed
              ? { title: '', state: simulatorPassed.has(enrolment.userId) ? 'passed' : 'not_started' }
              : undefined,
          ),
          secondsSpent: enrolment.secondsSpent,
          finalTest: standingView(standings.get(enrolment.userId), route.attempts),
        },
      ];
    });
    // Newest first, then by name: the order the list had when it was one query joined with users.
    items.sort((a, b) =>
      a.enrolledAt !== b.enrolledAt
        ? a.enrolledAt < b.enrolledAt
          ? 1
          : -1
        : a.user.nombre < b.user.nombre
          ? -1
          : a.user.nombre > b.user.nombre
            ? 1
            : 0,
    );
    return { items };
  }

  /**
   * How one person's final tests stand on each of `routeIds` (their page in the admin area). Unknown routes are left
   * out; the caller checks that the admin may see this person.
   */
  async standingsOf(userId: string, routeIds: string[]): Promise<Map<string, FinalTestStandingView>> {
    const entries = await Promise.all(
      routeIds.map(async (routeId) => {
        const [route, standings] = await Promise.all([
          this.routes.findById(this.db, routeId),
          this.attemptGrants.standings(routeId, [userId]),
        ]);
        return route ? [[routeId, standingView(standings.get(userId), route.attempts)] as const] : [];
      }),
    );
    return new Map(entries.flat());
  }

  /**
   * One more final-test attempt for a learner enrolled in the route who used every attempt without passing. A
   * Responsable SST may grant it only to people of their own company: anyone else is "not found" (404), as for
   * every company-scoped record. The grant and its audit entry commit together.
   */
  async grantAttempt(
    scope: CompanyScope,
    routeId: string,
    userId: string,
    actor: AuditActor,
  ): Promise<GrantAttemptResult> {
    const person = (await this.users.summaries(this.db, [userId])).get(userId);
    if (!person || !scopeCovers(scope, person.empresaId)) throw notFound('No encontramos a esta persona.');
    const route = await this.requireRoute(routeId);
    if (!(await this.progress.findEnrolment(this.db, routeId, userId))) {
      throw notFound('Esta persona no está inscrita en la ruta.');
    }
    const standing = await this.db.transaction().execute(async (tx) => {
      const after = await this.attemptGrants.grant(tx, {
        routeId,
        userId,
        routeAttempts: route.attempts,
        grantedBy: actor.id,
      });
      await this.audit.record(tx, actor, {
        action: 'route.attempt.grant',
        entityType: 'user',
        entityId: userId,
        entityLabel: `${person.nombre} <${person.email}>`,
        // The route's title stays in the entry (it is the route that changed for this person) with the new limit.
        before: { attempts: route.attempts + after.granted - 1 },
        after: { title: route.title, attempts: route.attempts + after.granted },
      });
      return after;
    });
    return standingView(standing, route.attempts);
  }

  private async requireRoute(id: string): Promise<LearningRoute> {
    const route = await this.routes.findById(this.db, id);
    if (!route) throw notFound('No encontramos esta ruta.');
    return route;
  }
}

function standingView(standing: FinalTestStanding | undefined, routeAttempts: number): FinalTestStandingView {
  const base = standing ?? { attemptsUsed: 0, granted: 0, passed: false, inProgress: false };
  const view = {
    attemptsUsed: base.attemptsUsed,
    attemptsAllowed: routeAttempts + base.granted,
    passed: base.passed,
    inProgress: base.inProgress,
  };
  return { ...view, canGrant: canGrantAttempt(view) };
}
