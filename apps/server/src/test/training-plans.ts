import crypto from 'node:crypto';
import { DATA_POLICY_VERSION, LEARNER_PROFILE } from '@academia/shared';
import type { FastifyInstance } from 'fastify';
import { cookieHeader, signIn } from './test-app.js';

/** A learner with a job title (cargo) in a company, signed in. */
export async function learnerWithCargo(
  app: FastifyInstance,
  empresaId: string | null,
  cargo: string | null,
  nombre?: string,
) {
  const credentials = {
    nombre: nombre ?? `Aprendiz ${crypto.randomBytes(2).toString('hex')}`,
    email: `a-${crypto.randomBytes(4).toString('hex')}@example.co`,
    password: 'Segura-2026',
  };
  const user = await app.container.users.create({
    ...credentials,
    perfil: LEARNER_PROFILE,
    empresaId,
    cargo,
    consent: { version: DATA_POLICY_VERSION, ip: null },
  });
  const cookie = cookieHeader(await signIn(app, credentials.email, credentials.password));
  return { ...credentials, id: user.id, cookie };
}

/**
 * A finished, passed final test and its certificate, written straight to the tables: the hand-built data the
 * status tests need (how a test is passed is covered by the evaluations tests).
 */
export async function passedWithCertificate(
  app: FastifyInstance,
  input: { userId: string; routeId: string; issuedAt: string; expiresAt?: string | null },
) {
  const sessionId = crypto.randomUUID();
  const db = app.database.db;
  await db
    .insertInto('evaluation_sessions')
    .values({
      id: sessionId,
      route_id: input.routeId,
      user_id: input.userId,
      kind: 'test',
      attempt: 1,
      status: 'finished',
      current_item_id: null,
      answered: 10,
      theta: 1,
      se: 0.3,
      score: 90,
      passed: 1,
      pass_mark: 70,
      stop_reason: 'precision',
      mastery: null,
      seed: 1,
      started_at: input.issuedAt,
      finished_at: input.issuedAt,
      updated_at: input.issuedAt,
    })
    .execute();
  const id = crypto.randomUUID();
  await db
    .insertInto('certificates')
    .values({
      id,
      code: crypto.randomBytes(5).toString('hex').toUpperCase(),
      user_id: input.userId,
      route_id: input.routeId,
      session_id: sessionId,
      learner_name: 'Aprendiz',
      document_number: null,
      route_title: 'Ruta',
      hours: 4,
      score: 90,
      issued_at: input.issuedAt,
      revoked_at: null,
      document_type: null,
      company_name: null,
      items_completed: null,
      study_seconds: null,
      pass_mark: 70,
      signer_name: null,
      signer_license: null,
      expires_at: input.expiresAt ?? null,
    })
    .execute();
  return { id, sessionId };
}
