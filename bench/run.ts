/*
 * npm run bench — builds if needed, fills a fresh database (SQLite, or PostgreSQL with BENCH_DATABASE_URL),
 * measures the ceiling, then runs the scenarios against the production server, then Lighthouse on the learner
 * pages, prints a table and writes bench/results/latest.json. `npm run bench -- lighthouse` (or
 * `npm run bench:lighthouse`) runs only the Lighthouse step and writes bench/results/lighthouse.json.
 * Exits non-zero only when the run itself broke; a missed target is only reported.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabaseTarget, type DatabaseTarget } from './lib/database-target.js';
import { startServer, type RunningServer } from './lib/server-process.js';
import { ratioTo } from './lib/stats.js';
import { formatTable } from './lib/table.js';
import { formatLighthouse, lighthouseTargets, type LighthouseResult } from './lighthouse/figures.js';
import { runLighthouse } from './lighthouse/run-lighthouse.js';
import { formatReport } from './report/format.js';
import { evaluateTargets } from './report/targets.js';
import type { BenchReport } from './report/types.js';
import { measureCeiling } from './scenarios/ceiling.js';
import { runExamPeak } from './scenarios/exam-peak.js';
import { runExamSaturation } from './scenarios/exam-saturation.js';
import { measureFirstLoad } from './scenarios/first-load.js';
import { examPeakShape, readsProfile, saturationProfile } from './scenarios/profiles.js';
import { readPathsOf, runReadPath } from './scenarios/read-paths.js';
import { prepareDatabase } from './setup/prepare-database.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(repoRoot, 'bench/results');
const running = new Set<RunningServer>();
let target: DatabaseTarget | null = null;

const step = (message: string) => console.log(`\n▸ ${message}`);
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

function serverEnv(db: DatabaseTarget, workers: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATA_DIR: db.dataDir,
    SEED_DEMO: 'false',
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    WEB_CONCURRENCY: String(workers),
  };
}

/**
 * BENCH_WORKERS (default: one per core) app processes for the second pass, which repeats the saturation and the
 * reads in cluster mode (decision 044) against the same ceiling; 1 skips that pass.
 */
function clusterWorkers(): number {
  const value = Number(process.env.BENCH_WORKERS ?? os.cpus().length);
  return Number.isInteger(value) && value > 1 ? value : 1;
}

/** The text the cluster primary logs once every worker listens (cluster.ts). */
const ALL_WORKERS_LISTEN = 'procesos de trabajo atienden en el mismo puerto';

/** BENCH_CPU_PROF=1 writes a V8 CPU profile of the server to bench/results/profiles (open it in Chrome DevTools). */
function profilingArgs(): string[] {
  if (process.env.BENCH_CPU_PROF !== '1') return [];
  return ['--cpu-prof', '--cpu-prof-dir', path.join(resultsDir, 'profiles')];
}

async function launch(name: string, args: string[], env: NodeJS.ProcessEnv, readyPath: string, dataDir: string) {
  const clustered = Number(env.WEB_CONCURRENCY) > 1;
  const server = await startServer({
    name,
    args,
    env,
    readyPath,
    ...(clustered ? { readyLogText: ALL_WORKERS_LISTEN } : {}),
    logFile: path.join(dataDir, `${name}.log`),
  });
  running.add(server);
  return server;
}

async function stop(server: RunningServer) {
  await server.stop();
  running.delete(server);
}

function writeResult(file: string, value: unknown) {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, file), `${JSON.stringify(value, null, 2)}\n`);
}

/** BENCH_LIGHTHOUSE_RUNS (default 3, 1 with BENCH_QUICK=1): Lighthouse runs per page; the median one is kept. */
async function measureLighthouse(quick: boolean): Promise<LighthouseResult> {
  const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || (quick ? 1 : 3);
  step(`Lighthouse, perfil móvil con 4G lento: ${String(runsPerPage)} por página, con el aprendiz de demostración`);
  const result = await runLighthouse({
    repoRoot,
    runsPerPage,
    reportDir: path.join(resultsDir, 'lighthouse'),
    onPage: (page) =>
      console.log(
        `  ${page.path}: rendimiento ${String(page.performance)}, accesibilidad ${String(page.accessibility)}`,
      ),
  });
  writeResult('lighthouse.json', { measuredAt: new Date().toISOString(), loadAverage: loadAverage(), ...result });
  return result;
}

async function lighthouseOnly(quick: boolean): Promise<void> {
  const result = await measureLighthouse(quick);
  const targets = lighthouseTargets(result);
  console.log(
    `\n${formatLighthouse(result)}\n\n${targetsTable(targets)}\n\nCifras completas en bench/results/lighthouse.json`,
  );
}

