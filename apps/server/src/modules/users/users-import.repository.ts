import { chunks } from '../../db/chunks.js';
import type { Executor } from '../../db/executor.js';
import { jobTitleKey, toUser, toUserRow, type User, type UserRow } from './user.mapper.js';

/** Rows per statement: 500 × 16 columns stays under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 500;

/** The fields a CSV import may change on an existing person. */
export type ImportedUserChanges = Partial<
  Pick<User, 'nombre' | 'email' | 'tipoDocumento' | 'numeroDocumento' | 'cargo' | 'empresaId' | 'perfil'>
>;

function toImportChangesRow(changes: ImportedUserChanges, updatedAt: string): Partial<UserRow> {
  return {
    ...(changes.nombre !== undefined ? { nombre: changes.nombre } : {}),
    ...(changes.email !== undefined ? { email: changes.email } : {}),
    ...(changes.tipoDocumento !== undefined ? { tipo_documento: changes.tipoDocumento } : {}),
    ...(changes.numeroDocumento !== undefined ? { numero_documento: changes.numeroDocumento } : {}),
    ...(changes.cargo !== undefined ? { cargo: changes.cargo, cargo_normalizado: jobTitleKey(changes.cargo) } : {}),
    ...(changes.empresaId !== undefined ? { empresa_id: changes.empresaId } : {}),
    ...(changes.perfil !== undefined ? { perfil: changes.perfil } : {}),
    updated_at: updatedAt,
  };
}

/**
 * The set-based reads and writes of the people CSV import on the `users` table: lookups by the e-mails and document
 * numbers of the whole file, and inserts in chunks, so 10,000 rows cost a few dozen statements, not 10,000.
 */
export class UsersImportRepository {
  /** People with any of `emails` (already normalised: trimmed, lower-cased). */
  async findByEmails(db: Executor, emails: readonly string[]): Promise<User[]> {
    const found: User[] = [];
    for (const chunk of chunks([...new Set(emails)], ROWS_PER_STATEMENT)) {
      const rows = await db.selectFrom('users').selectAll().where('email', 'in', chunk).execute();
      found.push(...rows.map(toUser));
    }
    return found;
  }

  /** People with any of `numbers` as document number, whatever the document type (the caller matches the type). */
  async findByDocumentNumbers(db: Executor, numbers: readonly string[]): Promise<User[]> {
    const found: User[] = [];
    for (const chunk of chunks([...new Set(numbers)], ROWS_PER_STATEMENT)) {
      const rows = await db.selectFrom('users').selectAll().where('numero_documento', 'in', chunk).execute();
      found.push(...rows.map(toUser));
    }
    return found;
  }

  async insertMany(db: Executor, users: readonly User[]): Promise<void> {
    for (const chunk of chunks(users, ROWS_PER_STATEMENT)) {
      await db.insertInto('users').values(chunk.map(toUserRow)).execute();
    }
  }

  /**
   * Sets only the changed columns. People given the same new values (a whole file with a new job title or company)
   * share one UPDATE per chunk of ids; the rest get one each.
   */
  async updateMany(
    db: Executor,
    updates: readonly { id: string; changes: ImportedUserChanges }[],
    updatedAt: string,
  ): Promise<void> {
    const groups = new Map<string, { row: Partial<UserRow>; ids: string[] }>();
    for (const { id, changes } of updates) {
      const row = toImportChangesRow(changes, updatedAt);
      const key = JSON.stringify(row);
      const group = groups.get(key);
      if (group) group.ids.push(id);
      else groups.set(key, { row, ids: [id] });
    }
    for (const { row, ids } of groups.values()) {
      for (const chunk of chunks(ids, ROWS_PER_STATEMENT)) {
        await db.updateTable('users').set(row).where('id', 'in', chunk).execute();
      }
    }
  }
}
