import type { UserImportPreview, UserImportResult } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../infra/clock/clock.js';
import { readCsv } from '../../infra/csv/csv-reader.js';
import { AppError } from '../../errors/app-error.js';
import type { AuditChange } from '../audit/audit.types.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { CompanyScope } from '../auth/auth.plugin.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { InvitationSender } from './invitation-sender.js';
import { planImport, type ImportPlan } from './user-import-plan.js';
import type { User } from './user.mapper.js';
import type { UsersImportRepository } from './users-import.repository.js';
import type { UserChangeListener } from './users.service.js';

/** What the audit log keeps of a person (never the password hash). */
const audited = (user: Partial<User>) => ({
  nombre: user.nombre,
  email: user.email,
  tipoDocumento: user.tipoDocumento,
  numeroDocumento: user.numeroDocumento,
  cargo: user.cargo,
  empresaId: user.empresaId,
  perfil: user.perfil,
});

/**
 * Imports people from a CSV file (docs/decisions/025). `preview` says what every row would do; `commit` reads the
 * same file again, plans again inside the transaction (nothing the browser sends about the plan is trusted), and
 * applies it only when no row has errors. Invitations go out after the transaction has committed.
 */
export class UsersImportService {
  constructor(
    private readonly db: Db,
    private readonly repository: UsersImportRepository,
    private readonly companies: CompaniesService,
    private readonly audit: AuditService,
    private readonly invitations: InvitationSender,
    private readonly clock: Clock,
    private readonly revocations: UserChangeListener,
  ) {}

  async preview(bytes: Uint8Array, scope: CompanyScope): Promise<UserImportPreview> {
    const { rows, totals } = await this.plan(this.db, bytes, scope, await this.companies.list());
    return { rows, totals };
  }

  async commit(
    bytes: Uint8Array,
    scope: CompanyScope,
    actor: AuditActor,
    options: { sendInvitations: boolean },
  ): Promise<UserImportResult> {
    // Companies are read before the transaction: SQLite has one connection, and the list is small.
    const companies = await this.companies.list();
    const plan = await this.db.transaction().execute(async (tx) => {
      const planned = await this.plan(tx, bytes, scope, companies);
      if (planned.totals.error > 0) throw new AppError('IMPORT_HAS_ERRORS', undefined, { totals: planned.totals });
      await this.apply(tx, planned, scope, actor);
      return planned;
    });
    // A new company or profile must show on the very next request of each updated person, on every process.
    const updatedIds = plan.updates.map(({ before }) => before.id);
    if (updatedIds.length > 0) await this.revocations.revoke({ userIds: updatedIds });
    const newIds = plan.creates.map((user) => user.id);
    if (options.sendInvitations && newIds.length > 0) await this.invitations.send(newIds, actor);
    return { totals: plan.totals, invited: options.sendInvitations ? newIds.length : 0 };
  }

  private plan(db: Executor, bytes: Uint8Array, scope: CompanyScope, companies: ImportPlanCompanies) {
    return planImport(
      readCsv(bytes),
      scope,
      companies,
      {
        byEmails: (emails) => this.repository.findByEmails(db, emails),
        byDocumentNumbers: (numbers) => this.repository.findByDocumentNumbers(db, numbers),
      },
      this.clock.now().toISOString(),
    );
  }

  private async apply(tx: Executor, plan: ImportPlan, scope: CompanyScope, actor: AuditActor): Promise<void> {
    if (plan.creates.length === 0 && plan.updates.length === 0) return;
    await this.repository.insertMany(tx, plan.creates);
    await this.repository.updateMany(
      tx,
      plan.updates.map(({ before, changes }) => ({ id: before.id, changes })),
      this.clock.now().toISOString(),
    );
    const entries: AuditChange[] = [
      {
        action: 'user.import',
        entityType: 'user',
        entityId: null,
        entityLabel: `Importación CSV: ${String(plan.totals.create)} nuevas, ${String(plan.totals.update)} actualizadas`,
        companyId: scope.kind === 'company' ? scope.companyId : null,
        after: { ...plan.totals },
      },
      ...plan.creates.map((user) => ({
        action: 'user.create',
        entityType: 'user',
        entityId: user.id,
        entityLabel: user.nombre,
        companyId: user.empresaId,
        after: audited(user),
      })),
      ...plan.updates.map(({ before, changes }) => ({
        action: 'user.update',
        entityType: 'user',
        entityId: before.id,
        entityLabel: changes.nombre ?? before.nombre,
        companyId: changes.empresaId ?? before.empresaId,
        before: audited(before),
        after: audited({ ...before, ...changes }),
      })),
    ];
    await this.audit.recordMany(tx, actor, entries);
  }
}

type ImportPlanCompanies = Parameters<typeof planImport>[2];
