import crypto from 'node:crypto';
import { LEARNER_PROFILE, type UserImportColumn, type UserImportPreview, type UserImportRow } from '@academia/shared';
import type { CsvTable } from '../../infra/csv/csv-reader.js';
import type { CompanyScope } from '../auth/auth.plugin.js';
import { columnIndexes, NitIndex, problemText, readRow, type ImportCompany, type ReadRow } from './user-import-rows.js';
import type { User } from './user.mapper.js';
import { unusablePasswordHash } from './users.service.js';
import type { ImportedUserChanges } from './users-import.repository.js';

export interface ImportPlan extends UserImportPreview {
  creates: User[];
  updates: { before: User; changes: ImportedUserChanges }[];
}

/** How the plan looks people up: by the file's e-mails and document numbers, all at once. */
export interface ExistingPeople {
  byEmails(emails: string[]): Promise<User[]>;
  byDocumentNumbers(numbers: string[]): Promise<User[]>;
}

const documentKey = (tipo: string | null, numero: string | null) => (tipo && numero ? `${tipo}|${numero}` : null);

/** The import column each changed field belongs to, for the preview. */
const columnOf: Record<keyof ImportedUserChanges, UserImportColumn> = {
  nombre: 'nombre',
  email: 'email',
  tipoDocumento: 'tipo_documento',
  numeroDocumento: 'numero_documento',
  cargo: 'cargo',
  empresaId: 'empresa_nit',
  perfil: 'perfil',
};

/**
 * Decides what each row of the file does: create, update (with the changed columns), unchanged, or error with
 * Spanish messages per column. Empty optional cells keep the person's current value. A Responsable SST (scope of
 * one company) imports learners of their own company only, and a row that matches anyone else is an error that
 * says nothing about that person.
 */
