/**
 * The academy speaks to people as "usted" (docs/writing.md). This finds the "tú" forms that slip back into a text, so
 * tests can scan message catalogues, e-mails, seeded content and interface files and fail on a regression.
 *
 * It looks for words that are informal whatever the sentence: the pronouns and possessives of "tú", and the
 * second-person verb forms we have used (or could easily use) in product text. Imperatives such as "Revisa" also
 * read as a third person ("El comité revisa…"), so they count only at the start of a sentence.
 */

/** The one text the specification fixes word for word: the header search placeholder. */
export const REGISTER_EXCEPTIONS: readonly string[] = ['Ingresa tu búsqueda'];

const INFORMAL_WORDS = [
  // pronouns and possessives
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'tuyos',
  'tuyas',
  // second-person present, future and subjunctive
  'puedes',
  'tienes',
  'quieres',
  'quieras',
  'debes',
  'necesitas',
  'sabes',
  'estás',
  'eres',
  'podrás',
  'verás',
  'recibirás',
  'recibes',
  'usarás',
  'entrarás',
  'quedas',
  'abres',
  'estudias',
  'retomas',
  'completas',
  'ibas',
  'sigas',
  'pidas',
  'marques',
  'crees',
  'deberías',
  'podrías',
  'quedaste',
  'haz',
  'ten en cuenta',
  // second-person past
  'abriste',
  'elegiste',
  'escribiste',
  'pediste',
  'recibiste',
  'fuiste',
  'hiciste',
  'pudiste',
  'tuviste',
  'perdiste',
  'respondiste',
  'obtuviste',
  // imperatives with a pronoun attached, never a third person
  'inténtalo',
  'vuelve a intentarlo',
  'comunícate',
  'escríbenos',
  'asegúrate',
  'ábrelo',
  'guárdalo',
  'corrígelas',
  'restablécela',
  'regístrate',
  'inscríbete',
  'descárgalo',
  'elígelo',
  'guárdala',
  'reactívala',
  'súbelo',
  'protégelos',
];

/** Past forms ending in -aste ("quitaste", "olvidaste") are second person; these nouns are not. */
const ASTE_NOUNS = new Set(['contraste', 'desgaste', 'traste', 'engaste', 'gaste', 'baste', 'caste', 'haste', 'paste']);

/*
 * Sentence-initial imperatives that never open a third-person sentence in our texts. Left out on purpose: "Crea",
 * "Pide", "Define", "Presenta", "Busca", "Cambia", "Responde", "Fija", "Indica"… (a norm's summary starts "Crea el Sistema…", a tip
 * "Cambia de postura…"), nouns such as "Guarda", "Marca", "Consulta", and status labels such as "Activa".
 */
const SENTENCE_IMPERATIVES = [
  'ingresa',
  'selecciona',
  'revisa',
  'escribe',
  'elige',
  'confirma',
  'adjunta',
  'agrega',
  'usa',
  'sube',
  'solicita',
  'recarga',
  'vuelve',
  'entra',
  'corrige',
  'intenta',
  'pulsa',
  'presiona',
  'arrastra',
  'quita',
  'añade',
  'acepta',
  'autoriza',
  'restablece',
  'mira',
  'continúa',
  'abre',
  'cierra',
  'comienza',
  'lee',
  'prepara',
  'separa',
  'divide',
];

/*
 * Mid-sentence, after "o" ("…o vuelve al inicio", "…o revisa la ortografía"), the imperatives our texts never use
 * as a third person there. Not after "y" or a comma: "…recorre el local, revisa que los extintores…" is a summary.
 */
const JOINED_IMPERATIVES = [
  'ingresa',
  'selecciona',
  'revisa',
  'escribe',
  'elige',
  'confirma',
  'agrega',
  'sube',
  'recarga',
  'vuelve',
  'intenta',
  'pulsa',
  'presiona',
  'inténtalo',
  'presenta',
  'abre',
  'descarga',
];

