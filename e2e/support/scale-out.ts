import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { requestsPerServer, startNginx } from './nginx.js';
import { freePort, start, waitUntilReady, type Running } from './processes.js';

const root = path.resolve(import.meta.dirname, '../..');
const S3_BUCKET = 'academia';
// s3rver's built-in credentials.
const S3_KEY = 'S3RVER';

function psql(baseUrl: string, command: string) {
  execFileSync('psql', [`${baseUrl}/postgres`, '-v', 'ON_ERROR_STOP=1', '-qc', command], { stdio: 'inherit' });
}

export interface ScaleOut {
  /** The address the browser uses: nginx. */
  baseUrl: string;
  /** Each app server's own address, for the tests that talk to one process directly. */
  appUrls: string[];
  teardown: () => Promise<void>;
}

/**
 * The production topology in miniature: a fresh PostgreSQL database, an S3-compatible server (s3rver), two app
 * servers started at the same moment on both, and nginx in front of them with the reference proxy rules,
 * round-robin and no stickiness. Each app server has its own DATA_DIR (nothing on local disk is shared) except the
 * mail outbox, which both write to `dataDir/outbox` where the tests read it.
 */
export async function startScaleOut(serverEntry: string, dataDir: string): Promise<ScaleOut> {
  const pgBase = (process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
  const database = `e2e_${crypto.randomBytes(5).toString('hex')}`;
  psql(pgBase, `create database ${database}`);
  const running: Running[] = [];
  const teardown = async () => {
    // nginx first, then the app servers, then what they use.
    for (const process of running.reverse()) await process.stop();
    psql(pgBase, `drop database if exists ${database} with (force)`);
  };

  try {
    const s3Port = await freePort();
    const s3Dir = path.join(dataDir, 's3');
    fs.mkdirSync(s3Dir);
    const s3 = start(
      process.execPath,
      [
        path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
        ...['-d', s3Dir, '-a', '127.0.0.1', '-p', String(s3Port), '--silent', '--configure-bucket', S3_BUCKET],
      ],
      { cwd: root },
    );
    running.push(s3);
    await waitUntilReady(`http://127.0.0.1:${String(s3Port)}/`, Date.now() + 30_000, s3.child);

    const [nginxPort, ...appPorts] = await Promise.all([freePort(), freePort(), freePort()]);
    const baseUrl = `http://127.0.0.1:${String(nginxPort)}`;
    const apps = appPorts.map((port, index) => {
      const app = start(process.execPath, [serverEntry], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(dataDir, `app-${String(index + 1)}`),
          MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
          DATABASE_URL: `${pgBase}/${database}`,
          STORAGE_DRIVER: 's3',
          S3_ENDPOINT: `http://127.0.0.1:${String(s3Port)}`,
          S3_BUCKET,
          S3_ACCESS_KEY_ID: S3_KEY,
          S3_SECRET_ACCESS_KEY: S3_KEY,
          S3_FORCE_PATH_STYLE: 'true',
          // The browser's origin is nginx's; nginx sets X-Forwarded-For, and only nginx reaches the app ports.
          PUBLIC_URL: baseUrl,
          TRUST_PROXY: 'true',
          SEED_DEMO: 'true',
          ADMIN_EMAIL: '',
          ADMIN_PASSWORD: '',
          ALTCHA_HMAC_KEY: '',
          SMTP_URL: '',
          CAPTCHA_MAX_COUNTER: '2000',
          LOG_LEVEL: 'warn',
        },
      });
      running.push(app);
      return app;
    });
    // Both at once, as after a deployment: start-up must be safe under concurrency (docs/decisions/021).
    await Promise.all(
      apps.map((app, index) =>
        waitUntilReady(`http://127.0.0.1:${String(appPorts[index])}/api/ready`, Date.now() + 120_000, app.child),
      ),
    );

    const nginxDir = path.join(dataDir, 'nginx');
    fs.mkdirSync(nginxDir);
    const nginx = startNginx(nginxDir, nginxPort ?? 0, appPorts);
    running.push(nginx);
    await waitUntilReady(`${baseUrl}/api/ready`, Date.now() + 30_000, nginx.child);

    return {
      baseUrl,
      appUrls: appPorts.map((port) => `http://127.0.0.1:${String(port)}`),
      teardown: async () => {
        const counts = requestsPerServer(nginxDir);
        console.warn(`nginx repartió las peticiones así: ${JSON.stringify(counts)}`);
        await teardown();
      },
    };
  } catch (error) {
    await teardown();
    throw error;
  }
}
