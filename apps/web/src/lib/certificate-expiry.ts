import { certificateStanding } from '@academia/shared';
import { formatDate } from './format';

/**
 * How long a certificate counts, as the learner's pages and the admin's tables say it: "Sin vencimiento",
 * "Vigente hasta el 20 de marzo de 2027" or "Venció el 20 de marzo de 2026".
 */
export function certificateExpiryText(expiresAt: string | null, now: Date = new Date()): string {
  if (!expiresAt) return 'Sin vencimiento';
  return certificateStanding({ expiresAt }, now) === 'expired'
    ? `Venció el ${formatDate(expiresAt)}`
    : `Vigente hasta el ${formatDate(expiresAt)}`;
}
