import type { AdminUserDetail, CompanyOption, ListUsersQuery, UserFilters, UserList } from '@academia/shared';
import type { Db } from '../../db/database.js';
import { writeCsv } from '../../infra/csv/csv-writer.js';
import type { CompanyScope } from '../auth/auth.plugin.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { CertificateService } from '../evaluations/certificate.service.js';
import type { LearnerDashboardService } from '../learning-paths/learner-dashboard.service.js';
import type { RouteEnrolmentsService } from '../learning-paths/route-enrolments.service.js';
import { toAdminUser, type User } from './user.mapper.js';
import { visibleTo } from './user-scope.js';
import type { UserListFilters, UsersRepository } from './users.repository.js';

/**
 * The export's columns. The first seven are exactly the columns the CSV import reads, so an exported file can be
 * edited and imported back; the human extras (company name, status, creation date) come after them.
 */
export const EXPORT_COLUMNS = [
  'nombre',
  'email',
  'tipo_documento',
  'numero_documento',
  'cargo',
  'empresa_nit',
  'perfil',
  'empresa',
  'estado',
  'creado',
] as const;

/** Reads of the users table for the admin area: list, export, one person's page, and the companies to pick. */
export class UserDirectoryService {
  constructor(
    private readonly deps: {
      db: Db;
      users: UsersRepository;
      companies: CompaniesService;
      progress: Pick<LearnerDashboardService, 'reportFor'>;
      certificates: Pick<CertificateService, 'listFor'>;
      finalTests: Pick<RouteEnrolmentsService, 'standingsOf'>;
    },
  ) {}

  async list(scope: CompanyScope, query: ListUsersQuery): Promise<UserList> {
    const { db, users, companies } = this.deps;
    const { items, total } = await users.list(db, scoped(scope, query), {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const names = await companies.namesByIds(db, companyIdsOf(items));
    return {
      items: items.map((user) => toAdminUser(user, user.empresaId ? (names.get(user.empresaId) ?? null) : null)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The filtered list as CSV (UTF-8 with BOM, `;`), for Excel in Spanish. */
  async exportCsv(scope: CompanyScope, filters: UserFilters): Promise<string> {
    const { db, users, companies } = this.deps;
    const people = await users.listAll(db, scoped(scope, filters));
    const byId = new Map((await companies.list()).map((company) => [company.id, company]));
    return writeCsv(
      EXPORT_COLUMNS,
      people.map((user) => {
        const company = user.empresaId ? byId.get(user.empresaId) : undefined;
        return {
          nombre: user.nombre,
          email: user.email,
          tipo_documento: user.tipoDocumento,
          numero_documento: user.numeroDocumento,
          cargo: user.cargo,
          empresa_nit: company?.nit ?? null,
          perfil: user.perfil,
          empresa: company?.nombre ?? null,
          estado: user.active ? 'Activo' : 'Inactivo',
          creado: user.createdAt.slice(0, 10),
        };
      }),
    );
  }

  /**
   * One person with their routes, progress, scores, final-test attempts and certificates. Someone outside a lead's
   * company is "not found" before anything about them is read.
   */
  async detail(scope: CompanyScope, id: string): Promise<AdminUserDetail> {
    const { db, users, companies, progress, certificates, finalTests } = this.deps;
    const user = visibleTo(scope, await users.findById(db, id));
    const [names, report, issued] = await Promise.all([
      companies.namesByIds(db, companyIdsOf([user])),
      progress.reportFor(user.id),
      certificates.listFor(user.id),
    ]);
    const standings = await finalTests.standingsOf(
      user.id,
      report.routes.map((route) => route.id),
    );
    return {
      user: toAdminUser(user, user.empresaId ? (names.get(user.empresaId) ?? null) : null),
      // A route the person is enrolled in always has a standing; the fallback only keeps the types honest.
      routes: report.routes.map((route) => ({
        ...route,
        finalTest: standings.get(route.id) ?? {
          attemptsUsed: route.testAttempts,
          attemptsAllowed: route.testAttempts,
          passed: route.testPassed,
          inProgress: false,
          canGrant: false,
        },
      })),
      certificates: issued,
    };
  }

  /** The companies this admin may filter by and assign people to: every one, or the lead's own. */
  async companyOptions(scope: CompanyScope): Promise<CompanyOption[]> {
    const all = await this.deps.companies.list();
    return all
      .filter((company) => (scope.kind === 'all' ? company.active : company.id === scope.companyId))
      .map(({ id, nombre, nit }) => ({ id, nombre, nit }));
  }
}

/** The request's filters with a lead's company forced in (whatever company they asked for). */
function scoped(scope: CompanyScope, filters: UserFilters): UserListFilters {
  return {
    q: filters.q,
    perfil: filters.perfil,
    active: filters.status === undefined ? undefined : filters.status === 'active',
    empresaId: scope.kind === 'company' ? scope.companyId : filters.empresaId,
  };
}

function companyIdsOf(users: readonly User[]): string[] {
  return users.flatMap((user) => (user.empresaId ? [user.empresaId] : []));
}
