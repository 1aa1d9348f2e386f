import type { FieldChanges } from './audit.types.js';

/** Field names whose values never enter the log (passwords, hashes, tokens, codes, keys). */
const SECRET_FIELD = /pass|hash|token|secret|code|captcha|key/i;
export const REDACTED = '[oculto]';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields that differ between `before` and `after`. A creation has no `before`, a deactivation may have both;
 * a secret field that changed is recorded as changed without either value.
 */
export function fieldChanges(
  before: Readonly<Record<string, unknown>> | null | undefined,
  after: Readonly<Record<string, unknown>> | null | undefined,
): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const old = before?.[key];
    const value = after?.[key];
    if (same(old, value)) continue;
    changes[key] = SECRET_FIELD.test(key)
      ? { before: old === undefined ? null : REDACTED, after: value === undefined ? null : REDACTED }
      : { before: old ?? null, after: value ?? null };
  }
  return changes;
}

/** Texts longer than this are kept as an excerpt and their length (lesson bodies, norm texts): see decision 027. */
export const LONG_TEXT = 280;
const EXCERPT = 200;

function compact(value: unknown): unknown {
  if (typeof value !== 'string' || value.length <= LONG_TEXT) return value;
  return `${value.slice(0, EXCERPT)}… [${String(value.length)} caracteres]`;
}

/** `changes` with every long text cut to an excerpt that says its full length; short values stay as they are. */
export function compactChanges(changes: FieldChanges): FieldChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([key, change]) => [
      key,
      { before: compact(change.before), after: compact(change.after) },
    ]),
  );
}
