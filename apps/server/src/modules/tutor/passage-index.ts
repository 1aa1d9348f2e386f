import { foldedOf, termOf, tokenize } from '../search/analyzer/analyzer.js';
import type { Passage } from './passages.js';
import { isConcept, textTerms } from './text-terms.js';

/*
 * An in-memory BM25 index over passages. The search module's index answers "which documents", with one score per
 * document; the tutor needs "which paragraphs", scored so that a threshold can tell a grounded question from one
 * the libraries say nothing about. The whole corpus is a few thousand paragraphs, so a map of postings is enough.
 */

const K1 = 1.2;
const B = 0.75;
/** A norm named in the question ("resolución 0312", "ley 1562") comes first among its own passages' peers. */
const NAMED_NORM_BOOST = 12;
/** A question that asks for a norm ("¿qué norma…?", "la ley de…") prefers norms among equal matches. */
const NORM_INTENT_FACTOR = 1.3;
const NORM_INTENT = new Set(['norma', 'normas', 'normativa', 'ley', 'leyes', 'resolucion', 'decreto', 'legislacion']);

/**
 * A word no passage contains weighs this much more than the rarest word that some passage does: a question about
 * "fútbol" or "celulares" is about something the libraries do not cover, however common its other words are.
 */
const UNSEEN_FACTOR = 2;

/**
 * Words that make a question a question without saying what it is about ("¿qué debo hacer…?"): they would
 * otherwise count as terms that no passage explains. Stored as stems, like every term.
 */
const QUESTION_WORDS = new Set(
  (
    'que cual cuales como cuando donde quien quienes cuanto cuanta cuantos cuantas debo debe deben deberia puedo ' +
    'puede pueden hago hace hacer hay tengo tiene tienen son ser es esta estan existe significa explique explicar ' +
    'digame dime necesito saber sirve sirven favor hola buenos dias buenas tardes usted ustedes yo mi mis algo ' +
    'alguna alguno quiero podria pregunta respecto tema'
  )
    .split(' ')
    .map(termOf),
);

export interface RankedPassage {
  passage: Passage;
  score: number;
  /** Share (0–1) of the question's weight, by rarity, that this passage contains. */
  coverage: number;
  /** That weight itself: the rarity of the question's words found here, summed. */
  matchedWeight: number;
}

interface Unit {
  term: string;
  idf: number;
}

export class PassageIndex {
  private readonly postings = new Map<string, { index: number; tf: number }[]>();
  private readonly lengths: number[] = [];
  private readonly averageLength: number;

  constructor(readonly passages: readonly Passage[]) {
    passages.forEach((passage, index) => {
      const terms = textTerms(`${passage.title}\n${passage.section ?? ''}\n${passage.text}`).terms;
      this.lengths.push(terms.length);
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, tf] of counts) {
        const list = this.postings.get(term) ?? [];
        list.push({ index, tf });
        this.postings.set(term, list);
      }
    });
    this.averageLength = this.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, passages.length);
  }

  private idf(term: string): number {
    const df = this.postings.get(term)?.length ?? 0;
    const n = this.passages.length;
    const idf = Math.log(1 + (n - Math.max(df, 1) + 0.5) / (Math.max(df, 1) + 0.5));
    return df === 0 ? idf * UNSEEN_FACTOR : idf;
  }

  /**
   * What the question asks about: its concepts, and its other meaningful words that no concept already stands
   * for (so "trabajo en alturas" counts once, as the concept, not three times).
   */
  unitsOf(question: string): Unit[] {
    const { terms, covered } = textTerms(question);
    const seen = new Set<string>();
    const units: Unit[] = [];
    for (const term of terms) {
      if (seen.has(term) || QUESTION_WORDS.has(term)) continue;
      if (!isConcept(term) && covered.has(term)) continue;
      seen.add(term);
      units.push({ term, idf: this.idf(term) });
    }
    return units;
  }

  /** Passages that share a term with the question, best first. */
  search(question: string, limit: number): RankedPassage[] {
    const units = this.unitsOf(question);
    const totalWeight = units.reduce((sum, unit) => sum + unit.idf, 0);
    if (units.length === 0 || totalWeight === 0) return [];
    const scores = new Map<number, { score: number; weight: number }>();
    for (const unit of units) {
      for (const { index, tf } of this.postings.get(unit.term) ?? []) {
        const norm = K1 * (1 - B + (B * (this.lengths[index] ?? 0)) / this.averageLength);
        const entry = scores.get(index) ?? { score: 0, weight: 0 };
        entry.score += (unit.idf * tf * (K1 + 1)) / (tf + norm);
        entry.weight += unit.idf;
        scores.set(index, entry);
      }
    }
    const named = namedNorms(question);
    const asksForNorm = tokenize(question).some((token) => NORM_INTENT.has(foldedOf(token.text)));
    const ranked: RankedPassage[] = [];
    for (const [index, { score, weight }] of scores) {
      const passage = this.passages[index];
      if (!passage) continue;
      let total = score;
      if (passage.normNumber !== null && named.some((name) => isNamed(passage, name))) total += NAMED_NORM_BOOST;
      total *= passage.prior;
      if (asksForNorm && passage.kind === 'norm') total *= NORM_INTENT_FACTOR;
      ranked.push({ passage, score: total, coverage: weight / totalWeight, matchedWeight: weight });
    }
    ranked.sort((a, b) => b.score - a.score);
    return ranked.slice(0, limit);
  }
}

const NORM_TYPES = new Set(['ley', 'decreto', 'resolucion', 'res', 'circular', 'acuerdo', 'gtc', 'ntc']);

interface NormName {
  number: string;
  year: number | null;
}

/** Norm numbers the question names ("0312", "1072 de 2015"), folded like the index folds them. */
export function namedNorms(question: string): NormName[] {
  const tokens = tokenize(question).map((token) => foldedOf(token.text));
  const names: NormName[] = [];
  tokens.forEach((token, index) => {
    if (!/^\d{2,5}$/.test(token)) return;
    // A bare year ("en 2019") names no norm; after "resolución" or "ley" the same digits are a number.
    if (/^(19|20)\d\d$/.test(token) && !NORM_TYPES.has(tokens[index - 1] ?? '')) return;
    const year = tokens[index + 1] === 'de' ? Number(tokens[index + 2]) : NaN;
    names.push({ number: token, year: /^(19|20)\d\d$/.test(String(year)) ? year : null });
  });
  return names;
}

function isNamed(passage: Passage, name: NormName): boolean {
  return passage.normNumber === name.number && (name.year === null || passage.normYear === name.year);
}
