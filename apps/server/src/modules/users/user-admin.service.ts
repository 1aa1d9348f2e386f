import crypto from 'node:crypto';
import {
  ADMIN_PROFILE,
  LEARNER_PROFILE,
  errorMessages,
  type AdminUser,
  type ErrorCode,
  type createUserInputSchema,
  type updateUserInputSchema,
} from '@academia/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, forbidden } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { CompanyScope } from '../auth/auth.plugin.js';
import type { AuthService } from '../auth/auth.service.js';
import type { SessionService } from '../auth/session.service.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { InvitationsService } from './invitations.service.js';
import { unusablePasswordHash } from './users.service.js';
import { toAdminUser, type User, type UserChanges } from './user.mapper.js';
import { auditedFields, manageableBy } from './user-scope.js';
import type { UsersRepository } from './users.repository.js';

type CreateInput = z.output<typeof createUserInputSchema>;
type UpdateInput = z.output<typeof updateUserInputSchema>;

/** '' and null both mean "none"; undefined means "not sent". */
const none = <T extends string>(value: T | '' | null | undefined) => (value === undefined ? undefined : value || null);

/**
 * The admin's changes to people (docs/product.md §9): create with an invitation, edit, deactivate, reactivate, send a
 * reset. Each change and its audit entry commit together. A `Responsable SST` acts only on learners of their company.
 */
export class UserAdminService {
  constructor(
    private readonly deps: {
      db: Db;
      users: UsersRepository;
      companies: CompaniesService;
      sessions: SessionService;
      auth: Pick<AuthService, 'issueResetOnBehalf'>;
      invitations: Pick<InvitationsService, 'send'>;
      audit: AuditService;
      clock: Clock;
    },
  ) {}

  async create(scope: CompanyScope, actor: AuditActor, input: CreateInput): Promise<AdminUser> {
    const { db, users, audit, clock, invitations } = this.deps;
    const empresaId = none(input.empresaId) ?? null;
    if (scope.kind === 'company') {
      if (input.perfil !== LEARNER_PROFILE) throw forbidden(LEAD_PROFILE_MESSAGE);
      if (empresaId !== null && empresaId !== scope.companyId) throw forbidden(LEAD_COMPANY_MESSAGE);
    }
    const now = clock.now().toISOString();
    const user: User = {
      id: crypto.randomUUID(),
      nombre: input.nombre,
      email: input.email,
      passwordHash: unusablePasswordHash(),
      perfil: input.perfil,
      empresaId: scope.kind === 'company' ? scope.companyId : empresaId,
      tipoDocumento: none(input.tipoDocumento) ?? null,
      numeroDocumento: none(input.numeroDocumento) ?? null,
      cargo: none(input.cargo) ?? null,
      consent: null,
      active: true,
      createdAt: now,
      updatedAt: now,
    };
    await this.explainingRaces(user, () =>
      db.transaction().execute(async (tx) => {
        await this.checkUnique(tx, user);
        await this.checkCompany(tx, user.empresaId);
        await users.insert(tx, user);
        await audit.record(tx, actor, {
          action: 'user.create',
          entityType: 'user',
          entityId: user.id,
          entityLabel: user.nombre,
          companyId: user.empresaId,
          after: auditedFields(user),
        });
      }),
    );
    await invitations.send([user.id], actor);
    return this.view(user);
  }

  async update(scope: CompanyScope, actor: AuditActor, id: string, input: UpdateInput): Promise<AdminUser> {
    const { db, users, sessions, audit, clock } = this.deps;
    const view = await db.transaction().execute(async (tx) => {
      const before = manageableBy(scope, await users.findById(tx, id));
      const changes: UserChanges = {
        nombre: input.nombre,
        email: input.email,
        tipoDocumento: none(input.tipoDocumento),
        numeroDocumento: none(input.numeroDocumento),
        cargo: none(input.cargo),
        empresaId: none(input.empresaId),
        perfil: input.perfil,
      };
      const after: User = { ...before, ...definedOnly(changes) };
      if (scope.kind === 'company') {
        if (after.perfil !== LEARNER_PROFILE) throw forbidden(LEAD_PROFILE_MESSAGE);
        if (after.empresaId !== before.empresaId) throw forbidden(LEAD_COMPANY_MESSAGE);
      }
      if (before.perfil === ADMIN_PROFILE && after.perfil !== ADMIN_PROFILE && before.active) {
        await this.keepOneSuperadmin(tx);
      }
      await this.checkUnique(tx, after);
      if (after.empresaId !== before.empresaId) await this.checkCompany(tx, after.empresaId);
      await users.update(tx, id, { ...definedOnly(changes), updatedAt: clock.now().toISOString() });
      await audit.record(tx, actor, {
        action: 'user.update',
        entityType: 'user',
        entityId: id,
        entityLabel: after.nombre,
        companyId: after.empresaId,
        before: auditedFields(before),
        after: auditedFields(after),
      });
      return this.view(after, tx);
    });
    // After the commit: a new profile or company applies from the person's very next request, on every process.
    await sessions.revoke({ userIds: [id] });
    return view;
  }

  /** Deactivates the account and ends every one of its sessions in the same transaction: the next request is 401. */
  async deactivate(scope: CompanyScope, actor: AuditActor, id: string): Promise<AdminUser> {
    if (actor.id === id) throw new AppError('SELF_DEACTIVATION');
    return this.setActive(scope, actor, id, false);
  }

