import type { Highlight } from '@academia/shared';
import { analyzedWord, type QueryTerm, tokenize } from './analyzer/analyzer.js';

function matcher(terms: QueryTerm[]): (word: string) => boolean {
  const stems = new Set(terms.map((term) => term.stem));
  const prefixes = terms.filter((term) => term.prefix).map((term) => term.word);
  return (word) => {
    const { term, folded } = analyzedWord(word);
    return stems.has(term) || prefixes.some((prefix) => folded.startsWith(prefix));
  };
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

/**
 * One line. A blank line (between paragraphs, after a heading or a table cell) becomes a full stop when the text
 * before it has none, so the passage does not run on; single line breaks (a PDF's wrapped lines) become spaces.
 */
function flatten(text: string): string {
  // Most windows of prose have no blank line, and many no run of spaces: testing is cheaper than replacing.
  const paragraphs = BLANK_LINE.test(text) ? text.replace(PARAGRAPH_END, '$1. ') : text;
  return (RUN_OF_SPACE.test(paragraphs) ? paragraphs.replace(WHITESPACE, ' ') : paragraphs).trim();
}

const BLANK_LINE = /\n[ \t]*\n/;
const PARAGRAPH_END = /([^\s.,:;!?…])[ \t]*\n[ \t]*\n\s*/g;
const RUN_OF_SPACE = /\s\s|[^\S ]/;
const WHITESPACE = /\s+/g;

const SNIPPET_WORDS_BEFORE = 12;
const SNIPPET_LENGTH = 240;
const RAW_WINDOW = SNIPPET_LENGTH * 1.5;
/** How far past the cut a word may run and still be dropped whole rather than split. */
const BOUNDARY_LOOKAHEAD = 40;
const WORD = /[\p{L}\p{N}]+/gu;

// A result may have matched by its title only; its snippet then shows the beginning of the text, and looking for a
// match through the whole of a long PDF would only cost time.
const SNIPPET_SCAN_WORDS = 1500;

/**
 * Where the passage starts: a few words before the first match among the first `SNIPPET_SCAN_WORDS` words, or 0.
 * Stops reading at the first match.
 */
function passageStart(text: string, matches: (word: string) => boolean): number {
  const before: number[] = [];
  let read = 0;
  for (const match of text.matchAll(WORD)) {
    if (matches(match[0])) return before.length === SNIPPET_WORDS_BEFORE ? (before[0] ?? 0) : 0;
    if (++read >= SNIPPET_SCAN_WORDS) return 0;
    before.push(match.index);
    if (before.length > SNIPPET_WORDS_BEFORE) before.shift();
  }
  return 0;
}

/**
 * A passage of about `SNIPPET_LENGTH` characters around the first matched word of `text` (its beginning when
 * nothing matched), with the matches marked and "…" where it was cut. Long texts (a PDF's) are read only up to
 * the first match.
 */
export function snippet(text: string, terms: QueryTerm[]): Highlight {
  const start = passageStart(text, matcher(terms));
  // A raw window half again as long as the passage is enough unless collapsing whitespace shortens it a lot
  // (a PDF's spaced-out table); then the generous window is read.
  let raw = text.slice(start, start + RAW_WINDOW);
  let flat = flatten(raw);
  if (flat.length < SNIPPET_LENGTH + BOUNDARY_LOOKAHEAD && start + raw.length < text.length) {
    raw = text.slice(start, start + SNIPPET_LENGTH * 3);
    flat = flatten(raw);
  }
  let end = Math.min(flat.length, SNIPPET_LENGTH);
  const boundary = tokenize(flat.slice(0, end + BOUNDARY_LOOKAHEAD)).find(
    (token) => token.start < end && token.end > end,
  );
  if (boundary) end = boundary.start;
  const passage = flat.slice(0, end).trimEnd();
  const segments = highlight(passage, terms);
  if (start > 0) segments.unshift({ text: '…', match: false });
  if (end < flat.length || start + raw.length < text.trimEnd().length) segments.push({ text: '…', match: false });
  return segments;
}
