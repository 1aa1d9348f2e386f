import crypto from 'node:crypto';
import { DATA_POLICY_VERSION, LEARNER_PROFILE } from '@academia/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import { cookieHeader, plainText, readOutbox, signIn } from './test-app.js';

/** A company by NIT (created when missing), for tests about who sees whom. */
export async function company(app: FastifyInstance, nombre: string, nit: string) {
  return app.container.companies.ensure({ nombre, nit, trabajadores: 20, claseRiesgo: 'III' });
}

/** The two companies the analytics tests spread their people over; their ids. */
export async function twoCompanies(app: FastifyInstance): Promise<[string, string]> {
  const andina = await company(app, 'Constructora Andina S.A.S.', '900123456-1');
  const caribe = await company(app, 'Logística del Caribe S.A.S.', '800197268-4');
  return [andina.id, caribe.id];
}

let counter = 0;
/** A person of `perfil` in `empresaId`, with consent given, signed in; `cookie` goes in request headers. */
export async function member(app: FastifyInstance, perfil: string, empresaId: string | null, nombre?: string) {
  counter += 1;
  const credentials = {
    nombre: nombre ?? `Persona ${String(counter)}`,
    email: `p${String(counter)}-${crypto.randomBytes(3).toString('hex')}@example.co`,
    password: 'Segura-2026',
  };
  const user = await app.container.users.create({
    ...credentials,
    perfil,
    empresaId,
    consent: { version: DATA_POLICY_VERSION, ip: null },
  });
  const response = await signIn(app, credentials.email, credentials.password);
  return { ...credentials, id: user.id, cookie: cookieHeader(response) };
}

/** A learner of `empresaId` who is not signed in (a row to act on). */
export async function learnerOf(app: FastifyInstance, empresaId: string | null, nombre?: string) {
  return member(app, LEARNER_PROFILE, empresaId, nombre);
}

/** The token of the newest invitation e-mailed to `email`, from the outbox. */
export async function invitationTokenFor(app: FastifyInstance, config: Config, email: string) {
  await app.container.mailer.idle();
  const mail = readOutbox(config)
    .filter((eml) => eml.includes(`To: ${email}`) && plainText(eml).includes('activar-cuenta'))
    .at(-1);
  // plainText decodes quoted-printable byte by byte; the bytes are UTF-8.
  const text = Buffer.from(plainText(mail ?? ''), 'latin1').toString('utf8');
  return { token: /token=([\w-]+)/.exec(text)?.[1], text };
}

/** The audit entries about one person, oldest first. */
export async function auditOf(app: FastifyInstance, entityId: string) {
  return app.database.db.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).orderBy('at').execute();
}
