import crypto from 'node:crypto';
import {
  bogotaDay,
  complianceStatus,
  normaliseJobTitle,
  type Assignment,
  type AssignmentList,
  type AssignmentOptions,
  type AssignablePerson,
  type ComplianceCounts,
  type CompliancePage,
  type ComplianceRow,
  type ComplianceStatus,
  type CreateAssignment,
  type MyAssignments,
  type SessionUser,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { CompanyScope } from '../auth/auth.plugin.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { CertificateService } from '../evaluations/certificate.service.js';
import type { LearningCatalogService } from '../learning-paths/learning-catalog.service.js';
import type { LearningProgressService } from '../learning-paths/learning-progress.service.js';
import type { PeopleReach, User, UsersService } from '../users/users.service.js';
import type { TrainingPlansRepository } from './training-plans.repository.js';
import type { AssignmentRecord } from './training-plans.types.js';

export interface TrainingPlanDeps {
  db: Db;
  repository: TrainingPlansRepository;
  users: UsersService;
  companies: CompaniesService;
  catalog: LearningCatalogService;
  progress: LearningProgressService;
  certificates: CertificateService;
  audit: AuditService;
  clock: Clock;
}

/** What the compliance queries may be narrowed to; a lead's scope always carries their company. */
export interface ComplianceScope {
  companyId?: string | undefined;
  routeId?: string | undefined;
}

/** One (person, route) a plan covers, with the assignments behind it. */
export interface CoveredPair {
  user: User;
  routeId: string;
  dueDate: string;
  mandatory: boolean;
  assignmentIds: string[];
}

const fieldProblem = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: [{ path, message }] });

const emptyCounts = (): ComplianceCounts => ({
  assigned: 0,
  in_progress: 0,
  completed_on_time: 0,
  completed_late: 0,
  overdue: 0,
  expired: 0,
});

/** Whether an active assignment covers a person (decision 038): evaluated now, never copied. */
export function covers(assignment: AssignmentRecord, user: User): boolean {
  switch (assignment.targetKind) {
    case 'person':
      return assignment.userId === user.id;
    case 'company':
      return assignment.companyId !== null && assignment.companyId === user.empresaId;
    case 'job_title':
      return (
        user.cargo !== null &&
        normaliseJobTitle(user.cargo) === assignment.jobTitle &&
        (assignment.companyId === null || assignment.companyId === user.empresaId)
      );
  }
}

/** Above this many person assignments, the id list is left out of the query (bound parameters are limited). */
const MAX_REACH_IDS = 2_000;

/** The people the assignments could cover, as a filter for the users query (`covers` still decides each one). */
export function reachOf(assignments: readonly AssignmentRecord[]): PeopleReach | undefined {
  const userIds = new Set<string>();
  const companyIds = new Set<string>();
  const jobTitleCompanyIds = new Set<string>();
  let jobTitleAnywhere = false;
  for (const assignment of assignments) {
    if (assignment.targetKind === 'person' && assignment.userId) userIds.add(assignment.userId);
    if (assignment.targetKind === 'company' && assignment.companyId) companyIds.add(assignment.companyId);
    if (assignment.targetKind === 'job_title') {
      if (assignment.companyId) jobTitleCompanyIds.add(assignment.companyId);
      else jobTitleAnywhere = true;
    }
  }
  if (userIds.size + companyIds.size + jobTitleCompanyIds.size > MAX_REACH_IDS) return undefined;
  return {
    userIds: [...userIds],
    companyIds: [...companyIds],
    jobTitleCompanyIds: jobTitleAnywhere ? 'all' : [...jobTitleCompanyIds],
  };
}

/** A covered pair's row, with the assignment that opened it. */
export type EvaluatedRow = ComplianceRow & { assignmentId: string };

/** One collator for every sort: `localeCompare` with a locale builds one per call. */
const spanish = new Intl.Collator('es');

