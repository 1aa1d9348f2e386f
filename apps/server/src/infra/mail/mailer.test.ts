import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock/clock.js';
import { createMailer } from './mailer.js';

const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

describe('mailer over SMTP', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to a real SMTP server with sender, recipient and Spanish text', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${String(port)}`,
      from: 'Academia SST <no-responder@academia.test>',
      outboxDir: path.join(os.tmpdir(), 'no-se-usa'),
      logger: silentLogger,
      clock: systemClock,
    });
    await mailer.send({
      to: 'ana@example.co',
      subject: 'Prueba de envío',
      text: 'Capacitación en alturas',
      html: '<p>Capacitación</p>',
    });
    await mailer.idle();
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-responder@academia.test');
    expect(received[0]?.to).toEqual(['ana@example.co']);
    expect(received[0]?.data).toMatch(/^Subject: .*Prueba/m);
    expect(received[0]?.data).toContain('To: ana@example.co');
  });

  it('fails loudly when the SMTP server is unreachable', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'a@b.co',
      outboxDir: os.tmpdir(),
      logger: silentLogger,
      clock: systemClock,
    });
    await expect(mailer.send({ to: 'x@example.co', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
    mailer.close();
  });
});

describe('mailer to the outbox', () => {
  it('writes an .eml file per message when no SMTP server is configured', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const lines: unknown[] = [];
    const mailer = createMailer({
      from: 'Academia SST <no-responder@academia.test>',
      outboxDir,
      logger: { ...silentLogger, info: (obj: unknown) => lines.push(obj) },
      clock: systemClock,
    });
    await mailer.send({ to: 'luis@example.co', subject: 'Hola', text: 'Texto con código 123456', html: '<p>Hola</p>' });
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/luis@example\.co.*\.eml$/);
    const eml = fs.readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: luis@example.co');
    expect(eml).toContain('123456');
    expect(JSON.stringify(lines)).not.toContain('123456');
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
});
