import { foldedOf, isStopword, termOf, tokenize } from '../search/analyzer/analyzer.js';
import { SST_SYNONYMS, type SynonymGroup } from './sst-synonyms.js';

/*
 * The words of a text as the tutor ranks them: the search module's stems (accent folding, Spanish stemming, the
 * same stopwords) plus one "concept" term, `~id`, for each SST synonym phrase found (sst-synonyms.ts).
 */

interface Word {
  raw: string;
  folded: string;
  stem: string;
}

interface Phrase {
  concept: string;
  stems: string[];
  /** Short acronyms such as "AT" and "EL" match only in capitals. */
  exact: string | null;
}

const conceptTerm = (id: string) => `~${id}`;

function wordsOf(text: string): Word[] {
  return tokenize(text).map((token) => ({ raw: token.text, folded: foldedOf(token.text), stem: termOf(token.text) }));
}

/** Phrases by their first stem, for a single pass over a text. */
export function compilePhrases(groups: readonly SynonymGroup[]): Map<string, Phrase[]> {
  const byFirst = new Map<string, Phrase[]>();
  for (const group of groups) {
    for (const phrase of group.phrases) {
      const words = wordsOf(phrase);
      const first = words[0];
      if (!first) continue;
      const exact = words.length === 1 && /^\p{Lu}{1,2}$/u.test(phrase) ? phrase : null;
      const list = byFirst.get(first.stem) ?? [];
      list.push({ concept: conceptTerm(group.id), stems: words.map((word) => word.stem), exact });
      byFirst.set(first.stem, list);
    }
  }
  return byFirst;
}

const SST_PHRASES = compilePhrases(SST_SYNONYMS);

export interface TextTerms {
  /** Stems of the meaningful words, in order, followed by the concepts found (repeated as often as found). */
  terms: string[];
  /** Stems of meaningful words that belong to a phrase of a concept found in the text. */
  covered: Set<string>;
}

/** The ranking terms of a text; `phrases` defaults to the SST list. */
export function textTerms(text: string, phrases: Map<string, Phrase[]> = SST_PHRASES): TextTerms {
  const words = wordsOf(text);
  const terms: string[] = [];
  const concepts: string[] = [];
  const covered = new Set<string>();
  words.forEach((word, index) => {
    if (!isStopword(word.folded)) terms.push(word.stem);
    for (const phrase of phrases.get(word.stem) ?? []) {
      if (phrase.exact !== null ? word.raw !== phrase.exact : !matchesAt(words, index, phrase.stems)) continue;
      concepts.push(phrase.concept);
      for (const stem of phrase.stems) covered.add(stem);
    }
  });
  return { terms: [...terms, ...concepts], covered };
}

function matchesAt(words: readonly Word[], start: number, stems: readonly string[]): boolean {
  return stems.every((stem, offset) => words[start + offset]?.stem === stem);
}

export const isConcept = (term: string) => term.startsWith('~');
