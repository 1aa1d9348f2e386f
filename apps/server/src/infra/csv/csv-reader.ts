import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { AppError } from '../../errors/app-error.js';

/** One record of the file: its cells and the line of the file where it starts (1-based, the header is line 1). */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
  separator: ',' | ';';
}

export type CsvEncoding = 'utf-8' | 'windows-1252';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** C0 controls other than tab and line breaks, DEL and the C1 range: never in a spreadsheet, always in a binary file. */
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const unreadable = () => new AppError('CSV_UNREADABLE');

/**
 * Turns the bytes of an uploaded CSV into text. Valid UTF-8 (with or without a byte-order mark) is read as UTF-8;
 * anything else as Windows-1252, which is what Excel's plain "CSV (delimitado por comas)" writes in es-CO. A file
 * with control characters (a spreadsheet or an image renamed .csv) is refused with CSV_UNREADABLE.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  let text: string;
  let encoding: CsvEncoding;
  try {
    text = utf8.decode(bytes);
    encoding = 'utf-8';
  } catch {
    text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252');
    encoding = 'windows-1252';
  }
  text = text.replace(/^\ufeff/, '');
  if (BINARY.test(text)) throw unreadable();
  return { text, encoding };
}

/** `;` when the header line has more semicolons than commas (Excel in Spanish locales), else `,`. */
function separatorOf(text: string): ',' | ';' {
  const start = text.search(/[^\r\n]/);
  const rest = start < 0 ? '' : text.slice(start);
  const end = rest.search(/\r?\n|\r/);
  const headerLine = end < 0 ? rest : rest.slice(0, end);
  const count = (char: string) => headerLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads decoded CSV text with csv-parse: `,` or `;` (taken from the header line), fields in double quotes may hold
 * separators, quotes ("") and line breaks (returned as `\n`); rows whose cells are all blank are skipped. Cells are returned as written
 * (not trimmed). A malformed file (an unclosed quote) or one without a header throws CSV_UNREADABLE.
 */
export function readCsvText(text: string): CsvTable {
  // One kind of line break (Excel writes \r\n between rows and \n inside cells) keeps line numbers exact.
  const source = text.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n');
  const separator = separatorOf(source);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(source, {
      delimiter: separator,
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw unreadable();
  }
  const rows: CsvRow[] = [];
  for (const { record, info } of records) {
    if (record.every((cell) => cell.trim() === '')) continue;
    // csv-parse counts the line where a record ends; line breaks inside quoted cells move its start back.
    const breaks = record.reduce((sum, cell) => sum + cell.split('\n').length - 1, 0);
    rows.push({ line: info.lines - breaks, cells: record });
  }
  const [header, ...body] = rows;
  if (!header) throw unreadable();
  return { header: header.cells, rows: body, separator };
}

/** Decodes (see `decodeCsvBytes`) and reads (see `readCsvText`) an uploaded CSV file. */
export function readCsv(bytes: Uint8Array): CsvTable & { encoding: CsvEncoding } {
  const { text, encoding } = decodeCsvBytes(bytes);
  return { ...readCsvText(text), encoding };
}

/** Lower case, no accents, words joined by `_`: "Número documento" and "numero_documento" name the same column. */
export function csvColumnKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}
