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
    subject: 'Te invitamos a Academia SST: activa tu cuenta',
    text: `Hola, ${nombre}:\n\nTe crearon una cuenta en Academia SST con este correo. Para activarla, elige tu contraseña en este enlace:\n${link}\n\nEl enlace vence en ${String(hours)} horas y sirve una sola vez. Después inicia sesión en ${loginUrl}\n\nSi no esperabas esta invitación, ignora este mensaje.`,
    html: wrap('Activa tu cuenta de Academia SST', [
      `Hola, ${escapeHtml(nombre)}:`,
      'Te crearon una cuenta en Academia SST con este correo.',
      `Para activarla, <a href="${link}">elige tu contraseña aquí</a>.`,
      `El enlace vence en ${String(hours)} horas y sirve una sola vez. Después inicia sesión en <a href="${loginUrl}">${loginUrl}</a>.`,
      'Si no esperabas esta invitación, ignora este mensaje.',
    ]),
  };
}
