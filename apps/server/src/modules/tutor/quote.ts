import { termOf, tokenize } from '../search/analyzer/analyzer.js';

/** About how long a quoted passage is in a source card and in an answer without a model. */
export const QUOTE_LENGTH = 280;

/**
 * The sentences of a passage that say most about the question, cut near `QUOTE_LENGTH` at a word: the part a
 * reader needs, not the whole paragraph.
 */
export function quoteOf(text: string, question: string, length = QUOTE_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const asked = new Set(tokenize(question).map((token) => termOf(token.text)));
  const sentences = flat.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [flat];
  let best = 0;
  let bestHits = -1;
  sentences.forEach((sentence, index) => {
    const hits = tokenize(sentence).filter((token) => asked.has(termOf(token.text))).length;
    if (hits > bestHits) {
      best = index;
      bestHits = hits;
    }
  });
  const from = sentences.slice(best).join('').trim();
  const lead = best > 0 ? '…' : '';
  if (from.length <= length) return `${lead}${from}`;
  const cut = from.slice(0, length);
  return `${lead}${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}
