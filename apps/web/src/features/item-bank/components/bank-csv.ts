import { bankImportInputSchema } from '@academia/shared';

/** The columns the import reads (docs/decisions/009), in the order the template writes them. */
export const BANK_CSV_COLUMNS = ['tema', 'tipo', 'nivel', 'pregunta', 'opciones', 'correctas', 'explicacion'] as const;

export const BANK_CSV_TEMPLATE_NAME = 'plantilla-banco-de-preguntas.csv';

/** Semicolons, as Excel writes CSV in Spanish locales (the import takes commas too). */
const SEPARATOR = ';';

const TEMPLATE_ROWS: readonly (readonly string[])[] = [
  BANK_CSV_COLUMNS,
  [
    'Trabajo en alturas',
    'única',
    'fácil',
    '¿Qué se debe hacer con el arnés antes de cada uso?',
    'Inspeccionarlo|Lavarlo con agua y jabón|Guardarlo en su bolsa',
    'a',
    'La inspección previa detecta costuras, cintas o herrajes dañados.',
  ],
  [
    'Trabajo en alturas',
    'múltiple',
    'medio',
    '¿Qué elementos forman parte de un sistema de detención de caídas?',
    'Arnés de cuerpo completo|Casco sin barbuquejo|Línea de vida|Guantes de nitrilo',
    'a|c',
    'El arnés y la línea de vida, bien anclados, detienen la caída.',
  ],
  [
    'Espacios confinados',
    'VF',
    'difícil',
    'Antes de entrar a un espacio confinado se debe medir la atmósfera.',
    '',
    'verdadero',
    'La medición detecta falta de oxígeno y gases tóxicos o inflamables.',
  ],
];

/** One cell, in double quotes when it holds the separator, a quote or a line break. */
function csvCell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The template: the header and one example of each kind of question. */
export function bankCsvTemplate(): string {
  return `${TEMPLATE_ROWS.map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
}

/**
 * Downloads the template. It starts with a byte-order mark so Excel reads it as UTF-8 (without it, "única" opens as
 * "Ãºnica"); the import accepts the mark.
 */
export function downloadBankCsvTemplate(): void {
  const blob = new Blob(['\ufeff', bankCsvTemplate()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = BANK_CSV_TEMPLATE_NAME;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type CsvReadResult = { ok: true; csv: string } | { ok: false; message: string };

/**
 * The text of the chosen file, read as UTF-8 (`File.text()` drops a byte-order mark). A file saved in another
 * encoding (Excel's plain "CSV" on Windows) has bytes UTF-8 cannot read, which come out as U+FFFD: refuse it
 * rather than import questions with broken accents.
 */
export async function readCsvFile(file: File): Promise<CsvReadResult> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: 'No se pudo leer el archivo. Elíjalo de nuevo.' };
  }
  if (text.includes('\ufffd')) {
    return {
      ok: false,
      message:
        'El archivo no está guardado en UTF-8 y las tildes y la ñ se perderían. En Excel, guárdelo con «Guardar como» → «CSV UTF-8 (delimitado por comas)» y vuelva a elegirlo.',
    };
  }
  const parsed = bankImportInputSchema.safeParse({ csv: text });
  if (!parsed.success) {
    const tooBig = parsed.error.issues.some((issue) => issue.code === 'too_big');
    return {
      ok: false,
      message: tooBig
        ? 'El archivo es demasiado grande. Divida las preguntas en varios archivos.'
        : 'El archivo está vacío.',
    };
  }
  if (parsed.data.csv.trim() === '') return { ok: false, message: 'El archivo está vacío.' };
  return { ok: true, csv: parsed.data.csv };
}
