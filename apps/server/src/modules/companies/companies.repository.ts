import type { Db } from '../../db/database.js';
import type { CompaniesTable } from '../../db/schema.js';

export type CompanyRow = CompaniesTable;

export class CompaniesRepository {
  constructor(private readonly db: Db) {}

  findByNit(nit: string): Promise<CompanyRow | undefined> {
    return this.db.selectFrom('companies').selectAll().where('nit', '=', nit).executeTakeFirst();
  }

  async insert(row: CompanyRow): Promise<void> {
    await this.db.insertInto('companies').values(row).execute();
  }

  list(): Promise<CompanyRow[]> {
    return this.db.selectFrom('companies').selectAll().orderBy('nombre').execute();
  }
}
