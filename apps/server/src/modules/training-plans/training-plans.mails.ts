import { paths } from '@academia/shared';
import type { MailMessage } from '../../infra/mail/mailer.js';
import { escapeHtml, wrap } from '../auth/auth-mails.js';

const longDay = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'UTC' });
const dayText = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

/**
 * How many days late a reminder may still go out: a day on which no process ran (a weekend outage, a deploy) would
 * otherwise lose its reminder for good. Each kind is claimed once per assignment and due date, so a late one is never
 * sent twice, and a reminder older than this is left out rather than sent stale.
 */
export const REMINDER_GRACE_DAYS = 2;

/**
 * Which reminder is due for a route with `daysLeft` days to its due date, or null (decision 038): a week before, on
 * the day, and each full week overdue; the first two and the weekly ones up to REMINDER_GRACE_DAYS days late.
 */
export function reminderKind(daysLeft: number): string | null {
  if (daysLeft >= 7 - REMINDER_GRACE_DAYS && daysLeft <= 7) return 'due_in_7';
  if (daysLeft === 0) return 'due_today';
  if (daysLeft < 0) {
    const week = Math.floor(-daysLeft / 7);
    if (week >= 1 && -daysLeft - 7 * week <= REMINDER_GRACE_DAYS) return `overdue_week_${String(week)}`;
  }
  return null;
}

/** The reminder of one assigned route; the opening line says how the due date stands. */
export function reminderMail(
  input: {
    to: string;
    nombre: string;
    routeId: string;
    routeTitle: string;
    dueDate: string;
    kind: string;
    mandatory: boolean;
    /** Days from today to the due date; a week-before reminder sent late says how many are really left. */
    daysLeft?: number;
  },
  publicUrl: string,
): MailMessage {
  const daysLeft = input.daysLeft ?? 7;
  const inDays = `vence en ${String(daysLeft)} ${daysLeft === 1 ? 'día' : 'días'}`;
  const link = `${publicUrl}${paths.route(input.routeId)}`;
  const profile = `${publicUrl}${paths.profile()}`;
  const when =
    input.kind === 'due_in_7'
      ? `${inDays}, el ${dayText(input.dueDate)}`
      : input.kind === 'due_today'
        ? `vence hoy, ${dayText(input.dueDate)}`
        : `está atrasada: venció el ${dayText(input.dueDate)}`;
  const subject =
    input.kind === 'due_in_7'
      ? `Recordatorio: «${input.routeTitle}» ${inDays}`
      : input.kind === 'due_today'
        ? `Recordatorio: «${input.routeTitle}» vence hoy`
        : `Ruta atrasada: «${input.routeTitle}»`;
  const footer = input.mandatory
    ? 'Esta ruta es obligatoria: sus recordatorios no se pueden desactivar.'
    : `Puede dejar de recibir recordatorios de rutas no obligatorias en su perfil: ${profile}`;
  return {
    to: input.to,
    subject,
    text: `Hola, ${input.nombre}:\n\nLa ruta «${input.routeTitle}» de su plan de capacitación ${when}.\nContinúe aquí: ${link}\n\n${footer}`,
    html: wrap('Recordatorio de su plan de capacitación', [
      `Hola, ${escapeHtml(input.nombre)}:`,
      `La ruta «${escapeHtml(input.routeTitle)}» de su plan de capacitación ${escapeHtml(when)}.`,
      `<a href="${link}">Continúe la ruta aquí</a>.`,
      escapeHtml(footer),
    ]),
  };
}
