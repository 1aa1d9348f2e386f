import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { createDatabase, migrateToLatest } from './db/database.js';
import { withStartupLock } from './db/startup-lock.js';
import { seedDemo } from './seed/seed.js';

/**
 * `npm run db:migrate` applies pending migrations; `npm run db:seed` also loads the demo data; `npm run calibrate`
 * re-estimates every route's item parameters from the stored answers (the same as the admin's button).
 */
async function main(command: string | undefined) {
  const config = loadConfig();
  if (command === 'migrate') {
    const database = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    const applied = await withStartupLock(database, () => migrateToLatest(database));
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya estaba al día.');
    await database.close();
    return;
  }
  if (command === 'seed') {
    const app = await buildApp({ ...config, logLevel: 'warn' });
    await withStartupLock(app.database, () => seedDemo(app.container, config, app.log));
    await app.close();
    console.log('Datos de demostración cargados.');
    return;
  }
  if (command === 'calibrate') {
    const app = await buildApp({ ...config, logLevel: 'warn' });
    // Every route, a page at a time: the first page of the admin list used to stop silently at 100 routes.
    await app.container.bank.calibrateAll((route, result) => {
      console.log(
        `${route.title}: ${String(result.calibrated)} preguntas calibradas, ${String(result.skipped)} sin suficientes respuestas (mínimo ${String(result.minAnswers)}).`,
      );
    });
    await app.close();
    return;
  }
  console.error('Uso: cli.ts migrate | seed | calibrate');
  process.exitCode = 2;
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
