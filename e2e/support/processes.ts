import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `url` until it answers 2xx; fails early when `child` exits first. */
export async function waitUntilReady(url: string, deadline: number, child?: ChildProcess) {
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`El proceso terminó (código ${String(child.exitCode)}) antes de responder en ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`El servidor no respondió en ${url}`);
}

/** A child process and how to stop it and wait for it. */
export interface Running {
  child: ChildProcess;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export function start(command: string, args: string[], options: SpawnOptions): Running {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
