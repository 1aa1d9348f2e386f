import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Column types are chosen to behave the same on SQLite and PostgreSQL:
 * ids are text (UUIDs), timestamps are ISO-8601 text in UTC (they sort correctly as text),
 * booleans are integers 0/1. Mappers convert them at the edge.
 */
export interface CompaniesTable {
  id: string;
  nombre: string;
  nit: string;
  trabajadores: number;
  clase_riesgo: string;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  nombre: string;
  /** Always stored lower-cased, which makes the unique index case-insensitive. */
  email: string;
  password_hash: string;
  perfil: string;
  empresa_id: string | null;
  numero_documento: string | null;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table does not leak usable sessions. */
  id: string;
  user_id: string;
  remember: number;
  expires_at: string;
  created_at: string;
  refreshed_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  code_hash: string;
  token_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CaptchaSolutionsTable {
  /** SHA-256 of the challenge signature; its presence means the solution was already spent. */
  id: string;
  expires_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  captcha_solutions: CaptchaSolutionsTable;
  rate_limits: RateLimitsTable;
}