const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}_])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{N}_])';
/** Lower case and capitalised, never upper case: "TI" is a document type (tarjeta de identidad), not "ti". */
const bothCases = (words: readonly string[]) =>
  words.flatMap((word) => [word, word.charAt(0).toUpperCase() + word.slice(1)]).join('|');
const wordsPattern = new RegExp(`${NOT_LETTER_BEFORE}(${bothCases(INFORMAL_WORDS)})${NOT_LETTER_AFTER}`, 'gu');
const astePattern = new RegExp(`${NOT_LETTER_BEFORE}([\\p{Lu}]?\\p{Ll}+aste)${NOT_LETTER_AFTER}`, 'gu');
// A sentence starts at the beginning of the text or a line, after . : ; ! ? and after an opening ¿ ¡ « " ' ` > {
const imperativePattern = new RegExp(
  `(?:^|[.:;!?…]\\s+|[¿¡«"'\`>{]\\s*|\\n\\s*)(${bothCases(SENTENCE_IMPERATIVES)})${NOT_LETTER_AFTER}`,
  'gmu',
);
const joinedPattern = new RegExp(`(?<![\\p{L}\\p{N}_])o\\s+(${JOINED_IMPERATIVES.join('|')})${NOT_LETTER_AFTER}`, 'gu');
/** "has" before a participle ("has completado"), never the English `has` of code. */
const hasPattern = new RegExp(`${NOT_LETTER_BEFORE}([Hh]as)\\s+\\p{L}+(?:ado|ido)${NOT_LETTER_AFTER}`, 'gu');

/** The informal words found in `text`, in order (empty when the text keeps to "usted"). */
export function findInformalSpanish(text: string): string[] {
  let scanned = text;
  for (const exception of REGISTER_EXCEPTIONS) scanned = scanned.split(exception).join(' ');
  const found: { at: number; word: string }[] = [];
  for (const match of scanned.matchAll(wordsPattern)) found.push({ at: match.index, word: match[1] ?? '' });
  for (const match of scanned.matchAll(astePattern)) {
    const word = match[1] ?? '';
    if (!ASTE_NOUNS.has(word.toLowerCase())) found.push({ at: match.index, word });
  }
  for (const pattern of [imperativePattern, joinedPattern, hasPattern]) {
    for (const match of scanned.matchAll(pattern)) found.push({ at: match.index, word: match[1] ?? '' });
  }
  return found.sort((a, b) => a.at - b.at).map((hit) => hit.word);
}

/*
 * Anglicisms people must not read (decision 033): "Pre-test" is "Prueba inicial", "Quiz" is "Repaso", and "Insight
 * Hub" appears only in its route path. Code names (`pretest`, `quiz`, `Quiz`, `/admin/insight-hub`) do not match:
 * the type `Quiz` counts only when words follow it ("Quiz rápido") or quotes close it ('Quiz').
 */
const anglicismPattern = new RegExp(
  [
    `${NOT_LETTER_BEFORE}[Pp]re-test${NOT_LETTER_AFTER}`,
    `${NOT_LETTER_BEFORE}Pretest${NOT_LETTER_AFTER}`,
    'Insight Hub',
    `(?<=^|[\\s'"\`>])Quiz(?:zes)?(?=\\s+\\p{Ll}|['"\`<])`,
    `${NOT_LETTER_BEFORE}(?:[Ee]l|[Dd]el|[Uu]n|[Aa]l|[Ll]os|[Cc]ada|[Ee]ste|[Ee]se)\\s+quiz(?:zes)?${NOT_LETTER_AFTER}`,
  ].join('|'),
  'gu',
);

/** The anglicisms of product vocabulary found in `text` ("Pre-test", "Quiz", "Insight Hub"), in order. */
export function findAnglicisms(text: string): string[] {
  return [...text.matchAll(anglicismPattern)].map((match) => match[0]);
}
