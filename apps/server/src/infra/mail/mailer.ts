import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../logger.js';
import type { Clock } from '../clock/clock.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Resolves when every message handed to `send` so far has been delivered or has failed. */
  idle(): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Stamps outbox file names, which sort in the order messages were written. */
  clock: Clock;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options) : new OutboxMailer(options);
}

/** Keeps track of messages in flight so shutdown (and tests) can wait for them. */
abstract class TrackingMailer implements Mailer {
  private readonly inFlight = new Set<Promise<void>>();

  send(message: MailMessage): Promise<void> {
    const delivery = this.deliver(message);
    const tracked = delivery.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(tracked);
    void tracked.then(() => this.inFlight.delete(tracked));
    return delivery;
  }

  async idle(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  protected abstract deliver(message: MailMessage): Promise<void>;
  abstract close(): void;
}

class SmtpMailer extends TrackingMailer {
  private readonly transport: Transporter;
  constructor(
    smtpUrl: string,
    private readonly options: MailerOptions,
  ) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  protected async deliver(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.options.from, ...message });
    // The log names the recipient and subject only: bodies carry codes and links.
    this.options.logger.info({ to: message.to, subject: message.subject }, 'Correo enviado por SMTP');
  }

  override close(): void {
    this.transport.close();
  }
}

class OutboxMailer extends TrackingMailer {
  private readonly transport: Transporter;
  constructor(private readonly options: MailerOptions) {
    super();
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  protected async deliver(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.options.from, ...message })) as { message: Buffer };
    await fs.mkdir(this.options.outboxDir, { recursive: true });
    const stamp = this.options.clock.now().toISOString().replace(/[:.]/g, '-');
    const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
    // Several app servers may share one outbox folder: a random suffix keeps names apart, and `wx` refuses to
    // overwrite a file rather than lose a message.
    const file = path.join(this.options.outboxDir, `${stamp}-${safeTo}-${crypto.randomBytes(6).toString('hex')}.eml`);
    await fs.writeFile(file, info.message, { flag: 'wx' });
    this.options.logger.info({ to: message.to, subject: message.subject, file }, 'Correo guardado en el outbox');
  }

  override close(): void {
    this.transport.close();
  }
}
