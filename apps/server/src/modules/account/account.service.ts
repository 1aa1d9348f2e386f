import {
  DATA_POLICY_VERSION,
  documentTypeSchema,
  type AccountProfile,
  type AccountSessionList,
  type SessionUser,
} from '@academia/shared';
import type { z } from 'zod';
import type { profileInputSchema } from '@academia/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { SessionService } from '../auth/session.service.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { EvaluationScoresService } from '../evaluations/evaluation-scores.service.js';
import type { FavoritesService } from '../favorites/favorites.service.js';
import type { SimulatorService } from '../simulator/simulator.service.js';
import type { TutorService } from '../tutor/tutor.service.js';
import type { LearningProgressService } from '../learning-paths/learning-progress.service.js';
import type { User, UsersService } from '../users/users.service.js';
import { deviceName } from './device-name.js';

/**
 * A person's own account (`/perfil`): consent to data treatment, name and document, open sessions and the download
 * of everything the academy holds about them. Each module exports its own records; this one only assembles them.
 */
export class AccountService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      users: UsersService;
      sessions: SessionService;
      companies: CompaniesService;
      progress: LearningProgressService;
      evaluations: EvaluationScoresService;
      favorites: FavoritesService;
      tutor: Pick<TutorService, 'exportForUser'>;
      simulator: Pick<SimulatorService, 'exportForUser'>;
    },
  ) {}

  /** Records consent to the policy in force, with the date and the address it came from. */
  async consent(user: SessionUser, ip: string): Promise<SessionUser> {
    await this.deps.users.recordConsent(user.id, ip);
    return { ...user, needsConsent: false };
  }

  async profile(userId: string): Promise<AccountProfile> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw notFound();
    return this.toProfile(user);
  }

  async updateProfile(userId: string, input: z.output<typeof profileInputSchema>): Promise<AccountProfile> {
    await this.deps.users.updateOwnProfile(userId, input);
    return this.profile(userId);
  }

  async sessions(userId: string, currentSessionId: string): Promise<AccountSessionList> {
    const sessions = await this.deps.sessions.listForUser(userId);
    return {
      items: sessions.map((session) => ({
        id: session.publicId,
        device: deviceName(session.userAgent),
        ip: session.ip,
        createdAt: session.createdAt,
        lastActivityAt: session.refreshedAt,
        current: session.id === currentSessionId,
      })),
    };
  }

  /** Ends one of the person's sessions; true when it was the one making this request. */
  async endSession(userId: string, publicId: string, currentSessionId: string): Promise<{ wasCurrent: boolean }> {
    const ended = await this.deps.sessions.endForUser(userId, publicId);
    if (!ended) throw notFound('No encontramos esa sesión. Puede que ya se haya cerrado.');
    return { wasCurrent: ended === currentSessionId };
  }

  /**
   * Everything the academy holds about the person (Ley 1581 de 2012, right of access), read only by their own id:
   * no password hash, no session token or its hash, no answer key.
   */
  async exportData(userId: string, currentSessionId: string) {
    const { db, clock, users, companies, progress, evaluations, favorites, tutor, simulator } = this.deps;
    const account = await users.exportForUser(userId);
    if (!account) throw notFound();
    const [companyNames, learning, evaluationData, favoriteList, sessionList, tutorConversations, simulatorAttempts] =
      await Promise.all([
        companies.namesByIds(db, account.empresaId ? [account.empresaId] : []),
        progress.exportForUser(userId),
        evaluations.exportForUser(userId),
        favorites.exportForUser(userId),
        this.sessions(userId, currentSessionId),
        tutor.exportForUser(userId),
        simulator.exportForUser(userId),
      ]);
    return {
      generatedAt: clock.now().toISOString(),
      dataPolicyVersion: DATA_POLICY_VERSION,
      account,
      consent: account.consent,
      company: account.empresaId
        ? { id: account.empresaId, nombre: companyNames.get(account.empresaId) ?? null }
        : null,
      enrolments: learning.enrolments,
      progress: learning.progress,
      evaluations: evaluationData.evaluations,
      certificates: evaluationData.certificates,
      favorites: favoriteList,
      sessions: sessionList.items,
      tutorConversations,
      simulatorAttempts,
    };
  }

  private async toProfile(user: User): Promise<AccountProfile> {
    const names = await this.deps.companies.namesByIds(this.deps.db, user.empresaId ? [user.empresaId] : []);
    const tipo = documentTypeSchema.safeParse(user.tipoDocumento);
    return {
      id: user.id,
      nombre: user.nombre,
      email: user.email,
      perfil: user.perfil,
      tipoDocumento: tipo.success ? tipo.data : null,
      numeroDocumento: user.numeroDocumento,
      cargo: user.cargo,
      empresa: user.empresaId ? (names.get(user.empresaId) ?? null) : null,
      consent: user.consent ? { at: user.consent.at, version: user.consent.version } : null,
    };
  }
}
