import { normStatusSchema, statusWithReplacement, type NormStatus } from '@academia/shared';

/*
 * The admin forms show a norm's status as its link makes it (ADR 034): once a replacing norm is chosen, "Vigente"
 * is no longer offered and a "Vigente" status becomes "Derogada"; the author may still say "Modificada".
 */

const LINKED_STATUSES: readonly NormStatus[] = normStatusSchema.options.filter((status) => status !== 'in_force');

/** The statuses the form offers: every one without a replacing norm, all but "Vigente" with one. */
export function statusOptions(replacedBy: { id: string } | null): readonly NormStatus[] {
  return replacedBy ? LINKED_STATUSES : normStatusSchema.options;
}

/** Said under the status while a replacing norm is chosen. */
export const LINKED_STATUS_HELP =
  'Otra norma la deroga o la modifica: el estado es «Derogada» o «Modificada», nunca «Vigente».';

/** The status after choosing `replacedBy`, or null when it stays as it is. */
export function derivedStatus(current: NormStatus, replacedBy: { id: string } | null): NormStatus | null {
  const next = statusWithReplacement(current, replacedBy?.id ?? null);
  return next === current ? null : next;
}
