import crypto from 'node:crypto';
import {
  isTrainingStandard,
  standardsOfSet,
  type ActionInput,
  type ActionRouteInput,
  type CycleDetail,
  type PhvaTrainingPlan,
  type TrainingRecords,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor } from '../audit/audit.service.js';
import type { CompanyScope } from '../auth/auth.plugin.js';
import type { CertificateService } from '../evaluations/certificate.service.js';
import type { RouteEnrolmentsService } from '../learning-paths/route-enrolments.service.js';
import type { TrainingPlanService } from '../training-plans/training-plans.service.js';
import type { UsersService } from '../users/users.service.js';
import { fieldProblem, type PhvaService } from './phva.service.js';
import type { PhvaRepository } from './phva.repository.js';
import type { ActionRecord } from './phva.types.js';

/**
 * Actuar: the improvement plan of a cycle, and the academy's own training records as evidence for the training
 * standards. A training action enrols a group of the company's people in a route through the enrolments service.
 */
export class PhvaActionsService {
  constructor(
    private readonly db: Db,
    private readonly repo: PhvaRepository,
    private readonly cycles: PhvaService,
    private readonly users: UsersService,
    private readonly certificates: CertificateService,
    private readonly enrolments: RouteEnrolmentsService,
    private readonly plans: Pick<TrainingPlanService, 'complianceCounts'>,
    private readonly clock: Clock,
  ) {}

  async create(scope: CompanyScope, actor: AuditActor, id: string, input: Required<ActionInput>): Promise<CycleDetail> {
    await this.db.transaction().execute(async (tx) => {
      const cycle = await this.cycles.findOpen(tx, scope, id);
      if (!standardsOfSet(cycle.standardSet).some((s) => s.code === input.code)) {
        throw fieldProblem('code', 'Elija un estándar del grupo que aplica a este ciclo.');
      }
      const now = this.clock.now().toISOString();
      const action: ActionRecord = {
        id: crypto.randomUUID(),
        cycleId: id,
        ...input,
        routeId: null,
        assignedCount: 0,
        createdAt: now,
        updatedAt: now,
      };
      await this.repo.saveAction(tx, action, true);
      await this.cycles.record(tx, actor, cycle, 'phva.action.create', `Acción ${input.code}`, undefined, view(action));
    });
    return this.cycles.detail(scope, id);
  }

  async update(
    scope: CompanyScope,
    actor: AuditActor,
    id: string,
    actionId: string,
    input: Required<ActionInput>,
  ): Promise<CycleDetail> {
    await this.db.transaction().execute(async (tx) => {
      const cycle = await this.cycles.findOpen(tx, scope, id);
      const before = await this.repo.findAction(tx, id, actionId);
      if (!before) throw notFound('No encontramos esta acción.');
      if (input.code !== before.code && !standardsOfSet(cycle.standardSet).some((s) => s.code === input.code)) {
        throw fieldProblem('code', 'Elija un estándar del grupo que aplica a este ciclo.');
      }
      const after: ActionRecord = { ...before, ...input, updatedAt: this.clock.now().toISOString() };
      await this.repo.saveAction(tx, after, false);
      await this.cycles.record(
        tx,
        actor,
        cycle,
        'phva.action.update',
        `Acción ${after.code}`,
        view(before),
        view(after),
      );
    });
    return this.cycles.detail(scope, id);
  }

  /**
   * Makes a training action of a training standard: enrols the chosen people of the cycle's company in a published
   * route. The enrolments service checks the route and audits the enrolment; this keeps the link on the action.
   */
  async assignRoute(
    scope: CompanyScope,
    actor: AuditActor,
    id: string,
    actionId: string,
    input: ActionRouteInput,
  ): Promise<CycleDetail> {
    const cycle = await this.cycles.findOpen(this.db, scope, id);
    const action = await this.repo.findAction(this.db, id, actionId);
    if (!action) throw notFound('No encontramos esta acción.');
    if (!isTrainingStandard(action.code)) {
      throw new AppError(
        'VALIDATION_FAILED',
        `El estándar ${action.code} no es de capacitación: asigne rutas solo en los estándares 1.1.7, 1.2.1, 1.2.2, 1.2.3, 4.2.6 y 5.1.2.`,
      );
    }
    const people = await this.users.summaries(this.db, input.userIds);
    if (input.userIds.some((userId) => people.get(userId)?.empresaId !== cycle.companyId)) {
      throw fieldProblem('userIds', 'Elija solo personas de la empresa evaluada.');
    }
    const result = await this.enrolments.assign(input.routeId, input.userIds, actor);
    await this.db.transaction().execute(async (tx) => {
      const current = await this.cycles.findOpen(tx, scope, id);
      const before = await this.repo.findAction(tx, id, actionId);
      if (!before) throw notFound('No encontramos esta acción.');
      const after: ActionRecord = {
        ...before,
        routeId: input.routeId,
        assignedCount: result.enrolled + result.alreadyEnrolled,
        status: before.status === 'pendiente' ? 'en_curso' : before.status,
        updatedAt: this.clock.now().toISOString(),
      };
      await this.repo.saveAction(tx, after, false);
      await this.cycles.record(
        tx,
        actor,
        current,
        'phva.action.route',
        `Acción ${after.code}`,
        view(before),
        view(after),
      );
    });
    return this.cycles.detail(scope, id);
  }

  /** Who of the cycle's company earned a route's certificate, and when: evidence for the training standards. */
  async trainingRecords(scope: CompanyScope, id: string): Promise<TrainingRecords> {
    const cycle = await this.cycles.find(this.db, scope, id);
    const people = await this.users.activePeopleOf(this.db, cycle.companyId);
    const items = (
      await Promise.all(
        people.map(async (person) =>
          (await this.certificates.listFor(person.id)).map((c) => ({
            personName: person.nombre,
            document: person.numeroDocumento ? `${person.tipoDocumento ?? ''} ${person.numeroDocumento}`.trim() : '',
            routeTitle: c.routeTitle,
            completedAt: c.issuedAt,
          })),
        ),
      )
    ).flat();
    items.sort((a, b) => b.completedAt.localeCompare(a.completedAt) || a.personName.localeCompare(b.personName, 'es'));
    return { items };
  }

  /** Today's compliance of the company's training plan (decision 038), the evidence of the training standards. */
  async trainingPlan(scope: CompanyScope, id: string): Promise<PhvaTrainingPlan> {
    const cycle = await this.cycles.find(this.db, scope, id);
    const counts = await this.plans.complianceCounts({ companyId: cycle.companyId });
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { companyId: cycle.companyId, total, counts };
  }
}

function view(a: ActionRecord): Record<string, unknown> {
  return {
    code: a.code,
    what: a.what,
    owner: a.owner,
    dueDate: a.dueDate,
    status: a.status,
    notes: a.notes,
    closingEvidence: a.closingEvidence,
    routeId: a.routeId,
    assignedCount: a.assignedCount,
  };
}
