import type { BankItemKind, ItemLevel } from '@academia/shared';
import { parseCsv } from './csv.js';

export interface ImportedItem {
  topic: string;
  kind: BankItemKind;
  level: ItemLevel;
  prompt: string;
  options: { id: string; text: string; correct: boolean }[];
  explanation: string;
}

export interface ImportProblem {
  /** Line number in the file, counting the header as line 1. */
  row: number;
  message: string;
}

/** The columns of the import file, in Spanish as authors write them; the order in the file does not matter. */
export const importColumns = ['tema', 'tipo', 'nivel', 'pregunta', 'opciones', 'correctas', 'explicacion'] as const;

const kinds: Record<string, BankItemKind> = {
  unica: 'single',
  'seleccion unica': 'single',
  multiple: 'multiple',
  'seleccion multiple': 'multiple',
  vf: 'true_false',
  'verdadero o falso': 'true_false',
  'verdadero/falso': 'true_false',
};
const levels: Record<string, ItemLevel> = { facil: 'easy', medio: 'medium', dificil: 'hard' };

/** Lower case without accents, so "Único", "unica" and "ÚNICA" mean the same. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const LETTERS = 'abcdefghij';

/**
 * Reads items from CSV text. Every row is checked on its own: good rows are returned, bad rows are reported with
 * their line number and a Spanish explanation, so an author can fix the file and import only what failed.
 */
export function readBankCsv(text: string): { items: ImportedItem[]; problems: ImportProblem[] } {
  const table = parseCsv(text);
  const header = table.header.map((cell) => fold(cell).replace(/\s+/g, ' '));
  const missing = importColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return {
      items: [],
      problems: [
        {
          row: 1,
          message: `Faltan columnas en el encabezado: ${missing.join(', ')}. Se esperan: ${importColumns.join(', ')}.`,
        },
      ],
    };
  }
  const at = (cells: string[], column: (typeof importColumns)[number]) => (cells[header.indexOf(column)] ?? '').trim();

  const items: ImportedItem[] = [];
  const problems: ImportProblem[] = [];
  table.rows.forEach(({ cells, line: row }) => {
    const errors: string[] = [];
    const topic = at(cells, 'tema');
    const prompt = at(cells, 'pregunta');
    const explanation = at(cells, 'explicacion');
    const kind = kinds[fold(at(cells, 'tipo'))];
    const level = levels[fold(at(cells, 'nivel'))];
    if (!topic) errors.push('falta el tema');
    if (prompt.length < 5) errors.push('la pregunta está vacía o es muy corta');
    if (!kind) errors.push(`el tipo «${at(cells, 'tipo')}» no es válido (use única, múltiple o VF)`);
    if (!level) errors.push(`el nivel «${at(cells, 'nivel')}» no es válido (use fácil, medio o difícil)`);

    let options: ImportedItem['options'] = [];
    const correct = at(cells, 'correctas')
      .split('|')
      .map((value) => fold(value))
      .filter(Boolean);
    if (kind === 'true_false') {
      const answer = correct[0];
      if (correct.length !== 1 || !['verdadero', 'falso', 'v', 'f'].includes(answer ?? '')) {
        errors.push('en una pregunta VF la columna «correctas» debe decir «verdadero» o «falso»');
      }
      const isTrue = answer === 'verdadero' || answer === 'v';
      options = [
        { id: 'v', text: 'Verdadero', correct: isTrue },
        { id: 'f', text: 'Falso', correct: !isTrue },
      ];
    } else if (kind) {
      const texts = at(cells, 'opciones')
        .split('|')
        .map((value) => value.trim())
        .filter(Boolean);
      if (texts.length < 2 || texts.length > LETTERS.length) {
        errors.push('escriba entre 2 y 10 opciones separadas por «|»');
      }
      options = texts.map((optionText, i) => ({ id: LETTERS[i] ?? `o${String(i)}`, text: optionText, correct: false }));
      const unknown = correct.filter((letter) => !options.some((option) => option.id === letter));
      if (unknown.length > 0) errors.push(`las respuestas «${unknown.join(', ')}» no corresponden a ninguna opción`);
      for (const option of options) option.correct = correct.includes(option.id);
      const count = options.filter((option) => option.correct).length;
      if (kind === 'single' && count !== 1)
        errors.push('una pregunta de selección única necesita exactamente una correcta');
      if (kind === 'multiple' && count < 1) errors.push('marque al menos una opción correcta');
    }
    if (errors.length > 0) {
      problems.push({ row, message: `Fila ${String(row)}: ${errors.join('; ')}.` });
    } else if (kind && level) {
      items.push({ topic, kind, level, prompt, options, explanation });
    }
  });
  return { items, problems };
}
