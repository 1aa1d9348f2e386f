import { stringify } from 'csv-stringify/sync';

/** Byte order mark: without it Excel reads a UTF-8 file as Windows-1252 and garbles accents and ñ. */
export const UTF8_BOM = '\uFEFF';

/**
 * The separator of every CSV the platform writes. Excel with Colombian (Spanish) regional settings uses `;` as its
 * list separator, so a `;` file opens straight into columns with a double click, and decimal commas stay intact.
 */
export const CSV_DELIMITER = ';';

/**
 * A CSV document for Excel in es-CO: UTF-8 with a BOM, `;` between columns, CRLF line ends, and every field that
 * needs it quoted. `columns` gives the header row and the order of each record's fields.
 */
export function writeCsv<K extends string>(
  columns: readonly K[],
  records: readonly Readonly<Record<K, string | number | null>>[],
): string {
  const body = stringify(
    records.map((record) => columns.map((column) => defuse(record[column] ?? ''))),
    { header: true, columns: [...columns], delimiter: CSV_DELIMITER, record_delimiter: 'windows' },
  );
  return `${UTF8_BOM}${body}`;
}

/**
 * A cell that starts with `=`, `+`, `-` or `@` is a formula to Excel: such text gets a leading apostrophe, which
 * Excel shows as plain text (CSV injection). Numbers are left alone.
 */
function defuse(value: string | number): string | number {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