function targetsTable(targets: BenchReport['targets']): string {
  return formatTable(
    [{ header: 'Meta' }, { header: 'Medido', align: 'right' }, { header: 'Límite' }, { header: 'Resultado' }],
    targets.map((check) => [check.label, check.actual, check.limit, check.met ? 'cumple' : 'NO CUMPLE']),
  );
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadAverageBefore = loadAverage();
  const quick = process.env.BENCH_QUICK === '1';
  step('Compilando si hace falta');
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-if-needed.mjs')], { stdio: 'inherit' });
  if (process.argv.slice(2).includes('lighthouse')) return lighthouseOnly(quick);

  target = await createDatabaseTarget(process.env.BENCH_DATABASE_URL || undefined);
  const db = target;
  step(`Preparando la base de datos (${db.kind}) con ${String(examPeakShape.learners)} aprendices`);
  let shown = 0;
  const fixture = await prepareDatabase({
    dataDir: db.dataDir,
    databaseUrl: db.databaseUrl,
    learners: examPeakShape.learners,
    parallel: db.kind === 'postgres' ? 8 : 1,
    onProgress: (done, total) => {
      if (done / total >= shown + 0.25 || done === total) {
        shown = done / total;
        console.log(`  ${String(done)} de ${String(total)}`);
      }
    },
  });

  step('Techo: Fastify sin nada, mismas conexiones y duración');
  const ceilingServer = await launch(
    'techo',
    [path.join(repoRoot, 'bench/scenarios/ceiling-server.mjs')],
    { PATH: process.env.PATH },
    '/',
    db.dataDir,
  );
  const ceiling = {
    saturation: await measureCeiling(ceilingServer.url, saturationProfile),
    reads: await measureCeiling(ceilingServer.url, readsProfile),
  };
  await stop(ceilingServer);

  const server = await launch(
    'servidor',
    [...profilingArgs(), path.join(repoRoot, 'apps/server/dist/server.js')],
    // `WEB_CONCURRENCY=2 npm run bench` runs this first pass, exam peak included, in cluster mode as well.
    serverEnv(db, Number(process.env.WEB_CONCURRENCY) || 1),
    '/api/ready',
    db.dataDir,
  );
  step(`Examen en pico: ${String(examPeakShape.learners)} aprendices en ${String(examPeakShape.spreadSeconds)} s`);
  const examPeak = await runExamPeak(server, fixture, db, examPeakShape);
  console.log(`  p95 de continue ${String(examPeak.continueLatency.p95)} ms, ${String(examPeak.errors)} errores`);
  step(
    `Saturación de continue: ${String(saturationProfile.connections)} conexiones, ${String(saturationProfile.seconds)} s`,
  );
  const saturation = await runExamSaturation(server, fixture, db, saturationProfile);
  console.log(
    `  ${String(saturation.requestsPerSecond)} req/s (techo ${String(ceiling.saturation.requestsPerSecond)})`,
  );
  const readPaths = [];
  for (const read of readPathsOf(fixture)) {
    step(`Lectura: ${read.name}`);
    const result = await runReadPath(server, fixture, read, readsProfile);
    console.log(result.skipped ? `  sin medir: ${result.skipped}` : `  ${String(result.requestsPerSecond)} req/s`);
    readPaths.push({ ...result, ratio: ratioTo(ceiling.reads.requestsPerSecond, result.requestsPerSecond) });
  }
  await stop(server);
  const cluster = await measureCluster(db, fixture, ceiling);
  const lighthouseResult = await measureLighthouse(quick);

  const measured: Omit<BenchReport, 'targets'> = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    database: db.kind,
    quick,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'desconocida',
      node: process.version,
      totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
      loadAverageBefore,
      loadAverageAfter: loadAverage(),
    },
    preparation: { learners: fixture.learners.length, seconds: Math.round(fixture.seconds * 10) / 10 },
    ceiling,
    examPeak,
    examSaturation: {
      ...saturation,
      ratio: ratioTo(ceiling.saturation.requestsPerSecond, saturation.requestsPerSecond),
    },
    readPaths,
    cluster,
    firstLoad: await measureFirstLoad(repoRoot),
    lighthouse: lighthouseResult,
  };
  const report: BenchReport = {
    ...measured,
    targets: [...evaluateTargets(measured), ...lighthouseTargets(lighthouseResult)],
  };
  writeResult('latest.json', report);
  console.log(`\n${formatReport(report)}\n\nCifras completas en bench/results/latest.json`);
}

/** The second pass: the same saturation and reads with several app processes on one port. */
async function measureCluster(
  db: DatabaseTarget,
  fixture: Awaited<ReturnType<typeof prepareDatabase>>,
  ceiling: BenchReport['ceiling'],
): Promise<BenchReport['cluster']> {
  const workers = clusterWorkers();
  if (workers === 1) return null;
  step(`Modo clúster: ${String(workers)} procesos (WEB_CONCURRENCY=${String(workers)}), mismo techo`);
  const server = await launch(
    'servidor-cluster',
    [path.join(repoRoot, 'apps/server/dist/server.js')],
    serverEnv(db, workers),
    '/api/ready',
    db.dataDir,
  );
  const saturation = await runExamSaturation(server, fixture, db, saturationProfile);
  console.log(`  saturación: ${String(saturation.requestsPerSecond)} req/s`);
  const readPaths = [];
  for (const read of readPathsOf(fixture)) {
    const result = await runReadPath(server, fixture, read, readsProfile);
    console.log(`  ${read.name}: ${result.skipped ? 'sin medir' : `${String(result.requestsPerSecond)} req/s`}`);
    readPaths.push({ ...result, ratio: ratioTo(ceiling.reads.requestsPerSecond, result.requestsPerSecond) });
  }
  await stop(server);
  return {
    workers,
    examSaturation: {
      ...saturation,
      ratio: ratioTo(ceiling.saturation.requestsPerSecond, saturation.requestsPerSecond),
    },
    readPaths,
  };
}

async function cleanUp() {
  await Promise.all([...running].map((server) => server.stop()));
  await target?.dispose();
}

process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

main()
  .then(cleanUp)
  .catch(async (error: unknown) => {
    console.error('\nLa medición no pudo completarse:', error instanceof Error ? error.message : error);
    if (error instanceof Error && error.stack) console.error(error.stack);
    await cleanUp().catch(() => undefined);
    process.exit(1);
  });