export async function planImport(
  table: CsvTable,
  scope: CompanyScope,
  companies: readonly ImportCompany[],
  existing: ExistingPeople,
  now: string,
): Promise<ImportPlan> {
  const indexes = columnIndexes(table);
  const ownCompany = scope.kind === 'company' ? scope.companyId : null;
  // A lead's file is matched against their own company only, so another company's NIT reveals nothing.
  const nits = ownCompany
    ? new NitIndex(
        companies.filter((company) => company.id === ownCompany),
        () => 'solo puede importar personas de su empresa (deje la columna vacía)',
      )
    : new NitIndex(companies);
  const read = table.rows.map((row) => readRow(row.line, row.cells, indexes, nits));

  if (ownCompany) {
    for (const row of read) {
      if (row.perfil !== null && row.perfil !== LEARNER_PROFILE) {
        row.problems.push(problem(row, 'perfil', `solo puede importar personas con perfil ${LEARNER_PROFILE}`));
      }
      row.empresaId = ownCompany;
    }
  }

  const [withEmail, withDocument] = await Promise.all([
    existing.byEmails(read.map((row) => row.email).filter((email) => email.includes('@'))),
    existing.byDocumentNumbers(read.flatMap((row) => (row.numeroDocumento ? [row.numeroDocumento] : []))),
  ]);
  const byEmail = new Map(withEmail.map((user) => [user.email, user]));
  const byDocument = new Map<string, User>();
  for (const user of withDocument) {
    const key = documentKey(user.tipoDocumento, user.numeroDocumento);
    if (key) byDocument.set(key, user);
  }

  const emailLines = new Map<string, number>();
  const documentLines = new Map<string, number>();
  const personLines = new Map<string, number>();
  const rows: UserImportRow[] = [];
  const creates: User[] = [];
  const updates: ImportPlan['updates'] = [];

  for (const row of read) {
    const docKey = documentKey(row.tipoDocumento, row.numeroDocumento);
    const earlierEmail = emailLines.get(row.email);
    if (earlierEmail !== undefined) {
      row.problems.push(problem(row, 'email', `el correo ya aparece en la fila ${String(earlierEmail)}`));
    } else if (row.email) emailLines.set(row.email, row.line);
    const earlierDocument = docKey ? documentLines.get(docKey) : undefined;
    if (earlierDocument !== undefined) {
      row.problems.push(
        problem(row, 'numero_documento', `el documento ya aparece en la fila ${String(earlierDocument)}`),
      );
    } else if (docKey) documentLines.set(docKey, row.line);

    const matchedByEmail = byEmail.get(row.email);
    const matchedByDocument = docKey ? byDocument.get(docKey) : undefined;
    let target = matchedByEmail ?? matchedByDocument;
    if (matchedByEmail && matchedByDocument && matchedByEmail.id !== matchedByDocument.id) {
      row.problems.push(
        problem(row, null, 'el correo y el documento pertenecen a dos personas distintas ya registradas'),
      );
      target = undefined;
    }
    if (target && ownCompany && (target.empresaId !== ownCompany || target.perfil !== LEARNER_PROFILE)) {
      row.problems.push(
        problem(row, null, 'el correo o el documento ya pertenece a una cuenta que no puede modificar'),
      );
      target = undefined;
    }
    if (target) {
      const earlierPerson = personLines.get(target.id);
      if (earlierPerson !== undefined) {
        row.problems.push(problem(row, null, `esta persona ya aparece en la fila ${String(earlierPerson)}`));
      } else personLines.set(target.id, row.line);
    }

    const base = { line: row.line, nombre: row.nombre, email: row.email };
    if (row.problems.length > 0) {
      rows.push({ ...base, status: 'error', changes: [], errors: row.problems });
    } else if (target) {
      const changes = changesFor(target, row);
      const columns = (Object.keys(changes) as (keyof ImportedUserChanges)[]).map((field) => columnOf[field]);
      if (columns.length === 0) rows.push({ ...base, status: 'unchanged', changes: [], errors: [] });
      else {
        rows.push({ ...base, status: 'update', changes: columns, errors: [] });
        updates.push({ before: target, changes });
      }
    } else {
      rows.push({ ...base, status: 'create', changes: [], errors: [] });
      creates.push(newUser(row, now));
    }
  }

  const count = (status: UserImportRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    rows,
    totals: { create: count('create'), update: count('update'), unchanged: count('unchanged'), error: count('error') },
    creates,
    updates,
  };
}

function problem(row: ReadRow, column: UserImportColumn | null, text: string) {
  return { column, message: problemText(row.line, column, text) };
}

/** The fields the row changes on `target`; empty optional cells change nothing. */
function changesFor(target: User, row: ReadRow): ImportedUserChanges {
  const wanted: ImportedUserChanges = {
    nombre: row.nombre,
    email: row.email,
    ...(row.tipoDocumento && row.numeroDocumento
      ? { tipoDocumento: row.tipoDocumento, numeroDocumento: row.numeroDocumento }
      : {}),
    ...(row.cargo !== null ? { cargo: row.cargo } : {}),
    ...(row.empresaId !== null ? { empresaId: row.empresaId } : {}),
    ...(row.perfil !== null ? { perfil: row.perfil } : {}),
  };
  const changes: ImportedUserChanges = {};
  for (const [field, value] of Object.entries(wanted) as [keyof ImportedUserChanges, string][]) {
    if (target[field] !== value) Object.assign(changes, { [field]: value });
  }
  return changes;
}

function newUser(row: ReadRow, now: string): User {
  return {
    id: crypto.randomUUID(),
    nombre: row.nombre,
    email: row.email,
    passwordHash: unusablePasswordHash(),
    perfil: row.perfil ?? LEARNER_PROFILE,
    empresaId: row.empresaId,
    numeroDocumento: row.numeroDocumento,
    tipoDocumento: row.tipoDocumento,
    cargo: row.cargo,
    consent: null,
    active: true,
    createdAt: now,
    updatedAt: now,
  };
}
