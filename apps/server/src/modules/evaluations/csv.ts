import { readCsvText, type CsvTable } from '../../infra/csv/csv-reader.js';

/**
 * The question-bank file, read by the product's one CSV reader (infra/csv): comma or semicolon separated, quoted
 * fields with separators, quotes and line breaks, a byte-order mark dropped, blank rows skipped, each row with its
 * line in the file. The web sends the text it read from the file; a malformed file is CSV_UNREADABLE.
 */
export function parseCsv(text: string): CsvTable {
  return readCsvText(text);
}
