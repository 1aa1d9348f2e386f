/*
 * A fresh database for the crash test, filled with the app's own code: migrations, the demo seed (the published
 * routes and their item banks) and the class of learners, each created by the users service with a password they
 * then type into the production server's sign-in. Nothing is written by hand.
 */
import { DATA_POLICY_VERSION, LEARNER_PROFILE } from '@academia/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/config.js';
import { seedDemo } from '../../apps/server/src/seed/seed.js';
import { seedRoutes } from '../../apps/server/src/seed/seed-routes/index.js';

export interface ClassMember {
  email: string;
  password: string;
}

export interface CrashFixture {
  learners: ClassMember[];
  /** Every seeded route: each learner takes their pre-tests one route after another. */
  routeIds: string[];
}

export async function prepareClass(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  learners: number;
}): Promise<CrashFixture> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const app = await buildApp(config);
  try {
    const { container } = app;
    await seedDemo(container, config, app.log);
    const routeIds: string[] = [];
    for (const seed of seedRoutes) {
      const id = await container.routeAdmin.idBySeedKey(seed.key);
      if (id) routeIds.push(id);
    }
    if (routeIds.length === 0) throw new Error('La semilla de demostración no creó rutas');
    const learners: ClassMember[] = [];
    for (let index = 1; index <= options.learners; index += 1) {
      const number = String(index).padStart(2, '0');
      const member = { email: `aprendiz-${number}@caida.academia-sst.local`, password: `Caida-${number}-2026` };
      await container.users.create({
        nombre: `Aprendiz ${number}`,
        ...member,
        perfil: LEARNER_PROFILE,
        consent: { version: DATA_POLICY_VERSION, ip: null },
      });
      learners.push(member);
    }
    return { learners, routeIds };
  } finally {
    await app.close();
  }
}
