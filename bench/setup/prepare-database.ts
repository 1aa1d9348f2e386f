/*
 * Fills a fresh database for the bench with the app's own code: migrations, the demo seed (routes, PDFs, item
 * banks) and the virtual learners, each created by the users service with a real session from the session
 * service, who then take the pre-test and complete the content of the routes they will be tested on.
 */
import { DATA_POLICY_VERSION, LEARNER_PROFILE, type SessionUser } from '@academia/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/config.js';
import { seedDemo } from '../../apps/server/src/seed/seed.js';
import { PasswordHasher } from '../../apps/server/src/modules/auth/password-hasher.js';
import { SESSION_COOKIE } from '../../apps/server/src/modules/auth/session-cookie.js';
import { seedRoutes } from '../../apps/server/src/seed/seed-routes/index.js';
import { seededRandom } from '../lib/answers.js';
import { completeRouteContent } from './learner-flows.js';

export interface BenchLearner {
  id: string;
  /** The `cookie` request header that signs this learner in. */
  cookie: string;
}

export interface BenchFixture {
  /** The route whose final test the whole class takes. */
  examRouteId: string;
  /** Other routes whose content every learner also completed: their final tests feed the saturation run. */
  extraRouteIds: string[];
  /** Every published route (the catalog the read paths list). */
  routeIds: string[];
  learners: BenchLearner[];
  /** Seconds the preparation took (not part of any measurement). */
  seconds: number;
}

export interface PrepareOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  learners: number;
  /** How many learners are prepared at once (PostgreSQL gains from overlapping round trips; SQLite does not). */
  parallel: number;
  onProgress?: (done: number, total: number) => void;
}

/** The route the class is examined on: the demo's induction course, which every new worker takes. */
export const EXAM_ROUTE_KEY = 'induccion-sst';
/**
 * The saturation run needs more open tests than one attempt per learner gives (each test is 8–20 answers, and
 * `continue` runs at well over a thousand per second), so every learner also completes these two short routes.
 */
export const EXTRA_ROUTE_KEYS = ['convivencia-laboral', 'copasst-vigia'];

export async function prepareDatabase(options: PrepareOptions): Promise<BenchFixture> {
  const began = performance.now();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  // Passwords are never typed in the bench (sessions come from the session service), so a cheaper scrypt cost
  // only saves the preparation minutes of hashing; the server process keeps the production cost.
  const app = await buildApp(config, { hasher: new PasswordHasher({ N: 1024, r: 8, p: 1 }) });
  try {
    const { container } = app;
    await seedDemo(container, config, app.log);
    const routeIds: string[] = [];
    for (const seed of seedRoutes) {
      const id = await container.routeAdmin.idBySeedKey(seed.key);
      if (id) routeIds.push(id);
    }
    const examRouteId = await container.routeAdmin.idBySeedKey(EXAM_ROUTE_KEY);
    const extraRouteIds = await Promise.all(EXTRA_ROUTE_KEYS.map((key) => container.routeAdmin.idBySeedKey(key)));
    if (!examRouteId || extraRouteIds.some((id) => !id)) {
      throw new Error('La semilla de demostración no creó las rutas esperadas');
    }

    const learners: BenchLearner[] = new Array<BenchLearner>(options.learners);
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < options.learners) {
        const index = next;
        next += 1;
        const number = String(index + 1).padStart(4, '0');
        const row = await container.users.create({
          nombre: `Aprendiz de carga ${number}`,
          email: `aprendiz-${number}@carga.academia-sst.local`,
          password: `Carga-${number}-${Math.random().toString(36).slice(2)}`,
          perfil: LEARNER_PROFILE,
          // Load-test people have accepted the data policy, or every call would answer CONSENT_REQUIRED.
          consent: { version: DATA_POLICY_VERSION, ip: null },
        });
        const token = await container.sessions.create(app.database.db, {
          userId: row.id,
          remember: false,
          ip: '127.0.0.1',
          userAgent: 'academia-sst-bench',
        });
        const user: SessionUser = {
          id: row.id,
          nombre: row.nombre,
          email: row.email,
          perfil: row.perfil,
          empresaId: row.empresaId,
          needsConsent: false,
          isRemembered: false,
        };
        const random = seededRandom(index + 1);
        for (const routeId of [examRouteId, ...extraRouteIds]) {
          await completeRouteContent(container, user, routeId!, random);
        }
        learners[index] = { id: row.id, cookie: `${SESSION_COOKIE}=${token}` };
        done += 1;
        options.onProgress?.(done, options.learners);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.parallel) }, worker));
    return {
      examRouteId,
      extraRouteIds: extraRouteIds.map((id) => id!),
      routeIds,
      learners,
      seconds: (performance.now() - began) / 1000,
    };
  } finally {
    await app.close();
  }
}
