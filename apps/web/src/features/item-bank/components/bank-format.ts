import type { AdminBankItem, BankImportResult, CalibrationResult } from '@academia/shared';
import { formatCount, formatNumber } from '../../../lib/format';

/** Items need this many stored answers before calibration re-estimates them (the server's rule, ADR 009). */
export const MIN_ANSWERS_FOR_CALIBRATION = 30;

const SHORT_PROMPT_LENGTH = 60;

/** The start of a question, cut at a word, for button names: "Editar ¿Cuál es el primer paso…". */
export function shortPrompt(prompt: string, length = SHORT_PROMPT_LENGTH): string {
  const text = prompt.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Lower case without accents, so a search for "senal" finds "Señal" and "ARNES" finds "arnés". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function questionsLabel(value: number): string {
  return formatCount(value, 'pregunta', 'preguntas');
}

/** "36 preguntas activas en 4 temas", "1 pregunta activa en 1 tema". */
export function activeSummary(active: number, topics: number): string {
  const items = formatCount(active, 'pregunta activa', 'preguntas activas');
  if (active === 0) return 'No hay preguntas activas';
  return `${items} en ${formatCount(topics, 'tema', 'temas')}`;
}

export function retiredLabel(retired: number): string {
  return formatCount(retired, 'retirada', 'retiradas');
}

/** Active items per topic, most used topics first (then alphabetically). */
export function activeTopicCounts(items: readonly AdminBankItem[]): { topic: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.status === 'active') counts.set(item.topic, (counts.get(item.topic) ?? 0) + 1);
  }
  return [...counts]
    .map(([topic, value]) => ({ topic, count: value }))
    .sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic, 'es'));
}

/** "Se calibraron 5 preguntas; 31 aún no tienen suficientes respuestas (mínimo 30)." and its variants. */
export function calibrationMessage({ calibrated, skipped, minAnswers }: CalibrationResult): string {
  const done =
    calibrated === 0
      ? 'No se calibró ninguna pregunta'
      : calibrated === 1
        ? 'Se calibró 1 pregunta'
        : `Se calibraron ${formatNumber(calibrated)} preguntas`;
  if (skipped === 0) return `${done}.`;
  const rest =
    skipped === 1
      ? '1 aún no tiene suficientes respuestas'
      : `${formatNumber(skipped)} aún no tienen suficientes respuestas`;
  return `${done}; ${rest} (mínimo ${formatNumber(minAnswers)}).`;
}

/** "Se importaron 12 preguntas." and its variants. */
export function importedMessage({ created }: Pick<BankImportResult, 'created'>): string {
  if (created === 0) return 'No se importó ninguna pregunta.';
  return created === 1 ? 'Se importó 1 pregunta.' : `Se importaron ${formatNumber(created)} preguntas.`;
}

/** One problem of an import as a sentence that starts with its line: "Fila 4: falta el tema." */
export function importProblemText({ row, message }: BankImportResult['problems'][number]): string {
  // The server already writes "Fila 4: …"; older or other answers may give only the reason.
  return /^fila\s+\d+/i.test(message.trim()) ? message.trim() : `Fila ${String(row)}: ${message.trim()}`;
}
