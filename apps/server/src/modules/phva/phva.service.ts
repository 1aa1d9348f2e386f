import crypto from 'node:crypto';
import {
  minimumStandardsReason,
  minimumStandardsSetFor,
  PHVA_PHASES,
  scoreMinimumStandards,
  standardsOfSet,
  type AssessmentInput,
  type AuditAction,
  type Company,
  type CreateCycleInput,
  type CycleDetail,
  type CycleList,
  type CyclePlan,
  type CycleSummary,
  type PhvaPhase,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { scopeCovers, type CompanyScope } from '../auth/auth.plugin.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { toAction } from './phva.mapper.js';
import type { PhvaRepository } from './phva.repository.js';
import type { CycleRecord } from './phva.types.js';

export const fieldProblem = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: [{ path, message }] });

/** The cycle as the scorer reads it: the set and the saved assessments with a status. */
export async function scoreOf(repo: PhvaRepository, db: Executor, cycle: CycleRecord) {
  const assessments = await repo.assessments(db, cycle.id);
  return scoreMinimumStandards({
    set: cycle.standardSet,
    assessments: assessments.flatMap((a) =>
      a.status ? [{ code: a.code, status: a.status, justification: a.justification }] : [],
    ),
  });
}

/**
 * The PHVA self-evaluation of a company against Res. 0312 de 2019 (docs/product.md §15, decision 035). A
 * Superadministrador works on any company's cycles, a Responsable SST on their own company's only: any other cycle
 * is "not found". A closed cycle refuses every write with CYCLE_CLOSED, so the evaluation stays as it was signed.
 * Every write is audited in its transaction.
 */
export class PhvaService {
  constructor(
    private readonly db: Db,
    private readonly repo: PhvaRepository,
    private readonly companies: CompaniesService,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    /** The title of a route, asked of the learning-paths module (the container wires it). */
    private readonly routeTitle: (routeId: string) => Promise<string | null>,
  ) {}

  async list(scope: CompanyScope): Promise<CycleList> {
    const cycles = await this.repo.listCycles(this.db, scope.kind === 'company' ? scope.companyId : undefined);
    const names = await this.companies.namesByIds(
      this.db,
      cycles.map((c) => c.companyId),
    );
    return { items: cycles.map((c) => summary(c, names.get(c.companyId) ?? '')) };
  }

  async create(scope: CompanyScope, actor: AuditActor, input: CreateCycleInput): Promise<CycleDetail> {
    if (!scopeCovers(scope, input.companyId)) throw notFound('No encontramos esta empresa.');
    const company = await this.companies.findById(this.db, input.companyId);
    if (!company) throw notFound('No encontramos esta empresa.');
    if (!company.active) throw fieldProblem('companyId', 'La empresa está desactivada. Reactívela antes de evaluarla.');
    const now = this.clock.now().toISOString();
    const cycle: CycleRecord = {
      id: crypto.randomUUID(),
      companyId: company.id,
      period: input.period,
      phase: 'planear',
      status: 'abierto',
      responsibleName: actor.nombre,
      evaluationDate: null,
      standardSet: minimumStandardsSetFor(company),
      setJustification: null,
      schedule: {},
      scoreHundredths: null,
      rating: null,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
      closedAt: null,
    };
    await this.db.transaction().execute(async (tx) => {
      await this.repo.insertCycle(tx, cycle);
      await this.record(tx, actor, cycle, 'phva.create', company.nombre, undefined, {
        period: cycle.period,
        standardSet: cycle.standardSet,
      });
    });
    return this.detail(scope, cycle.id);
  }

  async detail(scope: CompanyScope, id: string): Promise<CycleDetail> {
    const cycle = await this.find(this.db, scope, id);
    const company = await this.requireCompany(this.db, cycle.companyId);
    const [assessments, evidence, actions, result] = await Promise.all([
      this.repo.assessments(this.db, id),
      this.repo.evidence(this.db, id),
      this.repo.actions(this.db, id),
      scoreOf(this.repo, this.db, cycle),
    ]);
    const files = await this.uploads.describe(
      this.db,
      evidence.map((e) => e.fileId),
    );
    const previousCycle = await this.repo.previousCycle(this.db, cycle);
    const today = this.today();
    return {
      ...summary(cycle, company.nombre),
      suggestedSet: minimumStandardsSetFor(company),
      suggestedSetReason: minimumStandardsReason(company),
      setJustification: cycle.setJustification,
      schedule: cycle.schedule,
      // A standard shows once it has an assessment or an evidence file, whichever came first.
      assessments: [...new Set([...assessments.map((a) => a.code), ...evidence.map((e) => e.code)])].map((code) => {
        const a = assessments.find((row) => row.code === code);
        return {
          code,
          status: a?.status ?? null,
          justification: a?.justification ?? '',
          notes: a?.notes ?? '',
          updatedAt: a?.updatedAt ?? cycle.updatedAt,
          evidence: evidence
            .filter((e) => e.code === code)
            .flatMap((e) => {
              const file = files.get(e.fileId);
              return file ? [{ id: file.id, name: file.originalName, mime: file.mime }] : [];
            }),
        };
      }),
      actions: await this.presentActions(actions, today),
      result,
      previous: previousCycle
        ? {
            id: previousCycle.id,
            period: previousCycle.period,
            result: await scoreOf(this.repo, this.db, previousCycle),
          }
        : null,
    };
  }

