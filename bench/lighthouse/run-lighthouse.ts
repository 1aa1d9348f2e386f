/*
 * The phone-network step of `npm run bench`: starts the production build on a fresh data directory with the demo
 * data (as `npm start` does on a new machine), signs the demo learner in through the API, and runs Lighthouse in
 * its default mobile profile (a mid-range phone, simulated slow 4G) with Debian's Chromium on each learner page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, type RunningServer } from '../lib/server-process.js';
import { figuresOf, medianRun, type LhrLike, type LighthouseResult, type PageFigures } from './figures.js';

const CHROMIUM = process.env.BENCH_CHROMIUM || '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The demo learner the seed creates (`SEED_DEMO=true`); the e2e suite signs in with the same account. */
const DEMO_LEARNER = { email: 'aprendiz@academia-sst.local', password: 'AprendizDemo2026' };

interface PageToAudit {
  name: string;
  path: string;
  signedIn: boolean;
}

async function signIn(baseUrl: string): Promise<string> {
  // No Origin header: a script, not a browser page, which the same-origin check lets through (docs/decisions/017).
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LEARNER),
  });
  if (!response.ok) throw new Error(`El aprendiz de demostración no pudo ingresar: ${String(response.status)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('El ingreso no devolvió la cookie de sesión');
  return cookie;
}

async function getJson<T>(baseUrl: string, apiPath: string, cookie: string): Promise<T> {
  const response = await fetch(`${baseUrl}${apiPath}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${apiPath} respondió ${String(response.status)}`);
  return (await response.json()) as T;
}

interface Step {
  kind: string;
  itemKind: string | null;
  state: string;
  href: string;
}

const isOpenContent = (step: Step) => step.kind === 'content' && step.state !== 'locked';

async function postJson<T>(baseUrl: string, apiPath: string, cookie: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${apiPath}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${apiPath} respondió ${String(response.status)}`);
  return (await response.json()) as T;
}

interface TestItem {
  id: string;
  kind: string;
  options: { id: string }[];
}

/**
 * The demo learner has taken no pre-test, and a route opens its lessons after it: the learner takes the first
 * route's pre-test through the API, as the page would (always the first option; the score does not matter).
 */
async function takePretest(baseUrl: string, cookie: string, routeId: string): Promise<void> {
  const started = await postJson<{ sessionId: string; item: TestItem | null }>(
    baseUrl,
    '/api/evaluations/start',
    cookie,
    { routeId, kind: 'pretest' },
  );
  let item = started.item;
  while (item) {
    const answer = item.options[0]?.id;
    if (!answer) throw new Error(`La pregunta ${item.id} no tiene opciones`);
    const step = await postJson<{ item: TestItem | null }>(
      baseUrl,
      `/api/evaluations/${started.sessionId}/continue`,
      cookie,
      { itemId: item.id, answer: [answer] },
    );
    item = step.item;
  }
}

/**
 * The pages of the issue: a route of the catalog with a lesson the learner may open (a locked one answers
 * "Contenido bloqueado", not a lesson), and that lesson, a reading one if there is one.
 */
async function pagesToAudit(baseUrl: string, cookie: string): Promise<PageToAudit[]> {
  const catalog = await getJson<{ items: { id: string }[] }>(baseUrl, '/api/routes', cookie);
  let chosen: { routeId: string; lesson: Step } | null = null;
  for (const { id } of catalog.items) {
    const route = await getJson<{ steps: Step[] }>(baseUrl, `/api/routes/${id}`, cookie);
    const open = route.steps.filter(isOpenContent);
    const lesson = open.find((step) => step.itemKind === 'text') ?? open[0];
    if (lesson) {
      chosen = { routeId: id, lesson };
      break;
    }
  }
  if (!chosen) {
    // Every lesson locked behind its route's pre-test: take the first route's, then measure its first open lesson.
    const routeId = catalog.items[0]?.id;
    if (!routeId) throw new Error('La demostración no tiene rutas publicadas');
    await takePretest(baseUrl, cookie, routeId);
    const route = await getJson<{ steps: Step[] }>(baseUrl, `/api/routes/${routeId}`, cookie);
    const open = route.steps.filter(isOpenContent);
    const lesson = open.find((step) => step.itemKind === 'text') ?? open[0];
    if (!lesson) throw new Error(`La ruta ${routeId} no abre ningún contenido tras la prueba inicial`);
    chosen = { routeId, lesson };
  }
  const { routeId, lesson } = chosen;
  return [
    { name: 'Ingreso', path: '/', signedIn: false },
    { name: 'Inicio', path: '/inicio', signedIn: true },
    { name: 'Rutas', path: '/rutas', signedIn: true },
    { name: 'Una ruta', path: `/rutas/${routeId}`, signedIn: true },
    { name: 'Una lección', path: lesson.href, signedIn: true },
    { name: 'Biblioteca legislativa', path: '/bibliotecas/legislativa-sst', signedIn: true },
  ];
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return CHROMIUM;
  }
}

async function audit(port: number, url: string, cookie: string | null): Promise<LhrLike> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`Lighthouse falló en ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr;
}

export interface LighthouseOptions {
  repoRoot: string;
  runsPerPage: number;
  /** Where each page's full Lighthouse report (JSON, its last run) is written, to read in the Lighthouse viewer. */
  reportDir: string;
  onPage?: (page: PageFigures) => void;
}

/** Runs the whole step and stops everything it started, also when it fails. */
export async function runLighthouse({
  repoRoot,
  runsPerPage,
  reportDir,
  onPage,
}: LighthouseOptions): Promise<LighthouseResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academia-lighthouse-'));
  let server: RunningServer | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    server = await startServer({
      name: 'servidor-lighthouse',
      args: [path.join(repoRoot, 'apps/server/dist/server.js')],
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
      readyPath: '/api/ready',
      logFile: path.join(dataDir, 'server.log'),
    });
    const cookie = await signIn(server.url);
    const pages = await pagesToAudit(server.url, cookie);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    const measured: PageFigures[] = [];
    fs.mkdirSync(reportDir, { recursive: true });
    let version = '';
    for (const page of pages) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < runsPerPage; run += 1) {
        const url = `${server.url}${page.path}`;
        const cookieFor = page.signedIn ? cookie : null;
        // On a starved machine Lighthouse sometimes loses the trace (NO_NAVSTART) and asks to be run again: once.
        const port = chrome.port;
        const lhr = await audit(port, url, cookieFor).catch(() => audit(port, url, cookieFor));
        version = lhr.lighthouseVersion;
        runs.push(figuresOf(lhr, page));
        fs.writeFileSync(path.join(reportDir, `${slug(page.name)}.json`), JSON.stringify(lhr));
      }
      const median = medianRun(runs);
      onPage?.(median);
      measured.push(median);
    }
    return { lighthouseVersion: version, chromium: chromiumVersion(), runsPerPage, pages: measured };
  } finally {
    chrome?.kill();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
