import { certificateStanding } from '../evaluations/evaluation.schemas.js';

export const COMPLIANCE_STATUSES = [
  'assigned',
  'in_progress',
  'completed_on_time',
  'completed_late',
  'overdue',
  'expired',
] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** «Atrasada» (past the due date) and «Certificado vencido» (expired) are worded so the two are never confused. */
export const complianceStatusLabels: Record<ComplianceStatus, string> = {
  assigned: 'Asignada',
  in_progress: 'En curso',
  completed_on_time: 'Completada a tiempo',
  completed_late: 'Completada tarde',
  overdue: 'Atrasada',
  expired: 'Certificado vencido',
};

// Built on first use: a formatter with a time zone loads locale and zone data, which a page that never counts a due
// date should not pay for when this module is loaded.
let bogotaDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day (`YYYY-MM-DD`) an instant falls on in Bogotá, where every due date is counted. */
export function bogotaDay(instant: Date | string): string {
  bogotaDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Bogota',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return bogotaDayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A calendar day plus `days` (negative to go back), as `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface ComplianceFacts {
  /** The effective due date: the earliest among the active assignments that cover the person (`YYYY-MM-DD`). */
  dueDate: string;
  /** The person's certificates for the route, in any order. */
  certificates: readonly { issuedAt: string; expiresAt: string | null; revokedAt: string | null }[];
  /** Any content progress, pre-test or final-test activity on the route. */
  started: boolean;
}

/**
 * Where one person stands on one assigned route (decision 038), checked in this order: the latest certificate has
 * expired; a certificate in force issued by the end of the due date (Bogotá), or after it; no certificate in force
 * and the due date has passed; some activity; nothing yet.
 */
export function complianceStatus(facts: ComplianceFacts, now: Date): ComplianceStatus {
  const valid = facts.certificates
    .filter((certificate) => !certificate.revokedAt)
    .sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt));
  const latest = valid[0];
  if (latest) {
    if (certificateStanding(latest, now) === 'expired') return 'expired';
    return bogotaDay(latest.issuedAt) <= facts.dueDate ? 'completed_on_time' : 'completed_late';
  }
  if (bogotaDay(now) > facts.dueDate) return 'overdue';
  return facts.started ? 'in_progress' : 'assigned';
}

/** True for the statuses in which the person still owes the route. */
export function isPending(status: ComplianceStatus): boolean {
  return status === 'assigned' || status === 'in_progress' || status === 'overdue' || status === 'expired';
}

/** How a job title is stored and compared: trimmed, inner spaces collapsed, lower-cased; accents kept. */
export function normaliseJobTitle(value: string): string {
  return value.normalize('NFC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('es-CO');
}
