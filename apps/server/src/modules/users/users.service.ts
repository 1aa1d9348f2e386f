import crypto from 'node:crypto';
import { DATA_POLICY_VERSION, LEARNER_PROFILE } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { Revocation } from '../auth/session-cache.js';
import { hasCurrentConsent, toUserSummary, type User, type UserChanges, type UserSummary } from './user.mapper.js';
import type { PeopleReach, UsersRepository } from './users.repository.js';

export type { User, UserChanges, UserSummary } from './user.mapper.js';
export type { PeopleReach } from './users.repository.js';

export interface NewUser {
  nombre: string;
  email: string;
  /** Null for an account nobody can sign in to until a password is set (an invitation, a reset). */
  password: string | null;
  perfil?: string;
  empresaId?: string | null;
  tipoDocumento?: string | null;
  numeroDocumento?: string | null;
  cargo?: string | null;
  /** Consent given while creating the account (sign-up, demo seed); people created by an admin give it later. */
  consent?: { version: string; ip: string | null } | null;
}

/** No password verifies against this (it is not a scrypt hash): the person sets one through a link. */
/** Told after a change to what a session lookup returns is committed (decision 043). */
export interface UserChangeListener {
  revoke(revocation: Revocation): Promise<void>;
}

export function unusablePasswordHash(): string {
  return `unset$${crypto.randomBytes(16).toString('base64url')}`;
}

