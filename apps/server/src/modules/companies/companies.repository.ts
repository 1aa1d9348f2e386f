import {
  HIGH_RISK_CLASSES,
  MEDIUM_COMPANY_MAX_WORKERS,
  SMALL_COMPANY_MAX_WORKERS,
  type MinimumStandardSet,
  type RiskClass,
} from '@academia/shared';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Executor, RawCount } from '../../db/executor.js';
import { toCount } from '../../db/executor.js';
import { toCompanyRecord, toCompanyRow, type CompanyRecord } from './company.mapper.js';

export interface CompanyFilters {
  q?: string | undefined;
  claseRiesgo?: RiskClass | undefined;
  estandares?: MinimumStandardSet | undefined;
  departamento?: string | undefined;
  active?: boolean | undefined;
  /** Only this company (a Responsable SST's scope). */
  onlyId?: string | undefined;
}

type CompaniesEb = ExpressionBuilder<Database, 'companies'>;

/** The SQL form of `minimumStandardsSetFor` (packages/shared), built from the same thresholds. */
function standardsSetIs(eb: CompaniesEb, set: MinimumStandardSet) {
  const highRisk = eb('clase_riesgo', 'in', [...HIGH_RISK_CLASSES]);
  if (set === 60) return eb.or([highRisk, eb('trabajadores', '>', MEDIUM_COMPANY_MAX_WORKERS)]);
  const lowRisk = eb('clase_riesgo', 'not in', [...HIGH_RISK_CLASSES]);
  if (set === 21) {
    return eb.and([
      lowRisk,
      eb('trabajadores', '>', SMALL_COMPANY_MAX_WORKERS),
      eb('trabajadores', '<=', MEDIUM_COMPANY_MAX_WORKERS),
    ]);
  }
  return eb.and([lowRisk, eb('trabajadores', '<=', SMALL_COMPANY_MAX_WORKERS)]);
}

export class CompaniesRepository {
  async findById(db: Executor, id: string): Promise<CompanyRecord | undefined> {
    const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toCompanyRecord(row);
  }

  async findByNit(db: Executor, nit: string): Promise<CompanyRecord | undefined> {
    const row = await db.selectFrom('companies').selectAll().where('nit', '=', nit).executeTakeFirst();
    return row && toCompanyRecord(row);
  }

  async insert(db: Executor, company: CompanyRecord): Promise<void> {
    await db.insertInto('companies').values(toCompanyRow(company)).execute();
  }

  /** Writes every field of `company` but its id and creation time. */
  async update(db: Executor, company: CompanyRecord): Promise<void> {
    const { id: _id, created_at: _createdAt, ...changes } = toCompanyRow(company);
    await db.updateTable('companies').set(changes).where('id', '=', company.id).execute();
  }

  async list(db: Executor): Promise<CompanyRecord[]> {
    const rows = await db.selectFrom('companies').selectAll().orderBy('nombre').execute();
    return rows.map(toCompanyRecord);
  }

  /** A page of companies matching the filters, by name. `q` matches the name or the NIT's digits. */
  async search(
    db: Executor,
    filters: CompanyFilters,
    page: { limit: number; offset: number },
  ): Promise<{ items: CompanyRecord[]; total: number }> {
    let query = db.selectFrom('companies');
    if (filters.onlyId !== undefined) query = query.where('id', '=', filters.onlyId);
    if (filters.q) {
      const escape = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);
      const byName = `%${escape(filters.q.toLowerCase())}%`;
      const digits = filters.q.replace(/\D/g, '');
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['nombre']), 'like', eb.val(byName)),
          ...(digits.length >= 3 ? [eb('nit', 'like', `%${digits}%`)] : []),
        ]),
      );
    }
    if (filters.claseRiesgo) query = query.where('clase_riesgo', '=', filters.claseRiesgo);
    if (filters.departamento) query = query.where('departamento', '=', filters.departamento);
    if (filters.active !== undefined) query = query.where('active', '=', filters.active ? 1 : 0);
    const set = filters.estandares;
    if (set !== undefined) query = query.where((eb) => standardsSetIs(eb, set));
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('nombre').orderBy('id').limit(page.limit).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll<RawCount>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toCompanyRecord), total: toCount(total.count) };
  }

  /** The names of the companies among `ids` that exist. */
  async namesByIds(db: Executor, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('companies').select(['id', 'nombre']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row.nombre]));
  }
}