/** The (person, route) pairs the assignments cover among these people, with each pair's earliest due date. */
function pairsFrom(learners: readonly User[], assignments: readonly AssignmentRecord[]): CoveredPair[] {
  const pairs = new Map<string, CoveredPair>();
  for (const user of learners) {
    for (const assignment of assignments) {
      if (!covers(assignment, user)) continue;
      const key = `${user.id}|${assignment.routeId}`;
      const pair = pairs.get(key);
      if (!pair) {
        pairs.set(key, {
          user,
          routeId: assignment.routeId,
          dueDate: assignment.dueDate,
          mandatory: assignment.mandatory,
          assignmentIds: [assignment.id],
        });
      } else {
        if (assignment.dueDate < pair.dueDate) pair.dueDate = assignment.dueDate;
        pair.mandatory ||= assignment.mandatory;
        pair.assignmentIds.push(assignment.id);
      }
    }
  }
  return [...pairs.values()];
}

/**
 * Training plans (decision 038): assignments of routes to a person, a company or a job title with a due date, and
 * where each covered person stands. A Responsable SST works on their own company only.
 */
export class TrainingPlanService {
  constructor(private readonly deps: TrainingPlanDeps) {}

  private get db() {
    return this.deps.db;
  }

  private scopeCompany(scope: CompanyScope, requested?: string): string | undefined {
    if (scope.kind === 'company') {
      if (requested && requested !== scope.companyId) throw notFound('No encontramos esta empresa.');
      return scope.companyId;
    }
    return requested || undefined;
  }

  /** The (person, route) pairs covered by active assignments, with each pair's earliest due date. */
  async coveredPairs(db: Executor, scope: ComplianceScope, createdUpTo?: string): Promise<CoveredPair[]> {
    const relevant = (await this.relevantAssignments(db, scope)).filter(
      (a) => !createdUpTo || a.createdAt <= createdUpTo,
    );
    if (relevant.length === 0) return [];
    return pairsFrom(await this.reachedLearners(db, scope, relevant), relevant);
  }

  private async relevantAssignments(db: Executor, scope: ComplianceScope): Promise<AssignmentRecord[]> {
    return (await this.deps.repository.active(db)).filter((a) => !scope.routeId || a.routeId === scope.routeId);
  }

  /**
   * Only the people the assignments could cover are read: with 100,000 learners and plans for a few companies,
   * reading everyone took most of the dashboard's time (docs/decisions/050).
   */
  private reachedLearners(db: Executor, scope: ComplianceScope, assignments: readonly AssignmentRecord[]) {
    return this.deps.users.activeLearners(db, scope.companyId, reachOf(assignments));
  }

