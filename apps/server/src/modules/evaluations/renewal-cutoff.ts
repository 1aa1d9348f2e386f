import { certificateStanding } from '@academia/shared';
import type { CertificateDates } from './evaluation.types.js';

/**
 * When the latest certificate of a route has expired, the final test opens again (decision 038): the instant it
 * expired, from which final-test sessions count again (passed, attempts used). Null while the latest certificate is
 * in force, revoked, or there is none: every session counts, as before.
 */
export function renewalCutoff(certificates: readonly CertificateDates[], routeId: string, now: Date): string | null {
  const latest = certificates
    .filter((c) => c.routeId === routeId)
    .sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt))[0];
  if (!latest?.expiresAt || certificateStanding(latest, now) !== 'expired') return null;
  return latest.expiresAt;
}

/** The final-test sessions that count after `cutoff` (all of them when it is null); pre-tests always count. */
export function countedSessions<T extends { kind: string; startedAt: string }>(
  sessions: T[],
  cutoff: string | null,
): T[] {
  if (!cutoff) return sessions;
  const from = Date.parse(cutoff);
  return sessions.filter((s) => s.kind !== 'test' || Date.parse(s.startedAt) >= from);
}