export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    /** Drops cached session lookups of a user whose name, email, profile, company, consent or status changed. */
    private readonly revocations: UserChangeListener,
  ) {}

  findByEmail(email: string): Promise<User | undefined> {
    return this.users.findByEmail(this.db, email);
  }

  findById(id: string): Promise<User | undefined> {
    return this.users.findById(this.db, id);
  }

  /**
   * Of `ids`, those of existing, active accounts, for other modules (e.g. enrolling people) inside their own
   * transaction, hence the explicit executor.
   */
  activeIds(db: Executor, ids: string[]): Promise<string[]> {
    return this.users.activeIds(db, [...new Set(ids)]);
  }

  /** What other modules may show about each of `ids` that exists, on the caller's executor. */
  async summaries(db: Executor, ids: string[]): Promise<Map<string, UserSummary>> {
    const users = await this.users.findByIds(db, [...new Set(ids)]);
    return new Map(users.map((user) => [user.id, toUserSummary(user)]));
  }

  async create(input: NewUser): Promise<User> {
    const now = this.clock.now().toISOString();
    const user: User = {
      id: crypto.randomUUID(),
      nombre: input.nombre,
      email: input.email.trim().toLowerCase(),
      passwordHash: input.password === null ? unusablePasswordHash() : await this.hasher.hash(input.password),
      perfil: input.perfil ?? LEARNER_PROFILE,
      empresaId: input.empresaId ?? null,
      numeroDocumento: input.numeroDocumento ?? null,
      tipoDocumento: input.tipoDocumento ?? null,
      cargo: input.cargo ?? null,
      consent: input.consent ? { at: now, version: input.consent.version, ip: input.consent.ip } : null,
      active: true,
      createdAt: now,
      updatedAt: now,
    };
    await this.users.insert(this.db, user);
    return user;
  }

  /** Hashing is slow on purpose, so callers hash before they open the transaction that stores the result. */
  hashPassword(password: string): Promise<string> {
    return this.hasher.hash(password);
  }

  /** Stores a hash from `hashPassword`, inside the caller's transaction when it passes one. */
  async storePasswordHash(db: Executor, userId: string, hash: string): Promise<void> {
    await this.users.updatePassword(db, userId, hash, this.clock.now().toISOString());
  }

  countByProfile(perfil: string): Promise<number> {
    return this.users.countByProfile(this.db, perfil);
  }

  /** True when the person consented to the policy now in force (`DATA_POLICY_VERSION`). */
  hasCurrentConsent(user: Pick<User, 'consent'>): boolean {
    return hasCurrentConsent(user);
  }

  /** Records consent to the current policy, now, from `ip` (Ley 1581 de 2012). */
  async recordConsent(userId: string, ip: string | null): Promise<void> {
    const at = this.clock.now().toISOString();
    await this.users.recordConsent(this.db, userId, { at, version: DATA_POLICY_VERSION, ip });
    await this.revocations.revoke({ userIds: [userId] });
  }

  /**
   * A person's own name and document. The (type, number) pair belongs to one person only: taken by someone else is
   * DOCUMENT_IN_USE (the unique index is the last word under a race).
   */
  async updateOwnProfile(
    userId: string,
    input: { nombre: string; tipoDocumento: string | null; numeroDocumento: string | null },
  ): Promise<void> {
    if (input.tipoDocumento && input.numeroDocumento) {
      const holder = await this.users.findByDocument(this.db, input.tipoDocumento, input.numeroDocumento);
      if (holder && holder.id !== userId) throw new AppError('DOCUMENT_IN_USE');
    }
    try {
      await this.update(userId, {
        nombre: input.nombre,
        tipoDocumento: input.tipoDocumento,
        numeroDocumento: input.numeroDocumento,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('DOCUMENT_IN_USE');
      throw error;
    }
  }

  /** The person's own account for a data export: everything but the password hash. */
  async exportForUser(userId: string) {
    const user = await this.users.findById(this.db, userId);
    if (!user) return null;
    return {
      id: user.id,
      nombre: user.nombre,
      email: user.email,
      perfil: user.perfil,
      tipoDocumento: user.tipoDocumento,
      numeroDocumento: user.numeroDocumento,
      cargo: user.cargo,
      empresaId: user.empresaId,
      active: user.active,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      consent: user.consent,
      remindersOptOut: (await this.users.remindersOptedOut(this.db, [user.id])).has(user.id),
    };
  }

  /** Whether the person turned off the non-mandatory training reminders. */
  async remindersOptOut(id: string): Promise<boolean> {
    return (await this.users.remindersOptedOut(this.db, [id])).has(id);
  }

  async update(id: string, changes: UserChanges): Promise<void> {
    await this.users.update(this.db, id, { ...changes, updatedAt: this.clock.now().toISOString() });
    await this.revocations.revoke({ userIds: [id] });
  }

  /** Active accounts per company, for the companies module's lists; on the caller's executor. */
  activeCountsByCompany(db: Executor, companyIds: string[]): Promise<Map<string, number>> {
    return this.users.activeCountsByCompany(db, [...new Set(companyIds)]);
  }

  /** The active people of a company (e.g. who may be named its SST lead); on the caller's executor. */
  async activePeopleOf(db: Executor, companyId: string): Promise<UserSummary[]> {
    return (await this.users.activeOfCompany(db, companyId)).map(toUserSummary);
  }

  /**
   * Active learners (optionally of one company), by name: whom training assignments can cover (decision 038). On
   * the caller's executor.
   */
  async activeLearners(db: Executor, companyId?: string, reach?: PeopleReach): Promise<User[]> {
    return this.users.listAll(db, {
      perfil: LEARNER_PROFILE,
      active: true,
      ...(companyId ? { empresaId: companyId } : {}),
      ...(reach ? { reach } : {}),
    });
  }

  /** Up to `limit` active learners matching `q` by name, e-mail or document (a person picker). */
  async searchLearners(q: string, companyId: string | undefined, limit: number): Promise<User[]> {
    const filters = { q, perfil: LEARNER_PROFILE, active: true, ...(companyId ? { empresaId: companyId } : {}) };
    return (await this.users.list(this.db, filters, { limit, offset: 0 })).items;
  }

  /** Of `ids`, who turned off the non-mandatory training reminders. */
  remindersOptedOut(db: Executor, ids: string[]): Promise<Set<string>> {
    return this.users.remindersOptedOut(db, [...new Set(ids)]);
  }

  async setRemindersOptOut(id: string, optOut: boolean): Promise<void> {
    await this.users.setRemindersOptOut(this.db, id, optOut, this.clock.now().toISOString());
  }
}