  /** Planear: responsible person, date, the set (an override of the suggested one needs a justification), schedule. */
  async savePlan(scope: CompanyScope, actor: AuditActor, id: string, plan: CyclePlan): Promise<CycleDetail> {
    await this.db.transaction().execute(async (tx) => {
      const before = await this.findOpen(tx, scope, id);
      const company = await this.requireCompany(tx, before.companyId);
      const suggested = minimumStandardsSetFor(company);
      const justification = plan.setJustification?.trim() || null;
      if (plan.standardSet !== suggested && !justification) {
        throw fieldProblem(
          'setJustification',
          `Explique por qué aplica ${String(plan.standardSet)} estándares y no los ${String(suggested)} que corresponden a la empresa.`,
        );
      }
      const after: CycleRecord = {
        ...before,
        responsibleName: plan.responsibleName,
        evaluationDate: plan.evaluationDate,
        standardSet: plan.standardSet,
        setJustification: plan.standardSet === suggested ? null : justification,
        schedule: plan.schedule,
        updatedAt: this.clock.now().toISOString(),
      };
      await this.repo.updateCycle(tx, after);
      await this.record(tx, actor, after, 'phva.plan', company.nombre, planView(before), planView(after));
    });
    return this.detail(scope, id);
  }

  /** Hacer: one standard's status, justification and notes (the page saves as the person types). */
  async saveAssessment(
    scope: CompanyScope,
    actor: AuditActor,
    id: string,
    code: string,
    input: Required<AssessmentInput>,
  ): Promise<CycleDetail> {
    if (input.status === 'no_aplica' && input.justification.trim() === '') {
      throw fieldProblem('justification', 'Escriba por qué este estándar no aplica a la empresa.');
    }
    await this.db.transaction().execute(async (tx) => {
      const cycle = await this.findOpen(tx, scope, id);
      requireInSet(cycle, code);
      const before = (await this.repo.assessments(tx, id)).find((a) => a.code === code);
      const after = { cycleId: id, code, ...input, updatedAt: this.clock.now().toISOString() };
      await this.repo.saveAssessment(tx, after);
      await this.repo.updateCycle(tx, { ...cycle, updatedAt: after.updatedAt });
      const view = (a?: typeof after) => a && { status: a.status, justification: a.justification, notes: a.notes };
      await this.record(tx, actor, cycle, 'phva.assess', `Estándar ${code}`, view(before), view(after));
    });
    return this.detail(scope, id);
  }

  /** Attaches an uploaded PDF or image to a standard, with the upload rules of route files. */
  async addEvidence(
    scope: CompanyScope,
    actor: AuditActor,
    id: string,
    code: string,
    store: () => Promise<{ id: string; name: string }>,
  ): Promise<CycleDetail> {
    // Checked before the bytes are stored, and again inside the transaction that links them.
    requireInSet(await this.findOpen(this.db, scope, id), code);
    const file = await store();
    await this.db.transaction().execute(async (tx) => {
      const cycle = await this.findOpen(tx, scope, id);
      await this.repo.insertEvidence(tx, {
        id: crypto.randomUUID(),
        cycleId: id,
        code,
        fileId: file.id,
        createdAt: this.clock.now().toISOString(),
      });
      await this.record(tx, actor, cycle, 'phva.evidence.add', `Estándar ${code}`, undefined, { file: file.name });
    });
    return this.detail(scope, id);
  }

  async removeEvidence(scope: CompanyScope, actor: AuditActor, id: string, fileId: string): Promise<CycleDetail> {
    await this.db.transaction().execute(async (tx) => {
      const cycle = await this.findOpen(tx, scope, id);
      if ((await this.repo.deleteEvidence(tx, id, fileId)) === 0) throw notFound('No encontramos esta evidencia.');
      await this.record(tx, actor, cycle, 'phva.evidence.remove', cycle.id, { fileId }, undefined);
    });
    return this.detail(scope, id);
  }

  /** An evidence file of a cycle in scope, to download. */
  async openEvidence(scope: CompanyScope, id: string, fileId: string) {
    await this.find(this.db, scope, id);
    const linked = (await this.repo.evidence(this.db, id)).some((e) => e.fileId === fileId);
    const file = linked ? await this.uploads.findRecord(fileId) : undefined;
    if (!file) throw notFound('No encontramos este archivo.');
    return this.uploads.openStored(file);
  }

