import { paths } from '@academia/shared';
import type { MailMessage } from '../../infra/mail/mailer.js';

interface MailContext {
  publicUrl: string;
  providerName: string;
}

/** Escapes text placed in an e-mail's HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

/** The HTML shell shared by every e-mail the platform sends. */
export function wrap(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  return `<!doctype html><html lang="es-CO"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<h1 style="font-size:20px">${title}</h1>
${body}
<p style="color:#555;font-size:12px">Academia SST · Este es un mensaje automático, no responda a este correo.</p>
</body></html>`;
}

export function welcomeMail(to: string, nombre: string, ctx: MailContext): MailMessage {
  const loginUrl = `${ctx.publicUrl}${paths.signIn()}`;
  return {
    to,
    subject: 'Le damos la bienvenida a Academia SST',
    text: `Hola, ${nombre}:\n\nSu cuenta en Academia SST está lista. Inicie sesión con su correo y la contraseña que eligió en ${loginUrl}\n\nSi usted no creó esta cuenta, ignore este mensaje.`,
    html: wrap('Su cuenta está lista', [
      `Hola, ${escapeHtml(nombre)}:`,
      `Su cuenta en Academia SST está lista. Inicie sesión con su correo y la contraseña que eligió en <a href="${loginUrl}">${loginUrl}</a>.`,
      'Si usted no creó esta cuenta, ignore este mensaje.',
    ]),
  };
}

/** Sent instead of the welcome when someone signs up with an address that already has an account. */
export function alreadyRegisteredMail(to: string, ctx: MailContext): MailMessage {
  const resetUrl = `${ctx.publicUrl}${paths.resetPassword()}`;
  return {
    to,
    subject: 'Usted ya tiene una cuenta en Academia SST',
    text: `Hola:\n\nAlguien intentó crear una cuenta en Academia SST con este correo, pero ya existe una cuenta con él. Si fue usted y no recuerda su contraseña, restablézcala en ${resetUrl}\n\nSi no fue usted, ignore este mensaje: su cuenta no cambió.`,
    html: wrap('Usted ya tiene una cuenta', [
      'Hola:',
      'Alguien intentó crear una cuenta en Academia SST con este correo, pero ya existe una cuenta con él.',
      `Si fue usted y no recuerda su contraseña, <a href="${resetUrl}">restablézcala aquí</a>.`,
      'Si no fue usted, ignore este mensaje: su cuenta no cambió.',
    ]),
  };
}

export function resetCodeMail(
  to: string,
  nombre: string,
  code: string,
  token: string,
  minutes: number,
  ctx: MailContext,
): MailMessage {
  const link = `${ctx.publicUrl}${paths.resetPassword.withToken(token)}`;
  return {
    to,
    subject: 'Código para restablecer su contraseña de Academia SST',
    text: `Hola, ${nombre}:\n\nSu código para restablecer la contraseña de Academia SST es: ${code}\n\nTambién puede abrir este enlace: ${link}\n\nEl código y el enlace vencen en ${String(minutes)} minutos y sirven una sola vez. Si usted no lo pidió, ignore este mensaje.`,
    html: wrap('Restablezca su contraseña', [
      `Hola, ${escapeHtml(nombre)}:`,
      `Su código para restablecer la contraseña es: <strong style="font-size:22px;letter-spacing:4px">${code}</strong>`,
      `También puede <a href="${link}">abrir este enlace para elegir una nueva contraseña</a>.`,
      `El código y el enlace vencen en ${String(minutes)} minutos y sirven una sola vez. Si usted no lo pidió, ignore este mensaje.`,
    ]),
  };
}
