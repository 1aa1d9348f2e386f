import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { runPrimary } from './cluster.js';
import { ConfigError, loadConfig } from './config/config.js';
import { startRefusal, startWarnings } from './config/start-up-checks.js';
import { withStartupLock } from './db/startup-lock.js';
import { seedDemo } from './seed/seed.js';

const HOUSEKEEPING_MS = 60 * 60 * 1000;
const TRAINING_PLAN_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const refusal = startRefusal(config);
  if (refusal) throw new ConfigError([refusal]);
  // Cluster mode (decision 044): the primary only forks and supervises; each worker runs the rest of main().
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    runPrimary({ workers: config.webConcurrency, logLevel: config.logLevel });
    return;
  }
  const app = await buildApp(config);
  for (const warning of startWarnings(config)) app.log.warn(warning);
  if (config.seedDemo) await withStartupLock(app.database, () => seedDemo(app.container, config, app.log));

  const housekeeping = setInterval(() => {
    const { sessions, captcha, limiter } = app.container;
    Promise.all([sessions.purgeExpired(), captcha.purgeExpired(), limiter.purgeExpired()]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'La limpieza periódica falló'),
    );
  }, HOUSEKEEPING_MS);
  housekeeping.unref();
  // Training plans (decision 038): renewals and reminders; a lease row lets one process at a time run it.
  const trainingPlans = setInterval(() => {
    app.container.trainingPlanJob
      .run()
      .catch((error: unknown) => app.log.warn({ err: error }, 'La tarea del plan de capacitación falló'));
  }, TRAINING_PLAN_MS);
  trainingPlans.unref();
  app.addHook('onClose', async () => {
    clearInterval(trainingPlans);
    clearInterval(housekeeping);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Cerrando el servidor…');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Error al cerrar');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Academia SST lista en http://localhost:${String(config.port)} (base de datos: ${app.database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('No se pudo iniciar el servidor:', error);
  }
  process.exit(1);
});