  /**
   * Every covered (person, route) with its status, by company, route title and person. With `asOf`, the standing
   * at a past instant: assignments created and certificates issued after `now` are left out (archived assignments
   * are not kept, so one archived since then is missing too).
   */
  async evaluate(scope: ComplianceScope, now: Date, options: { asOf?: boolean } = {}): Promise<EvaluatedRow[]> {
    const asOf = options.asOf ?? false;
    const pairs = await this.coveredPairs(this.db, scope, asOf ? now.toISOString() : undefined);
    if (pairs.length === 0) return [];
    const people = new Map(pairs.map((pair) => [pair.user.id, pair.user]));
    const userIds = [...people.keys()];
    const [allCertificates, progress, sessions, routes, companyNames] = await Promise.all([
      this.deps.certificates.certificateDates(this.db, userIds),
      this.deps.progress.progressPairs(this.db, userIds),
      this.deps.certificates.sessionPairs(this.db, userIds),
      this.deps.catalog.routeFacts(),
      this.deps.companies.namesByIds(this.db, [
        ...new Set([...people.values()].flatMap((user) => (user.empresaId ? [user.empresaId] : []))),
      ]),
    ]);
    const started = new Set([...progress, ...sessions].map((p) => `${p.userId}|${p.routeId}`));
    const certificates = asOf
      ? allCertificates.filter((c) => Date.parse(c.issuedAt) <= now.getTime())
      : allCertificates;
    const certsByPair = new Map<string, typeof certificates>();
    for (const c of certificates) {
      const key = `${c.userId}|${c.routeId}`;
      const list = certsByPair.get(key);
      if (list) list.push(c);
      else certsByPair.set(key, [c]);
    }
    const rows = pairs.map((pair): EvaluatedRow => {
      const key = `${pair.user.id}|${pair.routeId}`;
      const certs = certsByPair.get(key) ?? [];
      const latest = certs
        .filter((c) => !c.revokedAt)
        .sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt))[0];
      return {
        userId: pair.user.id,
        userName: pair.user.nombre,
        email: pair.user.email,
        companyId: pair.user.empresaId,
        companyName: pair.user.empresaId ? (companyNames.get(pair.user.empresaId) ?? null) : null,
        cargo: pair.user.cargo,
        routeId: pair.routeId,
        routeTitle: routes.get(pair.routeId)?.title ?? 'Ruta eliminada',
        dueDate: pair.dueDate,
        mandatory: pair.mandatory,
        status: complianceStatus({ dueDate: pair.dueDate, certificates: certs, started: started.has(key) }, now),
        certificateIssuedAt: latest?.issuedAt ?? null,
        certificateExpiresAt: latest?.expiresAt ?? null,
        assignmentId: pair.assignmentIds[0] ?? '',
      };
    });
    return rows.sort(
      (a, b) =>
        spanish.compare(a.companyName ?? '', b.companyName ?? '') ||
        spanish.compare(a.routeTitle, b.routeTitle) ||
        spanish.compare(a.userName, b.userName),
    );
  }

  /** Counts per status, for the PHVA evidence (the caller has already scoped `scope`). */
  async complianceCounts(scope: ComplianceScope, today: Date = this.deps.clock.now()): Promise<ComplianceCounts> {
    const counts = emptyCounts();
    for (const row of await this.evaluate(scope, today)) counts[row.status] += 1;
    return counts;
  }

  /**
   * How many covered (person, route) pairs are past their due date without a certificate in force; with `asOf`,
   * as they stood at `today` (see `evaluate`), for a past period's end.
   */
  async overdueCount(
    scope: ComplianceScope,
    today: Date = this.deps.clock.now(),
    options: { asOf?: boolean } = {},
  ): Promise<number> {
    return (await this.evaluate(scope, today, options)).filter((row) => row.status === 'overdue').length;
  }

  /** A page of the compliance table, with counts per status over the same filters but the status. */
  async compliance(
    scope: CompanyScope,
    query: { companyId?: string | undefined; routeId?: string | undefined; status?: ComplianceStatus | undefined },
    page: { page: number; pageSize: number },
  ): Promise<CompliancePage> {
    const rows = await this.evaluate(
      { companyId: this.scopeCompany(scope, query.companyId), routeId: query.routeId },
      this.deps.clock.now(),
    );
    const counts = emptyCounts();
    for (const row of rows) counts[row.status] += 1;
    const filtered = query.status ? rows.filter((row) => row.status === query.status) : rows;
    const start = (page.page - 1) * page.pageSize;
    return {
      items: filtered.slice(start, start + page.pageSize).map(({ assignmentId: _id, ...row }) => row),
      total: filtered.length,
      page: page.page,
      pageSize: page.pageSize,
      counts,
    };
  }

  /** Every row of the compliance table under the filters (the CSV export). */
  async complianceRows(
    scope: CompanyScope,
    query: { companyId?: string | undefined; routeId?: string | undefined; status?: ComplianceStatus | undefined },
  ): Promise<ComplianceRow[]> {
    const rows = await this.evaluate(
      { companyId: this.scopeCompany(scope, query.companyId), routeId: query.routeId },
      this.deps.clock.now(),
    );
    return (query.status ? rows.filter((row) => row.status === query.status) : rows).map(
      ({ assignmentId: _id, ...row }) => row,
    );
  }

  /** The signed-in learner's assigned routes, earliest due date first. */
  async mine(user: SessionUser): Promise<MyAssignments> {
    const me = await this.deps.users.findById(user.id);
    if (!me?.active) return { items: [] };
    const rows = (await this.evaluate({ companyId: me.empresaId ?? undefined }, this.deps.clock.now())).filter(
      (row) => row.userId === me.id,
    );
    // A learner of no company is covered only by person assignments: evaluate() with no company reads everyone.
    return {
      items: rows
        .map((row) => ({
          routeId: row.routeId,
          routeTitle: row.routeTitle,
          dueDate: row.dueDate,
          mandatory: row.mandatory,
          status: row.status,
        }))
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.routeTitle.localeCompare(b.routeTitle, 'es')),
    };
  }

  /** The assignments the scope may see, newest first, with how many people each covers today. */
  async list(scope: CompanyScope): Promise<AssignmentList> {
    const companyId = this.scopeCompany(scope);
    const [assignments, learners, routes] = await Promise.all([
      this.deps.repository.active(this.db),
      this.deps.users.activeLearners(this.db, companyId),
      this.deps.catalog.routeFacts(),
    ]);
    const learnerIds = new Set(learners.map((l) => l.id));
    const visible = assignments.filter((a) => this.visibleTo(scope, a, learnerIds));
    const userNames = await this.deps.users.summaries(
      this.db,
      visible.flatMap((a) => (a.userId ? [a.userId] : [])),
    );
    const companyNames = await this.deps.companies.namesByIds(this.db, [
      ...new Set(visible.flatMap((a) => (a.companyId ? [a.companyId] : []))),
    ]);
    const items = visible
      .map((a): Assignment => ({
        id: a.id,
        routeId: a.routeId,
        routeTitle: routes.get(a.routeId)?.title ?? 'Ruta eliminada',
        targetKind: a.targetKind,
        userId: a.userId,
        userName: a.userId ? (userNames.get(a.userId)?.nombre ?? null) : null,
        companyId: a.companyId,
        companyName: a.companyId ? (companyNames.get(a.companyId) ?? null) : null,
        jobTitle: a.jobTitle,
        dueDate: a.dueDate,
        mandatory: a.mandatory,
        origin: a.origin,
        coveredCount: learners.filter((l) => covers(a, l)).length,
        createdAt: a.createdAt,
      }))
      .reverse();
    return { items };
  }

  /** A lead sees their company's assignments, assignments of their people, and job titles for every company. */
  private visibleTo(scope: CompanyScope, a: AssignmentRecord, learnerIds: Set<string>): boolean {
    if (scope.kind === 'all') return true;
    switch (a.targetKind) {
      case 'person':
        return a.userId !== null && learnerIds.has(a.userId);
      case 'company':
        return a.companyId === scope.companyId;
      case 'job_title':
        return a.companyId === null || a.companyId === scope.companyId;
    }
  }

  /** What the form offers: published routes, the companies in scope, job titles in use, and today in Bogotá. */
  async options(scope: CompanyScope): Promise<AssignmentOptions> {
    const companyId = this.scopeCompany(scope);
    const [routes, companies, learners, titles] = await Promise.all([
      this.deps.catalog.publishedRoutes(),
      this.deps.companies.list(),
      this.deps.users.activeLearners(this.db, companyId),
      this.deps.repository.jobTitles(this.db),
    ]);
    const jobTitles = new Set(titles);
    for (const l of learners) if (l.cargo) jobTitles.add(normaliseJobTitle(l.cargo));
    return {
      routes,
      companies: companies
        .filter((c) => c.active && (!companyId || c.id === companyId))
        .map((c) => ({ id: c.id, nombre: c.nombre })),
      jobTitles: [...jobTitles].sort((a, b) => a.localeCompare(b, 'es')),
      today: bogotaDay(this.deps.clock.now()),
    };
  }

  /** Active learners in scope matching `q` (at least 2 characters), for the person picker. */
  async searchPeople(scope: CompanyScope, q: string): Promise<{ items: AssignablePerson[] }> {
    const companyId = this.scopeCompany(scope);
    if (q.trim().length < 2) return { items: [] };
    const people = await this.deps.users.searchLearners(q.trim(), companyId, 20);
    const names = await this.deps.companies.namesByIds(this.db, [
      ...new Set(people.flatMap((p) => (p.empresaId ? [p.empresaId] : []))),
    ]);
    return {
      items: people.map((p) => ({
        id: p.id,
        nombre: p.nombre,
        email: p.email,
        companyName: p.empresaId ? (names.get(p.empresaId) ?? null) : null,
        cargo: p.cargo,
      })),
    };
  }

  /**
   * `at` (the demo seed only) records an assignment made on an earlier day, so its due date may have passed since;
   * the API always creates it now.
   */
  async create(
    scope: CompanyScope,
    actor: AuditActor,
    input: CreateAssignment,
    at: Date = this.deps.clock.now(),
  ): Promise<Assignment> {
    const routes = await this.deps.catalog.routeFacts();
    const route = routes.get(input.routeId);
    if (!route || route.status !== 'published') throw fieldProblem('routeId', 'Elija una ruta publicada.');
    if (input.dueDate < bogotaDay(at)) {
      throw fieldProblem('dueDate', 'La fecha límite no puede ser anterior a hoy.');
    }
    const record: AssignmentRecord = {
      id: crypto.randomUUID(),
      routeId: input.routeId,
      targetKind: input.targetKind,
      userId: null,
      companyId: null,
      jobTitle: null,
      dueDate: input.dueDate,
      mandatory: input.mandatory,
      origin: 'plan',
      renewalOf: null,
      createdBy: actor.id,
      createdAt: at.toISOString(),
      archivedAt: null,
    };
    let label: string;
    if (input.targetKind === 'person') {
      const person = input.userId ? await this.deps.users.findById(input.userId) : undefined;
      if (!person?.active || (scope.kind === 'company' && person.empresaId !== scope.companyId)) {
        throw notFound('No encontramos a esta persona.');
      }
      record.userId = person.id;
      label = person.nombre;
    } else if (input.targetKind === 'company') {
      const companyId = this.scopeCompany(scope, input.companyId ?? undefined);
      const company = companyId ? await this.deps.companies.findById(this.db, companyId) : null;
      if (!company) throw notFound('No encontramos esta empresa.');
      record.companyId = company.id;
      label = company.nombre;
    } else {
      // A lead's job-title assignment always covers their own company only.
      const companyId = this.scopeCompany(scope, input.companyId ?? undefined);
      if (companyId && !(await this.deps.companies.findById(this.db, companyId))) {
        throw notFound('No encontramos esta empresa.');
      }
      record.companyId = companyId ?? null;
      record.jobTitle = normaliseJobTitle(input.jobTitle ?? '');
      label = record.jobTitle;
    }
    await this.db.transaction().execute(async (tx) => {
      await this.deps.repository.insert(tx, record);
      await this.deps.audit.record(tx, actor, {
        action: 'training_assignment.create',
        entityType: 'training_assignment',
        entityId: record.id,
        entityLabel: `${route.title} → ${label}`,
        companyId: record.companyId,
        after: { routeId: record.routeId, targetKind: record.targetKind, dueDate: record.dueDate },
      });
    });
    const created = (await this.list(scope)).items.find((a) => a.id === record.id);
    if (!created) throw notFound();
    return created;
  }

  async archive(scope: CompanyScope, actor: AuditActor, id: string): Promise<void> {
    const assignment = await this.deps.repository.find(this.db, id);
    if (!assignment || assignment.archivedAt) throw notFound('No encontramos esta asignación.');
    if (scope.kind === 'company') {
      const owned =
        assignment.targetKind === 'person'
          ? (await this.deps.users.findById(assignment.userId ?? ''))?.empresaId === scope.companyId
          : assignment.companyId === scope.companyId;
      if (!owned) throw notFound('No encontramos esta asignación.');
    }
    await this.db.transaction().execute(async (tx) => {
      await this.deps.repository.archive(tx, id, this.deps.clock.now().toISOString());
      await this.deps.audit.record(tx, actor, {
        action: 'training_assignment.archive',
        entityType: 'training_assignment',
        entityId: id,
        companyId: assignment.companyId,
        before: { routeId: assignment.routeId, targetKind: assignment.targetKind, dueDate: assignment.dueDate },
      });
    });
  }
}
