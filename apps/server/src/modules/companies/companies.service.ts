import crypto from 'node:crypto';
import type { Company, RiskClass } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { CompaniesRepository } from './companies.repository.js';
import { toCompany, type CompanyRecord } from './company.mapper.js';

export interface NewCompany {
  nombre: string;
  /** `#########-D`, with its DIAN check digit. */
  nit: string;
  trabajadores: number;
  claseRiesgo: RiskClass;
  actividadEconomica?: string | null;
  arl?: string | null;
  departamento?: string | null;
  municipio?: string | null;
  direccion?: string | null;
  /** NITs the same company was stored with before (a wrong check digit): such a row is corrected, not duplicated. */
  formerNits?: string[];
}

const DETAILS = ['actividadEconomica', 'arl', 'departamento', 'municipio', 'direccion'] as const;

export class CompaniesService {
  constructor(
    private readonly db: Db,
    private readonly companies: CompaniesRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Returns the company with that NIT, creating it first when it does not exist (used by the re-runnable seed). A
   * row stored under one of `formerNits` gets the right NIT instead; details still empty are filled in; anything
   * else an admin changed is left alone.
   */
  async ensure(input: NewCompany): Promise<Company> {
    let existing = await this.companies.findByNit(this.db, input.nit);
    for (const formerNit of input.formerNits ?? []) {
      if (existing) break;
      const former = await this.companies.findByNit(this.db, formerNit);
      if (former) existing = { ...former, nit: input.nit };
    }
    const now = this.clock.now().toISOString();
    if (existing) {
      const filled: CompanyRecord = { ...existing };
      for (const key of DETAILS) filled[key] = existing[key] ?? input[key] ?? null;
      const changed = JSON.stringify(filled) !== JSON.stringify(await this.companies.findById(this.db, existing.id));
      if (changed) await this.companies.update(this.db, { ...filled, updatedAt: now });
      return toCompany(filled);
    }
    const company: CompanyRecord = {
      id: crypto.randomUUID(),
      nombre: input.nombre,
      nit: input.nit,
      trabajadores: input.trabajadores,
      claseRiesgo: input.claseRiesgo,
      actividadEconomica: input.actividadEconomica ?? null,
      arl: input.arl ?? null,
      departamento: input.departamento ?? null,
      municipio: input.municipio ?? null,
      direccion: input.direccion ?? null,
      responsableSstId: null,
      active: true,
      createdAt: now,
      updatedAt: now,
    };
    await this.companies.insert(this.db, company);
    return toCompany(company);
  }

  /** Names `userId` the company's SST lead unless it already has one (the re-runnable demo seed). */
  async nameLeadIfUnset(companyId: string, userId: string): Promise<void> {
    const company = await this.companies.findById(this.db, companyId);
    if (!company || company.responsableSstId) return;
    await this.companies.update(this.db, {
      ...company,
      responsableSstId: userId,
      updatedAt: this.clock.now().toISOString(),
    });
  }

  async list(): Promise<Company[]> {
    return (await this.companies.list(this.db)).map(toCompany);
  }

  /** One company on the caller's executor, or null (the PHVA cycle reads its size and risk class). */
  async findById(db: Executor, id: string): Promise<Company | null> {
    const company = await this.companies.findById(db, id);
    return company ? toCompany(company) : null;
  }

  /** Company names by id, for modules that show people with their company; runs on the caller's executor. */
  namesByIds(db: Executor, ids: string[]): Promise<Map<string, string>> {
    return this.companies.namesByIds(db, [...new Set(ids)]);
  }
}
