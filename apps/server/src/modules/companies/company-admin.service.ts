import crypto from 'node:crypto';
import {
  type AdminCompany,
  type CompanyInputParsed,
  type CompanyList,
  type CompanyPeople,
  type ListCompaniesQuery,
  type MinimumStandardSet,
} from '@academia/shared';
import { findDepartment, isMunicipalityOf } from '@academia/shared/divipola';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { CompanyScope } from '../auth/auth.plugin.js';
import type { UsersService } from '../users/users.service.js';
import type { CompaniesRepository } from './companies.repository.js';
import { toAdminCompany, type CompanyRecord } from './company.mapper.js';

const fieldProblem = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: [{ path, message }] });

/** The fields an audit entry compares (timestamps left out: they always change). */
function auditView(company: CompanyRecord): Record<string, unknown> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, id: _id, ...fields } = company;
  return fields;
}

/**
 * The admin's company registry (docs/product.md §1, §9): list and read within the caller's company scope; create,
 * edit, deactivate and reactivate for the Superadministrador only (the routes say so). Nothing is deleted, and
 * deactivating a company leaves its people and their records as they are. Every change is audited in its
 * transaction.
 */
export class CompanyAdminService {
  constructor(
    private readonly db: Db,
    private readonly companies: CompaniesRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(scope: CompanyScope, query: ListCompaniesQuery): Promise<CompanyList> {
    const { items, total } = await this.companies.search(
      this.db,
      {
        q: query.q,
        claseRiesgo: query.claseRiesgo,
        estandares: query.estandares as MinimumStandardSet | undefined,
        departamento: query.departamento,
        active: query.status === undefined ? undefined : query.status === 'active',
        onlyId: scope.kind === 'company' ? scope.companyId : undefined,
      },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return { items: await this.present(this.db, items), total, page: query.page, pageSize: query.pageSize };
  }

  async get(scope: CompanyScope, id: string): Promise<AdminCompany> {
    const company = await this.findInScope(this.db, scope, id);
    const [view] = await this.present(this.db, [company]);
    if (!view) throw notFound();
    return view;
  }

  /** Active people of the company who may be named its SST lead. */
  async people(scope: CompanyScope, id: string): Promise<CompanyPeople> {
    await this.findInScope(this.db, scope, id);
    const people = await this.users.activePeopleOf(this.db, id);
    return { items: people.map(({ id: personId, nombre, perfil }) => ({ id: personId, nombre, perfil })) };
  }

  async create(actor: AuditActor, input: CompanyInputParsed): Promise<AdminCompany> {
    this.checkPlace(input);
    return nitTakenOnRace(() =>
      this.db.transaction().execute(async (tx) => {
        if (await this.companies.findByNit(tx, input.nit)) throw new AppError('NIT_IN_USE');
        const now = this.clock.now().toISOString();
        const company: CompanyRecord = {
          id: crypto.randomUUID(),
          ...input,
          active: true,
          createdAt: now,
          updatedAt: now,
        };
        await this.checkLead(tx, company.id, input.responsableSstId);
        await this.companies.insert(tx, company);
        await this.audit.record(tx, actor, {
          action: 'company.create',
          entityType: 'company',
          entityId: company.id,
          entityLabel: company.nombre,
          companyId: company.id,
          after: auditView(company),
        });
        return this.presentOne(tx, company);
      }),
    );
  }

  async update(actor: AuditActor, id: string, input: CompanyInputParsed): Promise<AdminCompany> {
    this.checkPlace(input);
    return nitTakenOnRace(() =>
      this.db.transaction().execute(async (tx) => {
        const before = await this.companies.findById(tx, id);
        if (!before) throw notFound();
        const sameNit = await this.companies.findByNit(tx, input.nit);
        if (sameNit && sameNit.id !== id) throw new AppError('NIT_IN_USE');
        await this.checkLead(tx, id, input.responsableSstId);
        const after: CompanyRecord = { ...before, ...input, updatedAt: this.clock.now().toISOString() };
        await this.companies.update(tx, after);
        await this.audit.record(tx, actor, {
          action: 'company.update',
          entityType: 'company',
          entityId: id,
          entityLabel: after.nombre,
          companyId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return this.presentOne(tx, after);
      }),
    );
  }

  /** Deactivates or reactivates the company only: its people, their accounts and records stay as they are. */
  async setActive(actor: AuditActor, id: string, active: boolean): Promise<AdminCompany> {
    return this.db.transaction().execute(async (tx) => {
      const before = await this.companies.findById(tx, id);
      if (!before) throw notFound();
      if (before.active === active) return this.presentOne(tx, before);
      const after: CompanyRecord = { ...before, active, updatedAt: this.clock.now().toISOString() };
      await this.companies.update(tx, after);
      await this.audit.record(tx, actor, {
        action: active ? 'company.reactivate' : 'company.deactivate',
        entityType: 'company',
        entityId: id,
        entityLabel: after.nombre,
        companyId: id,
        before: { active: before.active },
        after: { active },
      });
      return this.presentOne(tx, after);
    });
  }

  /** The company when the scope covers it; 404 otherwise, so another company's existence is never revealed. */
  private async findInScope(db: Executor, scope: CompanyScope, id: string): Promise<CompanyRecord> {
    if (scope.kind === 'company' && scope.companyId !== id) throw notFound();
    const company = await this.companies.findById(db, id);
    if (!company) throw notFound();
    return company;
  }

  /** The department and municipality are real DIVIPOLA codes, the municipality within the department. */
  private checkPlace(input: CompanyInputParsed): void {
    if (!findDepartment(input.departamento)) throw fieldProblem('departamento', 'Elija un departamento de la lista.');
    if (!isMunicipalityOf(input.departamento, input.municipio)) {
      throw fieldProblem('municipio', 'Elija un municipio del departamento elegido.');
    }
  }

  /** The SST lead, when named, is an active person of this company. */
  private async checkLead(db: Executor, companyId: string, leadId: string | null): Promise<void> {
    if (leadId === null) return;
    const lead = (await this.users.summaries(db, [leadId])).get(leadId);
    if (!lead || !lead.active || lead.empresaId !== companyId) {
      throw fieldProblem('responsableSstId', 'El responsable del SG-SST debe ser una persona activa de la empresa.');
    }
  }

  private async presentOne(db: Executor, company: CompanyRecord): Promise<AdminCompany> {
    const [view] = await this.present(db, [company]);
    if (!view) throw notFound();
    return view;
  }

  private async present(db: Executor, companies: CompanyRecord[]): Promise<AdminCompany[]> {
    const leadIds = companies.flatMap((c) => (c.responsableSstId ? [c.responsableSstId] : []));
    const [leads, counts] = await Promise.all([
      this.users.summaries(db, leadIds),
      this.users.activeCountsByCompany(
        db,
        companies.map((c) => c.id),
      ),
    ]);
    return companies.map((company) => {
      const lead = company.responsableSstId ? leads.get(company.responsableSstId) : undefined;
      return toAdminCompany(company, lead ?? null, counts.get(company.id) ?? 0);
    });
  }
}

/** Two saves of one NIT at the same instant both pass the lookup; the unique index refuses the second: say why. */
async function nitTakenOnRace<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('NIT_IN_USE');
    throw error;
  }
}
