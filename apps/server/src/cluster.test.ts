import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry from source, as `npm start` runs the built one: the primary forks workers with the same flags.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
const workerPids = new Set<number>();

/** The fields of the pino lines (the primary's and the workers') that the test reads. */
interface LogLine {
  msg?: string;
  pid?: number;
  reqId?: string;
  role?: string;
  worker?: number;
  workers?: number[];
}

interface Started {
  child: ChildProcess;
  lines: () => LogLine[];
  output: () => string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>): Started {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academia-cluster-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = () =>
    text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  return { child, lines, output: () => text, exited };
}

async function until<T>(what: string, read: () => T | undefined, started: Started, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}. Output:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A GET on a new connection each time, so cluster's round-robin hands it to the next worker. */
function get(port: number, requestId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/health', agent: false, headers: { 'x-request-id': requestId } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.setTimeout(5000, () => request.destroy(new Error(`GET /api/health (${requestId}) got no answer`)));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(() => {
  // Whatever happened above, no server process outlives the test file.
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of workerPids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
});

describe('cluster mode (WEB_CONCURRENCY)', () => {
  it('serves from two workers, replaces a killed one and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ WEB_CONCURRENCY: '2', PORT: String(port) });
    const ready = await until(
      'the primary to report its workers',
      () => server.lines().find((line) => Array.isArray(line.workers) && line.role === 'primary'),
      server,
    );
    const first = ready.workers!;
    for (const pid of first) workerPids.add(pid);
    expect(first).toHaveLength(2);
    expect(new Set(first).size).toBe(2);
    expect(first).not.toContain(server.child.pid);
    expect(ready.msg).toContain('2 procesos de trabajo');

    // Both workers answer: each request is logged by the worker that served it, with its pid.
    for (let index = 0; index < 6; index++) expect(await get(port, `cluster-a-${String(index)}`)).toBe(200);
    const servedBy = () =>
      new Set(
        server
          .lines()
          .filter((line) => line.reqId?.startsWith('cluster-a-'))
          .map((line) => line.pid),
      );
    await until('request logs', () => (servedBy().size === 2 ? true : undefined), server, 5000);
    expect([...servedBy()].sort()).toEqual([...first].sort());

    // A worker killed outright is replaced, and the server keeps answering meanwhile and afterwards.
    process.kill(first[0]!, 'SIGKILL');
    const restart = await until(
      'the restart log line',
      () => server.lines().find((line) => line.role === 'primary' && line.worker === first[0]),
      server,
    );
    expect(restart.msg).toContain('se reinicia');
    // Before the replacement listens, the surviving worker takes every connection.
    for (let index = 0; index < 2; index++) expect(await get(port, `cluster-b-${String(index)}`)).toBe(200);
    const replacement = await until(
      'a replacement worker to listen',
      () => {
        const pids = server
          .lines()
          .filter((line) => line.msg?.startsWith('Academia SST lista'))
          .map((line) => line.pid);
        return pids.find((pid) => pid !== undefined && !first.includes(pid));
      },
      server,
    );
    workerPids.add(replacement);
    expect(isAlive(replacement)).toBe(true);
    for (let index = 0; index < 4; index++) expect(await get(port, `cluster-c-${String(index)}`)).toBe(200);

    // SIGTERM to the primary: every worker finishes and the primary exits 0 within a few seconds.
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(8000);
    expect(isAlive(first[1]!)).toBe(false);
    expect(isAlive(replacement)).toBe(false);
  }, 45_000);

  // The three refusals run side by side: each is a process start-up, and together they take as long as the slowest.
  it('refuses to start with a bad WEB_CONCURRENCY, and exits 1 instead of retrying when a worker cannot start', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const taken = String((blocker.address() as net.AddressInfo).port);
      const [zero, letters, portTaken] = [
        start({ WEB_CONCURRENCY: '0', PORT: String(await freePort()) }),
        start({ WEB_CONCURRENCY: 'abc', PORT: String(await freePort()) }),
        start({ WEB_CONCURRENCY: '2', PORT: taken }),
      ];
      expect(await Promise.all([zero.exited, letters.exited, portTaken.exited])).toEqual([1, 1, 1]);
      for (const refused of [zero, letters]) {
        expect(refused.output()).toContain('WEB_CONCURRENCY: debe ser un número entero entre 1 y 64, o «auto»');
      }
      expect(portTaken.lines().some((line) => line.role === 'primary' && line.msg?.includes('no pudo iniciar'))).toBe(
        true,
      );
    } finally {
      blocker.close();
    }
  }, 30_000);
});
