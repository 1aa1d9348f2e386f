import { stemSpanish } from './spanish-stemmer.js';

/*
 * The one place that decides what a "word" is for search. Both databases index and query the output of these
 * functions, so SQLite and PostgreSQL agree on what matches.
 */

// Common Spanish words that say nothing about a document's subject (folded, no accents).
const STOPWORDS = new Set(
  (
    'a al ante bajo con contra de del desde durante e el ella ellas ellos en entre es esa ese eso esta este esto ' +
    'fue ha han hasta la las le les lo los mas me mi mis muy ni no nos o os para pero por que se segun sin sobre ' +
    'su sus tambien te tras u un una unas uno unos y ya'
  ).split(' '),
);

/** Whether a folded word is one of the common words that say nothing about a text's subject. */
export function isStopword(folded: string): boolean {
  return STOPWORDS.has(folded);
}

/** Lower case, accents removed (ñ becomes n, ü becomes u), leading zeros of numbers removed ("0312" → "312"). */
export function foldWord(word: string): string {
  const folded = word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return /^\d+$/.test(folded) ? folded.replace(/^0+(?=\d)/, '') : folded;
}

export interface Token {
  /** The word as written. */
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Every run of letters or digits, with its place in the text. */
export function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

// Texts repeat their words, and highlighting looks up every word of a result: remembering recent stems makes
// that a map lookup. Bounded so a flood of distinct words cannot grow it without limit.
const TERM_CACHE_LIMIT = 50_000;
const termCache = new Map<string, { folded: string; term: string }>();

function lookUp(word: string): { folded: string; term: string } {
  let entry = termCache.get(word);
  if (entry === undefined) {
    const folded = foldWord(word);
    entry = { folded, term: stemSpanish(folded) };
    if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
    termCache.set(word, entry);
  }
  return entry;
}

/** The stem a written word is indexed and matched by. */
export function termOf(word: string): string {
  return lookUp(word).term;
}

/** `foldWord`, remembered like `termOf`. */
export function foldedOf(word: string): string {
  return lookUp(word).folded;
}

/** `foldWord` and `termOf` of a written word at once, from one look-up of the remembered words. */
export function analyzedWord(word: string): Readonly<{ folded: string; term: string }> {
  return lookUp(word);
}

export interface AnalyzedText {
  /** Stems of the meaningful words, in order, space-separated. */
  stems: string;
  /** The folded words themselves, for matching a word still being typed by its beginning. */
  words: string;
}

export function analyze(text: string): AnalyzedText {
  const words = tokenize(text)
    .map((token) => foldWord(token.text))
    .filter((word) => !STOPWORDS.has(word));
  return { stems: words.map(stemSpanish).join(' '), words: words.join(' ') };
}

export interface QueryTerm {
  stem: string;
  /** The folded word, used as a prefix when it is the last one (the user may still be typing it). */
  word: string;
  prefix: boolean;
}

/**
 * The terms every result must contain, in the query's order. Stopwords are dropped unless the query has nothing
 * else, and repeated terms count once.
 */
export function queryTerms(query: string): QueryTerm[] {
  const folded = tokenize(query).map((token) => foldWord(token.text));
  const meaningful = folded.filter((word) => !STOPWORDS.has(word));
  const words = (meaningful.length > 0 ? meaningful : folded).slice(0, 12);
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  words.forEach((word, index) => {
    const stem = stemSpanish(word);
    if (seen.has(stem)) return;
    seen.add(stem);
    // A one-letter beginning would match half the index: only words of 3+ letters act as prefixes.
    terms.push({ stem, word, prefix: index === words.length - 1 && word.length >= 3 });
  });
  return terms;
}
