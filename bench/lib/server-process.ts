/*
 * Runs a server as a child process (the production build or the ceiling app), waits until it answers, samples its
 * resident memory and stops it. Its output goes to a log file whose tail is shown if it dies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { parseProcStatus, type ProcessMemory } from './proc-status.js';

export interface RunningServer {
  url: string;
  pid: number;
  memory: () => ProcessMemory;
  /** Polls VmRSS until the returned function is called, which gives the highest value seen (MB). */
  watchPeakRss: () => () => number;
  /** Throws if the process has exited (a crash during a scenario breaks the run). */
  assertAlive: () => void;
  stop: () => Promise<void>;
}

export interface ServerSpec {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  logFile: string;
  /** A path that answers 200 once the server is ready. */
  readyPath: string;
  /**
   * Also wait until the log file holds this text. In cluster mode the first worker already answers `readyPath`
   * while the others are still starting; the primary logs a line once every worker listens.
   */
  readyLogText?: string;
  /** Listen on this port instead of a free one (a restart that clients must find at the same address). */
  port?: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto')),
      );
    });
  });
}

function tail(file: string, lines = 30): string {
  if (!fs.existsSync(file)) return '';
  return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

async function waitUntilReady(child: ChildProcess, url: string, spec: ServerSpec): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${spec.name} terminó al arrancar:\n${tail(spec.logFile)}`);
    try {
      const response = await fetch(`${url}${spec.readyPath}`);
      const logged = !spec.readyLogText || fs.readFileSync(spec.logFile, 'utf8').includes(spec.readyLogText);
      if (response.ok && logged) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${spec.name} no respondió en 60 s:\n${tail(spec.logFile)}`);
}

export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  const port = spec.port ?? (await freePort());
  const log = fs.openSync(spec.logFile, 'a');
  const child = spawn(process.execPath, spec.args, {
    // A production start with the demo data off needs PUBLIC_URL (decision 029); the bench's is its own address.
    env: { PUBLIC_URL: `http://127.0.0.1:${String(port)}`, ...spec.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${String(port)}`;
  try {
    await waitUntilReady(child, url, spec);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid!;
  const memory = () => {
    try {
      return parseProcStatus(fs.readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
    } catch {
      return { rssMb: null, peakRssMb: null };
    }
  };
  return {
    url,
    pid,
    memory,
    watchPeakRss: () => {
      let peak = memory().rssMb ?? 0;
      const timer = setInterval(() => (peak = Math.max(peak, memory().rssMb ?? 0)), 100);
      return () => {
        clearInterval(timer);
        return Math.max(peak, memory().rssMb ?? 0);
      };
    },
    assertAlive: () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${spec.name} terminó durante la medición:\n${tail(spec.logFile)}`);
      }
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
