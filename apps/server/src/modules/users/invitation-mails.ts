import { paths } from '@academia/shared';
import type { MailMessage } from '../../infra/mail/mailer.js';
import { escapeHtml, wrap } from '../auth/auth-mails.js';

interface MailContext {
  publicUrl: string;
}

/** The invitation an admin's new account sends: a single-use link to choose the first password. */
export function invitationMail(
  to: string,
  nombre: string,
  token: string,
  hours: number,
  ctx: MailContext,
): MailMessage {
  const link = `${ctx.publicUrl}${paths.acceptInvitation.withToken(token)}`;
  const loginUrl = `${ctx.publicUrl}${paths.signIn()}`;
  return {
    to,
    subject: 'Invitación a Academia SST: active su cuenta',
    text: `Hola, ${nombre}:\n\nLe crearon una cuenta en Academia SST con este correo. Para activarla, elija su contraseña en este enlace:\n${link}\n\nEl enlace vence en ${String(hours)} horas y sirve una sola vez. Después inicie sesión en ${loginUrl}\n\nSi no esperaba esta invitación, ignore este mensaje.`,
    html: wrap('Active su cuenta de Academia SST', [
      `Hola, ${escapeHtml(nombre)}:`,
      'Le crearon una cuenta en Academia SST con este correo.',
      `Para activarla, <a href="${link}">elija su contraseña aquí</a>.`,
      `El enlace vence en ${String(hours)} horas y sirve una sola vez. Después inicie sesión en <a href="${loginUrl}">${loginUrl}</a>.`,
      'Si no esperaba esta invitación, ignore este mensaje.',
    ]),
  };
}
