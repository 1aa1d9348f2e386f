import { describe, expect, it } from 'vitest';
import { addDays, bogotaDay, complianceStatus, normaliseJobTitle } from './compliance.js';

// Bogotá is UTC−5 all year: 2026-03-10 ends there at 2026-03-11T05:00:00Z.
const due = '2026-03-10';
const cert = (issuedAt: string, expiresAt: string | null = null, revokedAt: string | null = null) => ({
  issuedAt,
  expiresAt,
  revokedAt,
});

describe('complianceStatus', () => {
  it('is «assigned» with nothing done before the due date', () => {
    expect(complianceStatus({ dueDate: due, certificates: [], started: false }, new Date('2026-03-01T12:00:00Z'))).toBe(
      'assigned',
    );
  });

  it('is «in_progress» with activity before the due date', () => {
    expect(complianceStatus({ dueDate: due, certificates: [], started: true }, new Date('2026-03-01T12:00:00Z'))).toBe(
      'in_progress',
    );
  });

  it('is still on time at 23:59 Bogotá on the due day, and overdue one minute later', () => {
    const facts = { dueDate: due, certificates: [], started: true };
    expect(complianceStatus(facts, new Date('2026-03-11T04:59:00Z'))).toBe('in_progress');
    expect(complianceStatus(facts, new Date('2026-03-11T05:00:00Z'))).toBe('overdue');
  });

  it('counts a certificate issued at 23:30 Bogotá on the due day as on time, and one the next morning as late', () => {
    const now = new Date('2026-04-01T12:00:00Z');
    expect(complianceStatus({ dueDate: due, certificates: [cert('2026-03-11T04:30:00Z')], started: true }, now)).toBe(
      'completed_on_time',
    );
    expect(complianceStatus({ dueDate: due, certificates: [cert('2026-03-11T13:00:00Z')], started: true }, now)).toBe(
      'completed_late',
    );
  });

  it('is «expired» when the latest certificate has expired, before any other rule', () => {
    const facts = {
      dueDate: '2027-04-01',
      certificates: [cert('2026-03-01T12:00:00Z', '2027-03-01T12:00:00Z')],
      started: true,
    };
    expect(complianceStatus(facts, new Date('2027-03-01T11:59:59Z'))).toBe('completed_on_time');
    expect(complianceStatus(facts, new Date('2027-03-01T12:00:00Z'))).toBe('expired');
  });

  it('takes the newest certificate: a renewal after an expired one counts', () => {
    const facts = {
      dueDate: '2027-03-31',
      certificates: [
        cert('2026-03-01T12:00:00Z', '2027-03-01T12:00:00Z'),
        cert('2027-03-20T12:00:00Z', '2028-03-20T12:00:00Z'),
      ],
      started: true,
    };
    expect(complianceStatus(facts, new Date('2027-03-25T12:00:00Z'))).toBe('completed_on_time');
  });

  it('ignores a revoked certificate: the person is overdue again after the due date', () => {
    const facts = {
      dueDate: due,
      certificates: [cert('2026-03-01T12:00:00Z', null, '2026-03-05T12:00:00Z')],
      started: true,
    };
    expect(complianceStatus(facts, new Date('2026-03-20T12:00:00Z'))).toBe('overdue');
  });
});

describe('calendar helpers', () => {
  it('gives the Bogotá day of an instant', () => {
    expect(bogotaDay('2026-03-11T04:59:00Z')).toBe('2026-03-10');
    expect(bogotaDay('2026-03-11T05:00:00Z')).toBe('2026-03-11');
  });

  it('adds days across a month end', () => {
    expect(addDays('2026-02-25', 7)).toBe('2026-03-04');
    expect(addDays('2026-03-04', -7)).toBe('2026-02-25');
  });

  it('normalises job titles without dropping accents', () => {
    expect(normaliseJobTitle('  Técnico   de  MANTENIMIENTO ')).toBe('técnico de mantenimiento');
  });
});
