import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, start, waitUntilReady } from './support/processes.js';
import { startScaleOut } from './support/scale-out.js';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the built production server on a random port with a fresh data directory (SQLite, outbox) and demo data,
 * exactly as `npm start` would, and stops it after the run. Tests read the outbox from E2E_DATA_DIR.
 *
 * With E2E_TOPOLOGY=nginx the suite runs against the scale-out topology instead: two app servers on one fresh
 * PostgreSQL database and an S3-compatible store, behind nginx (support/scale-out.ts). E2E_APP_URLS then lists the
 * app servers' own addresses for the tests that talk to each one directly.
 */
export default async function globalSetup() {
  const serverEntry = path.join(root, 'apps/server/dist/server.js');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Falta la compilación: ejecuta `npm run build` (o `npm run test:e2e`, que compila primero).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sst-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;

  if (process.env.E2E_TOPOLOGY === 'nginx') {
    const topology = await startScaleOut(serverEntry, dataDir).catch((error: unknown) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
    process.env.E2E_BASE_URL = topology.baseUrl;
    process.env.E2E_APP_URLS = topology.appUrls.join(',');
    return async () => {
      await topology.teardown();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const server = start(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      DATABASE_URL: '',
      SMTP_URL: '',
      CAPTCHA_MAX_COUNTER: '2000',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
  });
  process.env.E2E_BASE_URL = baseUrl;
  await waitUntilReady(`${baseUrl}/api/ready`, Date.now() + 30_000, server.child);

  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
