/*
 * A Spanish stemmer for text that has already been folded (lower case, no accents): it follows the steps of the
 * Snowball Spanish algorithm (attached pronouns, standard suffixes, verb suffixes, residual vowels), with every
 * suffix written without accents. Folding first is the point: PostgreSQL's own Spanish stemmer sends
 * "capacitación" and "capacitaciones" to one stem but "capacitacion" (typed without the accent) to another.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isVowel = (char: string | undefined) => char !== undefined && VOWELS.has(char);

/** Start of the region after the first non-vowel that follows a vowel, from `from`. */
function regionAfter(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  }
  return word.length;
}

function rvStart(word: string): number {
  if (word.length < 2) return word.length;
  if (!isVowel(word[1])) {
    for (let i = 2; i < word.length; i++) if (isVowel(word[i])) return i + 1;
    return word.length;
  }
  if (isVowel(word[0])) {
    for (let i = 2; i < word.length; i++) if (!isVowel(word[i])) return i + 1;
    return word.length;
  }
  return Math.min(3, word.length);
}

interface Regions {
  rv: number;
  r1: number;
  r2: number;
}

const byLengthDesc = (list: string[]) => [...list].sort((a, b) => b.length - a.length);

/** The longest of `suffixes` the word ends with, or null. */
function longestSuffix(word: string, suffixes: string[]): string | null {
  return suffixes.find((suffix) => word.endsWith(suffix)) ?? null;
}

const inRegion = (word: string, suffix: string, start: number) => word.length - suffix.length >= start;

const PRONOUNS = byLengthDesc([
  'me',
  'se',
  'sela',
  'selo',
  'selas',
  'selos',
  'la',
  'le',
  'lo',
  'las',
  'les',
  'los',
  'nos',
]);
const PRONOUN_BEFORE = ['iendo', 'ando', 'ar', 'er', 'ir'];

function removePronoun(word: string, { rv }: Regions): string {
  const pronoun = longestSuffix(word, PRONOUNS);
  if (!pronoun || !inRegion(word, pronoun, rv)) return word;
  const stem = word.slice(0, -pronoun.length);
  if (PRONOUN_BEFORE.some((ending) => stem.endsWith(ending) && inRegion(stem, ending, rv))) return stem;
  if (stem.endsWith('uyendo') && inRegion(stem, 'yendo', rv)) return stem;
  return word;
}

const STEP1 = {
  plain: [
    'anza',
    'anzas',
    'ico',
    'ica',
    'icos',
    'icas',
    'ismo',
    'ismos',
    'able',
    'ables',
    'ible',
    'ibles',
    'ista',
    'istas',
    'oso',
    'osa',
    'osos',
    'osas',
    'amiento',
    'amientos',
    'imiento',
    'imientos',
  ],
  ic: ['adora', 'ador', 'acion', 'adoras', 'adores', 'aciones', 'ante', 'antes', 'ancia', 'ancias'],
  log: ['logia', 'logias'],
  u: ['ucion', 'uciones'],
  ente: ['encia', 'encias'],
  amente: ['amente'],
  mente: ['mente'],
  idad: ['idad', 'idades'],
  iv: ['iva', 'ivo', 'ivas', 'ivos'],
};
const STEP1_ALL = byLengthDesc(Object.values(STEP1).flat());

/** Deletes `ending` before the cut when it sits in R2. */
function dropPreceding(stem: string, endings: string[], r2: number): string {
  const ending = endings.find((candidate) => stem.endsWith(candidate) && inRegion(stem, candidate, r2));
  return ending ? stem.slice(0, -ending.length) : stem;
}

/** Returns the word without its standard suffix, or null when step 1 removed nothing. */
function standardSuffix(word: string, { r1, r2 }: Regions): string | null {
  const suffix = longestSuffix(word, STEP1_ALL);
  if (!suffix) return null;
  const stem = word.slice(0, -suffix.length);
  const inR2 = inRegion(word, suffix, r2);
  if (STEP1.plain.includes(suffix)) return inR2 ? stem : null;
  if (STEP1.ic.includes(suffix)) return inR2 ? dropPreceding(stem, ['ic'], r2) : null;
  if (STEP1.log.includes(suffix)) return inR2 ? `${stem}log` : null;
  if (STEP1.u.includes(suffix)) return inR2 ? `${stem}u` : null;
  if (STEP1.ente.includes(suffix)) return inR2 ? `${stem}ente` : null;
  if (suffix === 'amente') {
    if (!inRegion(word, suffix, r1)) return null;
    if (stem.endsWith('iv') && inRegion(stem, 'iv', r2)) return dropPreceding(stem.slice(0, -2), ['at'], r2);
    return dropPreceding(stem, ['os', 'ic', 'ad'], r2);
  }
  if (suffix === 'mente') return inR2 ? dropPreceding(stem, ['ante', 'able', 'ible'], r2) : null;
  if (STEP1.idad.includes(suffix)) return inR2 ? dropPreceding(stem, ['abil', 'ic', 'iv'], r2) : null;
  return inR2 ? dropPreceding(stem, ['at'], r2) : null; // iva, ivo, ivas, ivos
}