  /** Moves the cycle to another phase; reaching Verificar or later stores the score shown in the overview. */
  async changePhase(scope: CompanyScope, actor: AuditActor, id: string, phase: PhvaPhase): Promise<CycleDetail> {
    await this.db.transaction().execute(async (tx) => {
      const before = await this.findOpen(tx, scope, id);
      const verified = PHVA_PHASES.indexOf(phase) >= PHVA_PHASES.indexOf('verificar');
      const result = verified ? await scoreOf(this.repo, tx, before) : null;
      const after: CycleRecord = {
        ...before,
        phase,
        scoreHundredths: result ? Math.round(result.score * 100) : before.scoreHundredths,
        rating: result ? result.rating : before.rating,
        updatedAt: this.clock.now().toISOString(),
      };
      await this.repo.updateCycle(tx, after);
      await this.record(tx, actor, after, 'phva.phase', before.id, { phase: before.phase }, { phase });
    });
    return this.detail(scope, id);
  }

  /** Closes and locks the cycle with its final score; every standard of the set must be assessed first. */
  async close(scope: CompanyScope, actor: AuditActor, id: string): Promise<CycleDetail> {
    await this.db.transaction().execute(async (tx) => {
      const before = await this.findOpen(tx, scope, id);
      const result = await scoreOf(this.repo, tx, before);
      if (result.missing.length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Antes de cerrar, evalúe todos los estándares. Faltan: ${result.missing.join(', ')}.`,
        );
      }
      const now = this.clock.now().toISOString();
      const after: CycleRecord = {
        ...before,
        phase: 'actuar',
        status: 'cerrado',
        scoreHundredths: Math.round(result.score * 100),
        rating: result.rating,
        updatedAt: now,
        closedAt: now,
      };
      await this.repo.updateCycle(tx, after);
      await this.record(
        tx,
        actor,
        after,
        'phva.close',
        before.id,
        { status: 'abierto' },
        {
          status: 'cerrado',
          score: result.score,
          rating: result.rating,
        },
      );
    });
    return this.detail(scope, id);
  }

  /** The database for a single read outside a transaction (the report service reads through this module). */
  dbForReads(): Executor {
    return this.db;
  }

  /** A cycle in scope; another company's cycle is "not found", so its existence is never revealed. */
  async find(db: Executor, scope: CompanyScope, id: string): Promise<CycleRecord> {
    const cycle = await this.repo.findCycle(db, id);
    if (!cycle || !scopeCovers(scope, cycle.companyId)) throw notFound('No encontramos esta evaluación.');
    return cycle;
  }

  /** As `find`, refusing a closed cycle. */
  async findOpen(db: Executor, scope: CompanyScope, id: string): Promise<CycleRecord> {
    const cycle = await this.find(db, scope, id);
    if (cycle.status === 'cerrado') throw new AppError('CYCLE_CLOSED');
    return cycle;
  }

  async requireCompany(db: Executor, id: string): Promise<Company> {
    const company = await this.companies.findById(db, id);
    if (!company) throw notFound('No encontramos esta empresa.');
    return company;
  }

  /** Colombia's calendar day (UTC−5 all year), for due dates. */
  today(): string {
    return new Date(this.clock.now().getTime() - 5 * 3600 * 1000).toISOString().slice(0, 10);
  }

  private async presentActions(actions: Awaited<ReturnType<PhvaRepository['actions']>>, today: string) {
    return Promise.all(actions.map((a) => toAction(a, today, this.routeTitle)));
  }

  async record(
    db: Executor,
    actor: AuditActor,
    cycle: CycleRecord,
    action: AuditAction,
    label: string,
    before: Record<string, unknown> | undefined,
    after: Record<string, unknown> | undefined,
  ): Promise<void> {
    await this.audit.record(db, actor, {
      action,
      entityType: 'phva_cycle',
      entityId: cycle.id,
      entityLabel: label,
      companyId: cycle.companyId,
      ...(before ? { before } : {}),
      ...(after ? { after } : {}),
    });
  }
}

function requireInSet(cycle: CycleRecord, code: string): void {
  if (!standardsOfSet(cycle.standardSet).some((s) => s.code === code)) {
    throw notFound(
      `El estándar ${code} no hace parte del grupo de ${String(cycle.standardSet)} estándares de este ciclo.`,
    );
  }
}

function planView(c: CycleRecord): Record<string, unknown> {
  return {
    responsibleName: c.responsibleName,
    evaluationDate: c.evaluationDate,
    standardSet: c.standardSet,
    setJustification: c.setJustification,
    schedule: JSON.stringify(c.schedule),
  };
}

export function summary(c: CycleRecord, companyName: string): CycleSummary {
  return {
    id: c.id,
    companyId: c.companyId,
    companyName,
    period: c.period,
    phase: c.phase,
    status: c.status,
    responsibleName: c.responsibleName,
    evaluationDate: c.evaluationDate,
    standardSet: c.standardSet,
    score: c.scoreHundredths === null ? null : c.scoreHundredths / 100,
    rating: c.rating,
    createdAt: c.createdAt,
    closedAt: c.closedAt,
  };
}
