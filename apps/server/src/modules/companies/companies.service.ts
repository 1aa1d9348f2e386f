import crypto from 'node:crypto';
import type { Company, RiskClass } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { CompaniesRepository } from './companies.repository.js';
import { toCompany, type CompanyRecord } from './company.mapper.js';

export interface NewCompany {
  nombre: string;
  nit: string;
  trabajadores: number;
  claseRiesgo: RiskClass;
}

export class CompaniesService {
  constructor(
    private readonly db: Db,
    private readonly companies: CompaniesRepository,
    private readonly clock: Clock,
  ) {}

  /** Returns the company with that NIT, creating it first when it does not exist (used by the re-runnable seed). */
  async ensure(input: NewCompany): Promise<Company> {
    const existing = await this.companies.findByNit(this.db, input.nit);
    if (existing) return toCompany(existing);
    const now = this.clock.now().toISOString();
    const company: CompanyRecord = {
      id: crypto.randomUUID(),
      nombre: input.nombre,
      nit: input.nit,
      trabajadores: input.trabajadores,
      claseRiesgo: input.claseRiesgo,
      actividadEconomica: null,
      arl: null,
      departamento: null,
      municipio: null,
      direccion: null,
      responsableSstId: null,
      active: true,
      createdAt: now,
      updatedAt: now,
    };
    await this.companies.insert(this.db, company);
    return toCompany(company);
  }

  async list(): Promise<Company[]> {
    return (await this.companies.list(this.db)).map(toCompany);
  }

  /** Company names by id, for modules that show people with their company; runs on the caller's executor. */
  namesByIds(db: Executor, ids: string[]): Promise<Map<string, string>> {
    return this.companies.namesByIds(db, [...new Set(ids)]);
  }
}
