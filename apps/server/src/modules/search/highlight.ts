import type { Highlight } from '@academia/shared';
import { foldWord, type QueryTerm, termOf, tokenize } from './analyzer/analyzer.js';

function matcher(terms: QueryTerm[]): (word: string) => boolean {
  const stems = new Set(terms.map((term) => term.stem));
  const prefixes = terms.filter((term) => term.prefix).map((term) => term.word);
  return (word) => stems.has(termOf(word)) || prefixes.some((prefix) => foldWord(word).startsWith(prefix));
}

/** Splits `text` into segments, marking the words the query matched (by stem, or by beginning for the last word). */
export function highlight(text: string, terms: QueryTerm[]): Highlight {
  const matches = matcher(terms);
  const segments: Highlight = [];
  let cursor = 0;
  for (const token of tokenize(text)) {
    if (!matches(token.text)) continue;
    if (token.start > cursor) segments.push({ text: text.slice(cursor, token.start), match: false });
    const last = segments.at(-1);
    // Two matched words separated only by a space read better as one mark.
    if (last?.match === false && /^\s$/.test(last.text) && segments.at(-2)?.match) {
      segments.pop();
      const previous = segments.at(-1);
      if (previous) previous.text += last.text + token.text;
    } else {
      segments.push({ text: token.text, match: true });
    }
    cursor = token.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}

const SNIPPET_WORDS_BEFORE = 12;
const SNIPPET_LENGTH = 240;

/**
 * A passage of about `SNIPPET_LENGTH` characters around the first matched word of `text` (its beginning when
 * nothing matched), with the matches marked and "…" where it was cut.
 */
export function snippet(text: string, terms: QueryTerm[]): Highlight {
  const flat = text.replace(/\s+/g, ' ').trim();
  const tokens = tokenize(flat);
  const matches = matcher(terms);
  const first = tokens.findIndex((token) => matches(token.text));
  const startToken = first <= SNIPPET_WORDS_BEFORE ? 0 : first - SNIPPET_WORDS_BEFORE;
  const start = tokens[startToken]?.start ?? 0;
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  // Cut at a word boundary.
  const boundary = tokens.find((token) => token.start < end && token.end > end);
  if (boundary) end = boundary.start;
  const passage = flat.slice(start, end).trimEnd();
  const segments = highlight(passage, terms);
  if (start > 0) segments.unshift({ text: '…', match: false });
  if (end < flat.length) segments.push({ text: '…', match: false });
  return segments;
}
