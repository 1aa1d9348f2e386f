/** The instruction under a question with several right options (usted, as every text the learner reads). */
export const PICK_ALL_TEXT = 'Seleccione todas las correctas.';

// Authors often end a prompt with the same instruction, in either register; the page adds it once on its own.
const trailingPickAll = /\s*(?:\(\s*)?selecci[oó]n[ae]\s+todas\s+las\s+(?:opciones\s+)?correctas\s*[.)]*\s*$/i;

/** The prompt without a trailing "Selecciona/Seleccione todas las correctas.", so the instruction shows once. */
export function withoutPickAllHint(prompt: string): string {
  const stripped = prompt.replace(trailingPickAll, '');
  return stripped.trim() === '' ? prompt : stripped;
}