  async reactivate(scope: CompanyScope, actor: AuditActor, id: string): Promise<AdminUser> {
    return this.setActive(scope, actor, id, true);
  }

  /** A new invitation for the person (the earlier links stop working). */
  async invite(scope: CompanyScope, actor: AuditActor, id: string): Promise<void> {
    const user = manageableBy(scope, await this.deps.users.findById(this.deps.db, id));
    if (!user.active)
      throw new AppError('ACCOUNT_DISABLED', 'La cuenta está desactivada: reactívela antes de invitar.');
    await this.deps.invitations.send([user.id], actor);
  }

  /** Sends the person a reset code and link, as if they had asked for it. */
  async sendPasswordReset(scope: CompanyScope, actor: AuditActor, id: string): Promise<void> {
    const { db, users, auth, audit } = this.deps;
    const send = await db.transaction().execute(async (tx) => {
      const user = manageableBy(scope, await users.findById(tx, id));
      if (!user.active) {
        throw new AppError(
          'ACCOUNT_DISABLED',
          'La cuenta está desactivada: reactívela antes de enviar un restablecimiento.',
        );
      }
      const mail = await auth.issueResetOnBehalf(tx, user);
      await audit.record(tx, actor, {
        action: 'user.password_reset_sent',
        entityType: 'user',
        entityId: user.id,
        entityLabel: user.nombre,
        companyId: user.empresaId,
        after: { email: user.email },
      });
      return mail;
    });
    send();
  }

  private async setActive(scope: CompanyScope, actor: AuditActor, id: string, active: boolean): Promise<AdminUser> {
    const { db, users, sessions, audit, clock } = this.deps;
    const view = await db.transaction().execute(async (tx) => {
      const before = manageableBy(scope, await users.findById(tx, id));
      if (before.active === active) return this.view(before, tx);
      if (!active && before.perfil === ADMIN_PROFILE) await this.keepOneSuperadmin(tx);
      await users.update(tx, id, { active, updatedAt: clock.now().toISOString() });
      if (!active) await sessions.endAllForUser(tx, id);
      const after = { ...before, active };
      await audit.record(tx, actor, {
        action: active ? 'user.reactivate' : 'user.deactivate',
        entityType: 'user',
        entityId: id,
        entityLabel: before.nombre,
        companyId: before.empresaId,
        before: { active: before.active },
        after: { active },
      });
      return this.view(after, tx);
    });
    await sessions.revoke({ userIds: [id] });
    return view;
  }

  /** Refuses a change that would leave no active `Superadministrador` (the one being changed still counts). */
  private async keepOneSuperadmin(tx: Executor): Promise<void> {
    if ((await this.deps.users.countActiveByProfile(tx, ADMIN_PROFILE)) <= 1) throw new AppError('LAST_SUPERADMIN');
  }

  /**
   * Two saves of one e-mail or document at the same instant both pass `checkUnique`; the unique index refuses the
   * second. Asking again then finds the other row and answers EMAIL_IN_USE or DOCUMENT_IN_USE, not a 500.
   */
  private async explainingRaces<T>(user: User, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) await this.checkUnique(this.deps.db, user);
      throw error;
    }
  }

  private async checkUnique(tx: Executor, user: User): Promise<void> {
    const sameEmail = await this.deps.users.findByEmail(tx, user.email);
    if (sameEmail && sameEmail.id !== user.id)
      throw new AppError('EMAIL_IN_USE', undefined, fieldProblem('email', 'EMAIL_IN_USE'));
    if (user.tipoDocumento && user.numeroDocumento) {
      const sameDocument = await this.deps.users.findByDocument(tx, user.tipoDocumento, user.numeroDocumento);
      if (sameDocument && sameDocument.id !== user.id) {
        throw new AppError('DOCUMENT_IN_USE', undefined, fieldProblem('numeroDocumento', 'DOCUMENT_IN_USE'));
      }
    }
  }

  private async checkCompany(tx: Executor, empresaId: string | null): Promise<void> {
    if (empresaId === null) return;
    const names = await this.deps.companies.namesByIds(tx, [empresaId]);
    if (!names.has(empresaId)) {
      throw new AppError('VALIDATION_FAILED', 'La empresa elegida no existe.', {
        fields: [{ path: 'empresaId', message: 'La empresa elegida no existe.' }],
      });
    }
  }

  private async view(user: User, db: Executor = this.deps.db): Promise<AdminUser> {
    const names = user.empresaId
      ? await this.deps.companies.namesByIds(db, [user.empresaId])
      : new Map<string, string>();
    return toAdminUser(user, user.empresaId ? (names.get(user.empresaId) ?? null) : null);
  }
}

const LEAD_PROFILE_MESSAGE = 'Como Responsable SST solo puede crear y gestionar personas con perfil Aprendiz.';
const LEAD_COMPANY_MESSAGE = 'Como Responsable SST solo puede gestionar personas de su empresa.';

/** The details of a conflict, placed under the field it concerns so the form shows it there. */
function fieldProblem(path: string, code: ErrorCode) {
  return { fields: [{ path, message: errorMessages[code] }] };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
