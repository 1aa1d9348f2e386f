import type { MailMessage } from '../../infra/mail/mailer.js';
import { escapeHtml, wrap } from '../auth/auth-mails.js';

/** The reminder a lead sends from the at-risk list: which route, and a link straight back to it. */
export function reminderMail(to: string, nombre: string, routeTitle: string, link: string): MailMessage {
  return {
    to,
    subject: `Recordatorio: continúe la ruta «${routeTitle}»`,
    text: `Hola, ${nombre}:\n\nLe recordamos que tiene en curso la ruta «${routeTitle}» en Academia SST. Continúe donde la dejó en este enlace:\n${link}\n\nSi necesita ayuda, escriba al responsable de SST de su empresa.`,
    html: wrap('Continúe su ruta en Academia SST', [
      `Hola, ${escapeHtml(nombre)}:`,
      `Le recordamos que tiene en curso la ruta «${escapeHtml(routeTitle)}» en Academia SST.`,
      `<a href="${link}">Continúe donde la dejó</a>.`,
      'Si necesita ayuda, escriba al responsable de SST de su empresa.',
    ]),
  };
}
