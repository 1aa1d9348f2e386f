import crypto from 'node:crypto';
import type { Company, RiskClass } from '@academia/shared';
import type { CompaniesRepository, CompanyRow } from './companies.repository.js';

export interface NewCompany {
  nombre: string;
  nit: string;
  trabajadores: number;
  claseRiesgo: RiskClass;
}

function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    nombre: row.nombre,
    nit: row.nit,
    trabajadores: row.trabajadores,
    claseRiesgo: row.clase_riesgo as RiskClass,
  };
}

export class CompaniesService {
  constructor(private readonly companies: CompaniesRepository) {}

  /** Returns the company with that NIT, creating it first when it does not exist (used by the re-runnable seed). */
  async ensure(input: NewCompany): Promise<Company> {
    const existing = await this.companies.findByNit(input.nit);
    if (existing) return toCompany(existing);
    const now = new Date().toISOString();
    const row: CompanyRow = {
      id: crypto.randomUUID(),
      nombre: input.nombre,
      nit: input.nit,
      trabajadores: input.trabajadores,
      clase_riesgo: input.claseRiesgo,
      created_at: now,
      updated_at: now,
    };
    await this.companies.insert(row);
    return toCompany(row);
  }

  async list(): Promise<Company[]> {
    return (await this.companies.list()).map(toCompany);
  }
}
