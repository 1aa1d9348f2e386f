import type { Executor } from '../../db/executor.js';
import { toCompanyRecord, toCompanyRow, type CompanyRecord } from './company.mapper.js';

export class CompaniesRepository {
  async findByNit(db: Executor, nit: string): Promise<CompanyRecord | undefined> {
    const row = await db.selectFrom('companies').selectAll().where('nit', '=', nit).executeTakeFirst();
    return row && toCompanyRecord(row);
  }

  async insert(db: Executor, company: CompanyRecord): Promise<void> {
    await db.insertInto('companies').values(toCompanyRow(company)).execute();
  }

  async list(db: Executor): Promise<CompanyRecord[]> {
    const rows = await db.selectFrom('companies').selectAll().orderBy('nombre').execute();
    return rows.map(toCompanyRecord);
  }

  /** The names of the companies among `ids` that exist. */
  async namesByIds(db: Executor, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('companies').select(['id', 'nombre']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row.nombre]));
  }
}
