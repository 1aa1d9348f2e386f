import type { SessionUser } from '@academia/shared';
import type { Executor } from '../../db/executor.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { UsersService } from '../users/users.service.js';
import type { Session } from './auth.mapper.js';
import type { Revocation, SessionCache, SessionLookup } from './session-cache.js';
import type { SessionRevocations } from './session-revocations.js';
import type { SessionsRepository } from './sessions.repository.js';
import { randomToken, sha256 } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Recordarme": a persistent cookie that slides forward while the user keeps coming back. */
export const REMEMBER_TTL_MS = 30 * DAY_MS;
/** Without "Recordarme" the cookie dies with the browser; the server also ends it after 12 idle hours. */
export const BROWSER_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** Sliding writes are rate-limited so a busy user does not cause a database write per request. */
const REFRESH_EVERY_MS = 5 * 60 * 1000;

export interface ResolvedSession {
  id: string;
  user: SessionUser;
  /** Set when the expiry slid forward and the cookie must be re-sent with a new max-age. */
  refreshed: boolean;
  token: string;
}

export interface NewSessionInfo {
  userId: string;
  remember: boolean;
  ip: string | null;
  userAgent: string | null;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionsRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly cache: SessionCache,
    private readonly revocations: SessionRevocations,
  ) {}

  /** Creates a session and returns the cookie token (only its hash is stored). */
  /** Opens a session and returns its cookie token; `db` lets a password change end and open sessions atomically. */
  async create(db: Executor, info: NewSessionInfo): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
    await this.sessions.insert(db, {
      id: sha256(token),
      userId: info.userId,
      remember: info.remember,
      expiresAt: new Date(now.getTime() + ttl(info.remember)).toISOString(),
      createdAt: now.toISOString(),
      refreshedAt: now.toISOString(),
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  /** The signed-in user behind a cookie token, or null when the session is unknown, expired or its user inactive. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const id = sha256(token);
    const lookup = this.cache.get(id) ?? (await this.lookup(id));
    if (!lookup) return null;
    const { session, user } = lookup;
    const now = this.clock.now();
    if (session.expiresAt <= now.toISOString() || !user.active) {
      await this.sessions.delete(this.db, id);
      this.cache.drop({ sessionIds: [id] });
      return null;
    }
    const remember = session.remember;
    let refreshed = false;
    if (now.getTime() - Date.parse(session.refreshedAt) >= REFRESH_EVERY_MS) {
      const expiresAt = new Date(now.getTime() + ttl(remember)).toISOString();
      await this.sessions.extend(this.db, id, expiresAt, now.toISOString());
      this.cache.refresh(id, { ...session, expiresAt, refreshedAt: now.toISOString() });
      refreshed = true;
    }
    return {
      id,
      token,
      refreshed,
      user: {
        id: user.id,
        nombre: user.nombre,
        email: user.email,
        perfil: user.perfil,
        empresaId: user.empresaId,
        needsConsent: !user.hasConsented,
        isRemembered: remember,
      },
    };
  }

  /** Reads the session and its user from the database, and caches the pair when it exists. */
  private async lookup(id: string): Promise<SessionLookup | null> {
    const startedAt = this.cache.begin();
    const session = await this.sessions.findById(this.db, id);
    if (!session) return null;
    // A second query by primary key instead of a join: the users table belongs to the users module. Both are
    // point lookups, and the cache spares them for the burst of requests one page makes.
    const user = (await this.users.summaries(this.db, [session.userId])).get(session.userId);
    if (!user) return null;
    const lookup = { session, user };
    this.cache.set(id, lookup, startedAt);
    return lookup;
  }

  /**
   * Every process stops serving the cached lookups of these sessions or users. Call after the change that ends or
   * alters them is committed (outside the transaction), or a process could cache the old row again.
   */
  revoke(revocation: Revocation): Promise<void> {
    return this.revocations.revoke(revocation);
  }

  /** The user's open sessions, each with its public id (never the stored id, which is the token's hash). */
  async listForUser(userId: string): Promise<(Session & { publicId: string })[]> {
    const sessions = await this.sessions.listForUser(this.db, userId, this.clock.now().toISOString());
    return sessions.map((session) => ({ ...session, publicId: sessionPublicId(session.id) }));
  }

  /**
   * Ends one of the user's own sessions, named by its public id. Returns the ended session's stored id, or null when
   * the user has no such session (someone else's session is "not found", never ended).
   */
  async endForUser(userId: string, publicId: string): Promise<string | null> {
    const match = (await this.listForUser(userId)).find((session) => session.publicId === publicId);
    if (!match) return null;
    await this.sessions.delete(this.db, match.id);
    await this.revoke({ sessionIds: [match.id] });
    return match.id;
  }

  async endByToken(token: string): Promise<void> {
    const id = sha256(token);
    await this.sessions.delete(this.db, id);
    await this.revoke({ sessionIds: [id] });
  }

  /** Inside the caller's transaction: the caller must `revoke({ userIds: [userId] })` once it has committed. */
  async endAllForUser(db: Executor, userId: string): Promise<void> {
    await this.sessions.deleteForUser(db, userId);
  }

  async purgeExpired(): Promise<void> {
    await this.sessions.deleteExpired(this.db, this.clock.now().toISOString());
  }
}

/**
 * The id a session shows in "Mis sesiones": a one-way hash of the stored id (itself the SHA-256 of the cookie
 * token), cut to 32 hex digits. It cannot be turned back into the stored id nor into the token, and presented as a
 * cookie it names no session, because the server hashes a cookie before it looks it up.
 */
export function sessionPublicId(sessionId: string): string {
  return sha256(`session-public-id:${sessionId}`).slice(0, 32);
}

function ttl(remember: boolean): number {
  return remember ? REMEMBER_TTL_MS : BROWSER_SESSION_IDLE_MS;
}