const Y_VERB = byLengthDesc(['ya', 'ye', 'yan', 'yen', 'yeron', 'yendo', 'yo', 'yas', 'yes', 'yais', 'yamos']);

function yVerbSuffix(word: string, { rv }: Regions): string | null {
  const suffix = longestSuffix(word, Y_VERB);
  if (!suffix || !inRegion(word, suffix, rv)) return null;
  const stem = word.slice(0, -suffix.length);
  return stem.endsWith('u') ? stem : null;
}

const VERB_GU = ['en', 'es', 'eis', 'emos'];
// Snowball's "ió" (preterite) is left out: folded to "io" it would cut nouns such as "espacio" and "servicio"
// while their plurals keep the "i" ("espacios" → "espaci"), splitting one word into two stems.
const VERB = byLengthDesc([
  ...VERB_GU,
  'arian',
  'arias',
  'aran',
  'aras',
  'ariais',
  'aria',
  'areis',
  'ariamos',
  'aremos',
  'ara',
  'are',
  'erian',
  'erias',
  'eran',
  'eras',
  'eriais',
  'eria',
  'ereis',
  'eriamos',
  'eremos',
  'era',
  'ere',
  'irian',
  'irias',
  'iran',
  'iras',
  'iriais',
  'iria',
  'ireis',
  'iriamos',
  'iremos',
  'ira',
  'ire',
  'aba',
  'ada',
  'ida',
  'ia',
  'iera',
  'ad',
  'ed',
  'id',
  'ase',
  'iese',
  'aste',
  'iste',
  'an',
  'aban',
  'ian',
  'ieran',
  'asen',
  'iesen',
  'aron',
  'ieron',
  'ado',
  'ido',
  'ando',
  'iendo',
  'ar',
  'er',
  'ir',
  'as',
  'abas',
  'adas',
  'idas',
  'ias',
  'ieras',
  'ases',
  'ieses',
  'is',
  'ais',
  'abais',
  'iais',
  'arais',
  'ierais',
  'aseis',
  'ieseis',
  'asteis',
  'isteis',
  'ados',
  'idos',
  'amos',
  'abamos',
  'iamos',
  'imos',
  'aramos',
  'ieramos',
  'iesemos',
  'asemos',
]);

function verbSuffix(word: string, { rv }: Regions): string | null {
  const suffix = longestSuffix(word, VERB);
  if (!suffix || !inRegion(word, suffix, rv)) return null;
  const stem = word.slice(0, -suffix.length);
  if (VERB_GU.includes(suffix) && stem.endsWith('gu') && inRegion(stem, 'u', rv)) return stem.slice(0, -1);
  return stem;
}

function residualSuffix(word: string, { rv }: Regions): string {
  const residual = longestSuffix(word, ['os', 'a', 'o', 'i']);
  if (residual && inRegion(word, residual, rv)) return word.slice(0, -residual.length);
  if (word.endsWith('e') && inRegion(word, 'e', rv)) {
    const stem = word.slice(0, -1);
    return stem.endsWith('gu') && inRegion(stem, 'u', rv) ? stem.slice(0, -1) : stem;
  }
  return word;
}

function regionsOf(word: string): Regions {
  const r1 = regionAfter(word, 0);
  return { rv: rvStart(word), r1, r2: regionAfter(word, r1) };
}

/** The stem of one folded word (a–z and ñ folded to n). Words of fewer than 3 letters and numbers stay as they are. */
export function stemSpanish(folded: string): string {
  if (folded.length < 3 || /\d/.test(folded)) return folded;
  let word = removePronoun(folded, regionsOf(folded));
  const afterStep1 = standardSuffix(word, regionsOf(word));
  if (afterStep1 !== null) {
    word = afterStep1;
  } else {
    word = yVerbSuffix(word, regionsOf(word)) ?? verbSuffix(word, regionsOf(word)) ?? word;
  }
  return residualSuffix(word, regionsOf(word));
}
