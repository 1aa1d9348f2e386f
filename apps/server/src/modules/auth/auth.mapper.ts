import type { Insertable, Selectable } from 'kysely';
import type { PasswordResetsTable, SessionsTable } from '../../db/schema.js';

/** A sign-in session; `id` is the SHA-256 of the cookie token. */
export interface Session {
  id: string;
  userId: string;
  remember: boolean;
  expiresAt: string;
  createdAt: string;
  refreshedAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** A password reset: a six-digit code and a link token, both stored only as hashes. */
export interface PasswordReset {
  id: string;
  userId: string;
  codeHash: string;
  tokenHash: string;
  /** Wrong codes tried so far. */
  attempts: number;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export type NewPasswordReset = Omit<PasswordReset, 'attempts' | 'usedAt'>;

export function toSession(row: SessionsTable): Session {
  return {
    id: row.id,
    userId: row.user_id,
    remember: row.remember === 1,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    refreshedAt: row.refreshed_at,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}

export function toSessionRow(session: Session): SessionsTable {
  return {
    id: session.id,
    user_id: session.userId,
    remember: session.remember ? 1 : 0,
    expires_at: session.expiresAt,
    created_at: session.createdAt,
    refreshed_at: session.refreshedAt,
    ip: session.ip,
    user_agent: session.userAgent,
  };
}

export function toPasswordReset(row: Selectable<PasswordResetsTable>): PasswordReset {
  return {
    id: row.id,
    userId: row.user_id,
    codeHash: row.code_hash,
    tokenHash: row.token_hash,
    attempts: row.attempts,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    createdAt: row.created_at,
  };
}

/** `attempts` is left to the column default (0) and `used_at` to null. */
export function toNewPasswordResetRow(reset: NewPasswordReset): Insertable<PasswordResetsTable> {
  return {
    id: reset.id,
    user_id: reset.userId,
    code_hash: reset.codeHash,
    token_hash: reset.tokenHash,
    expires_at: reset.expiresAt,
    created_at: reset.createdAt,
  };
}
