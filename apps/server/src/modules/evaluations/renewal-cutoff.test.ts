import { describe, expect, it } from 'vitest';
import { countedSessions, renewalCutoff } from './renewal-cutoff.js';

const cert = (issuedAt: string, expiresAt: string | null, revokedAt: string | null = null) => ({
  id: issuedAt,
  userId: 'u',
  routeId: 'r',
  issuedAt,
  expiresAt,
  revokedAt,
});
const sessions = [
  { kind: 'pretest', startedAt: '2025-01-01T00:00:00Z', passed: null },
  { kind: 'test', startedAt: '2025-02-01T00:00:00Z', passed: true },
  { kind: 'test', startedAt: '2026-02-10T00:00:00Z', passed: false },
];

describe('renewalCutoff', () => {
  it('is the expiry of the latest certificate once it has passed, and nothing before', () => {
    const certs = [cert('2025-02-01T00:00:00Z', '2026-02-01T00:00:00Z')];
    expect(renewalCutoff(certs, 'r', new Date('2026-01-31T23:59:59Z'))).toBeNull();
    expect(renewalCutoff(certs, 'r', new Date('2026-02-01T00:00:00Z'))).toBe('2026-02-01T00:00:00Z');
    expect(renewalCutoff(certs, 'other', new Date('2026-03-01T00:00:00Z'))).toBeNull();
  });

  it('is nothing when a newer certificate is in force, when it never expires, or when it was revoked', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(
      renewalCutoff(
        [cert('2025-02-01T00:00:00Z', '2026-02-01T00:00:00Z'), cert('2026-02-20T00:00:00Z', '2027-02-20T00:00:00Z')],
        'r',
        now,
      ),
    ).toBeNull();
    expect(renewalCutoff([cert('2025-02-01T00:00:00Z', null)], 'r', now)).toBeNull();
    expect(
      renewalCutoff([cert('2025-02-01T00:00:00Z', '2026-02-01T00:00:00Z', '2025-03-01T00:00:00Z')], 'r', now),
    ).toBeNull();
  });
});

describe('countedSessions', () => {
  it('drops the final tests before the expiry, so the old pass no longer counts and attempts start again', () => {
    const counted = countedSessions(sessions, '2026-02-01T00:00:00Z');
    expect(counted.map((s) => s.startedAt)).toEqual(['2025-01-01T00:00:00Z', '2026-02-10T00:00:00Z']);
    expect(counted.some((s) => s.kind === 'test' && s.passed === true)).toBe(false);
    expect(countedSessions(sessions, null)).toHaveLength(3);
  });
});
