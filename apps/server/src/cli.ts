import { createBackup } from './backup/backup.js';
import { BackupError } from './backup/manifest.js';
import { restoreBackup } from './backup/restore.js';
import { loadConfig } from './config/config.js';
import { createDatabase, migrateToLatest } from './db/database.js';
import { withStartupLock } from './db/startup-lock.js';
import { systemClock } from './infra/clock/clock.js';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString('es-CO', { maximumFractionDigits: 1 });

/** The value after `--dir` in `backup --dir <carpeta>`, if given. */
function dirOption(args: string[]): string | undefined {
  const at = args.indexOf('--dir');
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value) throw new BackupError('Falta la carpeta después de --dir.');
  return value;
}

/**
 * `npm run db:migrate` applies pending migrations; `npm run db:seed` also loads the demo data; `npm run calibrate`
 * re-estimates every route's item parameters from the stored answers (the same as the admin's button);
 * `npm run backup [-- --dir <carpeta>]` copies the SQLite database and the uploads while the server runs;
 * `npm run restore -- <carpeta>` puts such a copy back with the server stopped (docs/decisions/020).
 */
async function main(command: string | undefined, args: string[]) {
  const config = loadConfig();
  if (command === 'backup') {
    const { folder, manifest } = await createBackup({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      storageDriver: config.storage.driver,
      uploadsDir: config.storage.localRoot,
      into: dirOption(args),
      now: systemClock.now(),
    });
    const database = manifest.files.find((file) => file.path === manifest.database.file);
    const uploads = manifest.files.filter((file) => file.path.startsWith('uploads/'));
    console.log(`Copia de seguridad escrita en ${folder}`);
    console.log(`  Base de datos: ${megabytes(database?.size ?? 0)} MB, integridad verificada.`);
    console.log(
      manifest.uploads === 'local'
        ? `  Archivos subidos: ${String(uploads.length)} (${megabytes(uploads.reduce((sum, file) => sum + file.size, 0))} MB).`
        : '  Archivos subidos: están en S3; protéjalos con el versionado y la replicación del bucket (README).',
    );
    return;
  }
  if (command === 'restore') {
    const folder = args[0];
    if (!folder) throw new BackupError('Indique la carpeta de la copia: npm run restore -- <carpeta>');
    const { manifest, setAside } = await restoreBackup({
      folder,
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      uploadsDir: config.storage.localRoot,
      now: systemClock.now(),
    });
    console.log(
      `Copia del ${manifest.createdAt} restaurada en ${config.dataDir} (${String(manifest.files.length)} archivos verificados).`,
    );
    if (setAside) console.log(`Los datos que había quedaron apartados en ${setAside}.`);
    return;
  }
  if (command === 'migrate') {
    const database = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    const applied = await withStartupLock(database, () => migrateToLatest(database));
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya estaba al día.');
    await database.close();
    return;
  }
  // The whole app is loaded only by the commands that need it: a backup starts in a fraction of the time.
  const { buildApp } = await import('./app.js');
  if (command === 'seed') {
    const { seedDemo } = await import('./seed/seed.js');
    const app = await buildApp({ ...config, logLevel: 'warn' });
    await withStartupLock(app.database, () => seedDemo(app.container, config, app.log));
    await app.close();
    console.log('Datos de demostración cargados.');
    return;
  }
  if (command === 'calibrate') {
    const app = await buildApp({ ...config, logLevel: 'warn' });
    // Every route, a page at a time: the first page of the admin list used to stop silently at 100 routes.
    const { CLI_ACTOR } = await import('./modules/audit/audit.service.js');
    const routes: { id: string; title: string }[] = [];
    await app.container.bank.calibrateAll((route, result) => {
      routes.push(route);
      console.log(
        `${route.title}: ${String(result.calibrated)} preguntas calibradas, ${String(result.skipped)} sin suficientes respuestas (mínimo ${String(result.minAnswers)}).`,
      );
    }, CLI_ACTOR);
    // Exposure control depends on the calibrated parameters, so it is recomputed after them (ADR 041).
    for (const route of routes) {
      const exposure = await app.container.exposureControl.update(route.id);
      console.log(
        `${route.title}: control de exposición en ${String(exposure.restricted)} de ${String(exposure.items)} preguntas; exposición máxima simulada ${Math.round(100 * exposure.achievedMaxExposure)} %.`,
      );
    }
    await app.close();
    return;
  }
  console.error('Uso: cli.ts migrate | seed | calibrate | backup [--dir <carpeta>] | restore <carpeta>');
  process.exitCode = 2;
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
