import {
  DOCUMENT_TYPES,
  emailSchema,
  nitCheckDigit,
  PROFILES,
  USER_IMPORT_COLUMNS,
  type UserImportColumn,
} from '@academia/shared';
import { AppError } from '../../errors/app-error.js';
import { csvColumnKey, type CsvTable } from '../../infra/csv/csv-reader.js';

/** A company as the import needs it: NITs in the file are matched against `nit`. */
export interface ImportCompany {
  id: string;
  nit: string;
  active: boolean;
}

export interface RowProblem {
  column: UserImportColumn | null;
  message: string;
}

/** One row of the file, checked on its own; a value is null when its cell is empty. */
export interface ReadRow {
  line: number;
  nombre: string;
  email: string;
  tipoDocumento: string | null;
  numeroDocumento: string | null;
  cargo: string | null;
  /** The company named by `empresa_nit`, or null when the cell is empty. */
  empresaId: string | null;
  /** A known profile, or null when the cell is empty. */
  perfil: string | null;
  problems: RowProblem[];
}

/** Lower case without accents, for comparing words people type in different ways ("aprendiz", "APRENDIZ"). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const profilesByKey = new Map<string, string>(PROFILES.map((profile) => [fold(profile), profile]));

/** `Fila 12, columna email: el correo no es válido.` */
export function problemText(line: number, column: UserImportColumn | null, text: string): string {
  return column ? `Fila ${String(line)}, columna ${column}: ${text}.` : `Fila ${String(line)}: ${text}.`;
}

/**
 * Finds companies by the NIT people write: with or without dots, spaces and the check digit ("900.123.456-8",
 * "9001234568", "900123456"). A check digit that does not match the company's is reported with the right one.
 */
export class NitIndex {
  private readonly byBase = new Map<string, { company: ImportCompany; checkDigit: string | null }>();

  /** `unknown` words the problem of a NIT not among `companies` (a lead's index holds only their own company). */
  constructor(
    companies: readonly ImportCompany[],
    private readonly unknown: (written: string) => string = (written) =>
      `no hay ninguna empresa con el NIT «${written}»`,
  ) {
    for (const company of companies) {
      const [base = '', checkDigit] = company.nit.split('-');
      this.byBase.set(base.replace(/\D/g, ''), { company, checkDigit: checkDigit?.replace(/\D/g, '') ?? null });
    }
  }

  find(written: string): { company: ImportCompany } | { problem: string } {
    const [left = '', right] = written.split('-');
    const base = left.replace(/\D/g, '');
    const all = written.replace(/\D/g, '');
    if (all.length < 6 || /[^\d.\s-]/.test(written)) return { problem: `el NIT «${written}» no es válido` };
    const candidates: { base: string; digit: string | null }[] =
      right !== undefined
        ? [{ base, digit: right.replace(/\D/g, '') }]
        : [
            { base: all, digit: null },
            { base: all.slice(0, -1), digit: all.slice(-1) },
          ];
    for (const candidate of candidates) {
      const known = this.byBase.get(candidate.base);
      if (!known) continue;
      const expected = known.checkDigit ?? String(nitCheckDigit(candidate.base));
      if (candidate.digit !== null && candidate.digit !== expected) {
        return { problem: `el dígito de verificación del NIT «${written}» no corresponde (debería ser ${expected})` };
      }
      if (!known.company.active) return { problem: `la empresa con NIT «${written}» está desactivada` };
      return { company: known.company };
    }
    return { problem: this.unknown(written) };
  }
}

/** The column index of each known column; refuses a header without `nombre` and `email`. */
export function columnIndexes(table: CsvTable): Partial<Record<UserImportColumn, number>> {
  const keys = table.header.map(csvColumnKey);
  const indexes: Partial<Record<UserImportColumn, number>> = {};
  for (const column of USER_IMPORT_COLUMNS) {
    const index = keys.indexOf(column);
    if (index >= 0) indexes[column] = index;
  }
  const missing = (['nombre', 'email'] as const).filter((column) => indexes[column] === undefined);
  if (missing.length > 0) {
    throw new AppError(
      'CSV_UNREADABLE',
      `Faltan columnas en el encabezado: ${missing.join(', ')}. Se esperan: ${USER_IMPORT_COLUMNS.join(', ')}.`,
    );
  }
  return indexes;
}

/** Reads and checks one row's cells; cross-row rules (duplicates, matches, scope) come later. */
export function readRow(
  line: number,
  cells: readonly string[],
  indexes: Partial<Record<UserImportColumn, number>>,
  nits: NitIndex,
): ReadRow {
  const cell = (column: UserImportColumn) => {
    const index = indexes[column];
    const text = index === undefined ? '' : (cells[index] ?? '').replace(/\s+/g, ' ').trim();
    // Our export prefixes text that Excel would run as a formula with an apostrophe; reading it back drops it.
    return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
  };
  const problems: RowProblem[] = [];
  const problem = (column: UserImportColumn, text: string) =>
    problems.push({ column, message: problemText(line, column, text) });

  const nombre = cell('nombre');
  if (nombre.length < 2) problem('nombre', 'falta el nombre');
  else if (nombre.length > 120) problem('nombre', 'el nombre tiene más de 120 caracteres');

  const rawEmail = cell('email');
  const parsedEmail = emailSchema.safeParse(rawEmail);
  if (!rawEmail) problem('email', 'falta el correo');
  else if (!parsedEmail.success) problem('email', 'el correo no es válido');
  const email = parsedEmail.success ? parsedEmail.data : rawEmail.toLowerCase();

  const rawType = cell('tipo_documento').toUpperCase();
  const tipoDocumento = rawType === '' ? null : rawType;
  if (tipoDocumento && !(DOCUMENT_TYPES as readonly string[]).includes(tipoDocumento)) {
    problem(
      'tipo_documento',
      `el tipo de documento «${cell('tipo_documento')}» no es válido (use CC, CE, TI, PA o PPT)`,
    );
  }
  const rawNumber = cell('numero_documento')
    .replace(/[.\s-]/g, '')
    .toUpperCase();
  const numeroDocumento = rawNumber === '' ? null : rawNumber;
  if (numeroDocumento && !/^[0-9A-Z]{3,20}$/.test(numeroDocumento)) {
    problem('numero_documento', 'el número de documento solo puede tener letras y números (de 3 a 20)');
  } else if (numeroDocumento && (tipoDocumento === 'CC' || tipoDocumento === 'TI') && !/^\d+$/.test(numeroDocumento)) {
    problem('numero_documento', `el número de una ${tipoDocumento} solo lleva dígitos`);
  }
  if (tipoDocumento && !numeroDocumento) problem('numero_documento', 'falta el número de documento');
  if (numeroDocumento && !tipoDocumento) problem('tipo_documento', 'falta el tipo de documento');

  const cargo = cell('cargo') || null;
  if (cargo && cargo.length > 120) problem('cargo', 'el cargo tiene más de 120 caracteres');

  let empresaId: string | null = null;
  const nit = cell('empresa_nit');
  if (nit) {
    const found = nits.find(nit);
    if ('problem' in found) problem('empresa_nit', found.problem);
    else empresaId = found.company.id;
  }

  const rawProfile = cell('perfil');
  const perfil = rawProfile ? (profilesByKey.get(fold(rawProfile)) ?? null) : null;
  if (rawProfile && !perfil) {
    problem('perfil', `el perfil «${rawProfile}» no existe (use ${PROFILES.join(', ')})`);
  }

  return { line, nombre, email, tipoDocumento, numeroDocumento, cargo, empresaId, perfil, problems };
}
