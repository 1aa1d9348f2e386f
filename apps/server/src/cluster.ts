import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';

/** A worker that dies is replaced after this pause, so a crash does not turn into a tight fork loop. */
const RESTART_DELAY_MS = 1000;
/** More unexpected deaths than this within a minute is a crash loop: the primary stops replacing workers. */
const MAX_RESTARTS_PER_MINUTE = 5;
/** Each worker force-exits 10 s after a stop signal (server.ts); this leaves it room before the primary kills it. */
const STOP_TIMEOUT_MS = 15_000;

export interface PrimaryOptions {
  workers: number;
  logLevel: string;
}

/**
 * The primary process of cluster mode (decision 044): forks `workers` copies of the server, which share the port
 * through cluster's round-robin, replaces a worker that dies, and on SIGTERM/SIGINT stops them all gracefully.
 * Workers start one after the other, each once the previous one listens: on SQLite the start-up lock is a no-op, so
 * this is what keeps migrations, the initial accounts and the demo seed from running in two processes at once.
 */
export function runPrimary({ workers, logLevel }: PrimaryOptions): void {
  const log = pino({ level: logLevel, base: { pid: process.pid, role: 'primary' } });
  // Our own bookkeeping: cluster.workers drops a worker on `disconnect`, which may come before or after `exit`.
  const alive = new Set<Worker>();
  let pendingStarts = workers;
  const restarts: number[] = [];
  let starting: Worker | null = null;
  let initialStartDone = false;
  let stopping = false;
  let cleanStop = true;

  const startNext = () => {
    if (stopping || starting || pendingStarts === 0) return;
    pendingStarts--;
    starting = cluster.fork();
    alive.add(starting);
  };

  cluster.on('listening', (worker) => {
    if (worker !== starting) return;
    starting = null;
    if (!initialStartDone && pendingStarts === 0) {
      initialStartDone = true;
      const pids = [...alive].map((each) => each.process.pid);
      log.info({ workers: pids }, `${String(workers)} procesos de trabajo atienden en el mismo puerto`);
    }
    startNext();
  });

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      if (code !== 0) cleanStop = false;
      if (alive.size === 0) process.exit(cleanStop ? 0 : 1);
      return;
    }
    if (worker === starting) starting = null;
    if (!initialStartDone) {
      // A worker that cannot even start (a taken port, a failed migration) would fail the same way again: give up,
      // the worker has already printed why.
      log.error(
        { worker: worker.process.pid, code, signal },
        'Un proceso de trabajo no pudo iniciar; se detiene el servidor',
      );
      cleanStop = false;
      stopAll('SIGTERM');
      return;
    }
    // A monotonic reading: the crash-loop window must not stretch or shrink when the wall clock is adjusted.
    const now = performance.now();
    while (restarts.length > 0 && now - restarts[0]! > 60_000) restarts.shift();
    if (restarts.length >= MAX_RESTARTS_PER_MINUTE) {
      log.error(
        { worker: worker.process.pid, code, signal },
        `Más de ${String(MAX_RESTARTS_PER_MINUTE)} procesos de trabajo terminaron en un minuto; no se reinician más`,
      );
      if (alive.size === 0) process.exit(1);
      startNext();
      return;
    }
    restarts.push(now);
    log.warn(
      { worker: worker.process.pid, code, signal },
      `El proceso de trabajo ${String(worker.process.pid)} terminó inesperadamente; se reinicia en ${String(RESTART_DELAY_MS / 1000)} s`,
    );
    setTimeout(() => {
      pendingStarts++;
      startNext();
    }, RESTART_DELAY_MS);
  });

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: alive.size }, 'Cerrando los procesos de trabajo…');
    if (alive.size === 0) process.exit(cleanStop ? 0 : 1);
    for (const worker of alive) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of alive) {
        log.error({ worker: worker.process.pid }, 'Un proceso de trabajo no terminó a tiempo; se fuerza su cierre');
        worker.process.kill('SIGKILL');
      }
      cleanStop = false;
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));

  log.info(`Iniciando ${String(workers)} procesos de trabajo, uno tras otro…`);
  startNext();
}
