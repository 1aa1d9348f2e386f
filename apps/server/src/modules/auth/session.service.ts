import type { SessionUser } from '@academia/shared';
import { randomToken, sha256 } from './tokens.js';
import type { SessionsRepository } from './sessions.repository.js';

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
    private readonly sessions: SessionsRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Creates a session and returns the cookie token (only its hash is stored). */
  async create(info: NewSessionInfo): Promise<string> {
    const token = randomToken();
    const now = this.clock();
    await this.sessions.insert({
      id: sha256(token),
      user_id: info.userId,
      remember: info.remember ? 1 : 0,
      expires_at: new Date(now.getTime() + ttl(info.remember)).toISOString(),
      created_at: now.toISOString(),
      refreshed_at: now.toISOString(),
      ip: info.ip,
      user_agent: info.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  /** The signed-in user behind a cookie token, or null when the session is unknown, expired or its user inactive. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const id = sha256(token);
    const row = await this.sessions.findWithUser(id);
    const now = this.clock();
    if (!row) return null;
    if (row.expires_at <= now.toISOString() || row.active !== 1) {
      await this.sessions.delete(id);
      return null;
    }
    const remember = row.remember === 1;
    let refreshed = false;
    if (now.getTime() - Date.parse(row.refreshed_at) >= REFRESH_EVERY_MS) {
      await this.sessions.extend(id, new Date(now.getTime() + ttl(remember)).toISOString(), now.toISOString());
      refreshed = true;
    }
    return {
      id,
      token,
      refreshed,
      user: { id: row.user_id, nombre: row.nombre, email: row.email, perfil: row.perfil, isRemembered: remember },
    };
  }

  async endByToken(token: string): Promise<void> {
    await this.sessions.delete(sha256(token));
  }

  async endAllForUser(userId: string): Promise<void> {
    await this.sessions.deleteForUser(userId);
  }

  async purgeExpired(): Promise<void> {
    await this.sessions.deleteExpired(this.clock().toISOString());
  }
}

function ttl(remember: boolean): number {
  return remember ? REMEMBER_TTL_MS : BROWSER_SESSION_IDLE_MS;
}
