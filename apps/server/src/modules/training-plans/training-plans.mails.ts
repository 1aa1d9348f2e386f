import { paths } from '@academia/shared';
import type { MailMessage } from '../../infra/mail/mailer.js';
import { escapeHtml, wrap } from '../auth/auth-mails.js';

const longDay = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'UTC' });
const dayText = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

/** Which reminder is due on `today` for a route due on `dueDate`, or null (decision 038). */
export function reminderKind(daysLeft: number): string | null {
  if (daysLeft === 7) return 'due_in_7';
  if (daysLeft === 0) return 'due_today';
  if (daysLeft < 0 && -daysLeft % 7 === 0) return `overdue_week_${String(-daysLeft / 7)}`;
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
  },
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}${paths.route(input.routeId)}`;
  const profile = `${publicUrl}${paths.profile()}`;
  const when =
    input.kind === 'due_in_7'
      ? `vence en 7 días, el ${dayText(input.dueDate)}`
      : input.kind === 'due_today'
        ? `vence hoy, ${dayText(input.dueDate)}`
        : `está atrasada: venció el ${dayText(input.dueDate)}`;
  const subject =
    input.kind === 'due_in_7'
      ? `Recordatorio: «${input.routeTitle}» vence en 7 días`
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
