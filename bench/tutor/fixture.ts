/*
 * A fresh SQLite database filled by the app's own demo seed (routes, lessons, the document library with its PDFs,
 * the norms) and one learner with a session: what the tutor answers from on a new installation.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_POLICY_VERSION, LEARNER_PROFILE } from '@academia/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/config.js';
import { PasswordHasher } from '../../apps/server/src/modules/auth/password-hasher.js';
import { SESSION_COOKIE } from '../../apps/server/src/modules/auth/session-cookie.js';
import { seedDemo } from '../../apps/server/src/seed/seed.js';

export interface TutorFixture {
  app: FastifyInstance;
  cookie: string;
  close: () => Promise<void>;
}

export async function prepareTutorFixture(env: Record<string, string> = {}): Promise<TutorFixture> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // The bench asks far more than a person would in ten minutes.
    TUTOR_MAX_QUESTIONS: '10000',
    ...env,
  });
  const app = await buildApp(config, { hasher: new PasswordHasher({ N: 1024, r: 8, p: 1 }) });
  const { container } = app;
  await seedDemo(container, config, app.log);
  const user = await container.users.create({
    nombre: 'Aprendiz del tutor',
    email: 'aprendiz@tutor.academia-sst.local',
    password: `Tutor-${Math.random().toString(36).slice(2)}`,
    perfil: LEARNER_PROFILE,
    consent: { version: DATA_POLICY_VERSION, ip: null },
  });
  const token = await container.sessions.create(app.database.db, {
    userId: user.id,
    remember: false,
    ip: '127.0.0.1',
    userAgent: 'academia-sst-bench-tutor',
  });
  return {
    app,
    cookie: `${SESSION_COOKIE}=${token}`,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
