import type { NormStatus } from './library.schemas.js';

/*
 * A norm's status follows its links (ADR 034): a norm that another norm repeals or amends ("Derogada o modificada
 * por") cannot be "Vigente", and the note about its status cannot say the opposite of the status. The server
 * refuses a contradiction, the admin forms derive the status from the link, and a test holds the seed to it.
 */

export interface NormStatusFacts {
  status: NormStatus;
  statusNote: string;
  replacedById: string | null;
}

export interface NormStatusConflict {
  path: 'status' | 'statusNote';
  message: string;
}

// Words that say a norm no longer rules as written: it was repealed, replaced or folded into another one.
const NO_LONGER_RULES = /\b(derogad[oa]s?|sustituid[oa]s?|reemplazad[oa]s?|compilad[oa]s?|subrogad[oa]s?)\b/iu;
const SAYS_IN_FORCE = /^\s*vigente\b/iu;

/** The status a norm takes when an author links the norm that replaces it: a linked norm is never "Vigente". */
export function statusWithReplacement(status: NormStatus, replacedById: string | null): NormStatus {
  return replacedById && status === 'in_force' ? 'repealed' : status;
}

/** Why the status contradicts the norm's link or its note; null when they agree. */
export function normStatusConflict(facts: NormStatusFacts): NormStatusConflict | null {
  if (facts.status === 'in_force' && facts.replacedById) {
    return {
      path: 'status',
      message:
        'Una norma que otra deroga o modifica no puede estar vigente: elija «Derogada» o «Modificada», o quite la ' +
        'norma que la reemplaza.',
    };
  }
  if (facts.status === 'in_force' && NO_LONGER_RULES.test(facts.statusNote)) {
    return {
      path: 'statusNote',
      message:
        'La nota dice que la norma fue derogada, sustituida o compilada, pero el estado es «Vigente»: corrija el ' +
        'estado o la nota.',
    };
  }
  if (facts.status === 'repealed' && SAYS_IN_FORCE.test(facts.statusNote)) {
    return {
      path: 'statusNote',
      message:
        'La nota dice que la norma está vigente, pero el estado es «Derogada»: elija «Modificada» si sigue ' +
        'vigente en parte, o corrija la nota.',
    };
  }
  return null;
}
