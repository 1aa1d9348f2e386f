/*
 * npm run bench:analytics:seed [-- --sqlite] [-- --learners=N] — fills a dedicated database with the generator
 * (PostgreSQL `bench_analytics` on BENCH_DATABASE_URL's server, or bench/results/analytics.sqlite) and prints
 * its time and size. npm run bench:analytics [-- --sqlite] — measures each dashboard and Insight Hub panel, cold
 * (after a start, and on new connections) and warm (decisions 039, 040, 046, 051 and 065; PANELS=hub for the
 * Insight Hub alone). npm run bench:analytics -- refresh [--sqlite] — brings a database seeded by an older version to the latest migration and times one refresh
 * (the rollups' first fill, decision 046). None is part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../../apps/server/src/db/database.js';
import { AnalyticsRepository } from '../../apps/server/src/modules/analytics/analytics.repository.js';
import { activeWindow, instantsOf, periodsOf } from '../../apps/server/src/modules/analytics/dashboard-period.js';
import { percentile } from '../lib/stats.js';
import { dashboardOf, insightsOf } from './dashboard-of.js';
import { FULL_SIZE, generate } from './generate.js';

const args = process.argv.slice(2);
const useSqlite = args.includes('--sqlite');
const learnersArg = args.find((a) => a.startsWith('--learners='));
const resultsDir = path.resolve(import.meta.dirname, '../results');
const sqliteDir = path.join(resultsDir, 'analytics-sqlite');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'bench_analytics';
const dbUrl = () => {
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
};

function open(): DatabaseHandle {
  return useSqlite
    ? createDatabase({ dataDir: sqliteDir, sqliteFile: 'analytics.sqlite' })
    : createDatabase({ dataDir: resultsDir, databaseUrl: dbUrl() });
}

async function databaseSize(handle: DatabaseHandle): Promise<string> {
  if (handle.kind === 'sqlite') {
    const files = fs.readdirSync(sqliteDir).map((f) => fs.statSync(path.join(sqliteDir, f)).size);
    return `${(files.reduce((a, b) => a + b, 0) / 1024 / 1024).toFixed(0)} MB`;
  }
  const { rows } = await sql<{
    size: string;
  }>`select pg_size_pretty(pg_database_size(current_database())) as size`.execute(handle.db);
  return rows[0]?.size ?? '?';
}

async function seed() {
  const size = { ...FULL_SIZE, ...(learnersArg ? { learners: Number(learnersArg.split('=')[1]) } : {}) };
  if (useSqlite) {
    fs.rmSync(sqliteDir, { recursive: true, force: true });
  } else {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${DB_NAME}`);
    await admin.query(`create database ${DB_NAME}`);
    await admin.end();
  }
  const handle = open();
  await migrateToLatest(handle);
  const began = performance.now();
  const written = await generate(handle.db, handle.kind, size, new Date());
  const generated = performance.now();
  await sql`analyze`.execute(handle.db);
  const service = await dashboardOf(handle);
  const refreshStart = performance.now();
  await service.refreshActivity(new Date());
  const refreshed = performance.now();
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from analytics_activity_days`.execute(
    handle.db,
  );
  // `vacuum` too: a freshly bulk-loaded table has no visibility map yet, so an index-only scan would still visit
  // every heap page; autovacuum would set it later on a live server (decision 046).
  if (handle.kind === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  console.log(
    JSON.stringify(
      {
        database: handle.kind,
        size,
        rows: { ...written, analytics_activity_days: Number(rows[0]?.n ?? 0) },
        progressAndAnswers: (written.item_progress ?? 0) + (written.evaluation_answers ?? 0),
        generatorSeconds: Math.round((generated - began) / 100) / 10,
        firstActivityRefreshSeconds: Math.round((refreshed - refreshStart) / 100) / 10,
        databaseSize: await databaseSize(handle),
      },
      null,
      2,
    ),
  );
  await handle.close();
}

/**
 * Migrates a seeded database to the latest version and times one refresh (the fill of any new rollup) and a second
 * one with nothing new.
 */
async function refresh() {
  const handle = open();
  await migrateToLatest(handle);
  const service = await dashboardOf(handle);
  const began = performance.now();
  await service.refreshActivity(new Date());
  const refreshed = performance.now();
  // A second refresh finds nothing new: what every dashboard and Insight Hub request pays first.
  await service.refreshActivity(new Date());
  const idleMs = performance.now() - refreshed;
  if (handle.kind === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  console.log(
    JSON.stringify(
      {
        database: handle.kind,
        refreshSeconds: Math.round((refreshed - began) / 100) / 10,
        refreshWithNothingNewMs: Math.round(idleMs * 10) / 10,
        databaseSize: await databaseSize(handle),
      },
      null,
      2,
    ),
  );
  await handle.close();
}

type Panel = {
  name: string;
  run: (h: DatabaseHandle, repo: AnalyticsRepository, company: string | null) => Promise<unknown>;
};

function panels(period: '30d' | '12m'): Panel[] {
  const { current, previous } = periodsOf({ period }, new Date());
  const both = async (f: (range: typeof current) => Promise<unknown>) => Promise.all([f(current), f(previous)]);
  const scope = (company: string | null) => ({ companyId: company });
  return [
    {
      name: 'activeLearners',
      run: (h, r, c) => both((d) => r.activeLearners(h.db, scope(c), activeWindow(d))),
    },
    { name: 'enrolments', run: (h, r, c) => both((d) => r.enrolments(h.db, scope(c), instantsOf(d))) },
    { name: 'completions+averageScore', run: (h, r, c) => both((d) => r.finalTests(h.db, scope(c), instantsOf(d))) },
    { name: 'averageGain', run: (h, r, c) => both((d) => r.averageGain(h.db, scope(c), instantsOf(d))) },
    { name: 'certificatesIssued', run: (h, r, c) => both((d) => r.certificatesIssued(h.db, scope(c), instantsOf(d))) },
    {
      name: 'certificatesExpiring',
      run: (h, r, c) =>
        both((d) => {
          const end = instantsOf(d).end;
          return r.certificatesExpiring(h.db, scope(c), end, new Date(Date.parse(end) + 30 * 86_400_000).toISOString());
        }),
    },
    { name: 'openActions', run: (h, r, c) => both((d) => r.openActions(h.db, c, instantsOf(d).end)) },
    { name: 'weeklyActivity', run: (h, r, c) => r.weeklyActivity(h.db, scope(c), current) },
    { name: 'completionsByRoute', run: (h, r, c) => r.completionsByRoute(h.db, scope(c), instantsOf(current)) },
    {
      name: 'whole dashboard (service)',
      run: async (h, _r, c) =>
        (await dashboardOf(h)).dashboard(c ? { kind: 'company', companyId: c } : { kind: 'all' }, { period }),
    },
    ...insightPanels(period),
  ];
}

/** The route the Insight Hub's route panels are measured on: the generator's first. */
const INSIGHT_ROUTE = 'r-0';

/**
 * The Insight Hub's panels (decision 040) through its service, as a request runs them: the filter's checks, the
 * SQL and the shaping. The at-risk panel includes the training plans' evaluation of its `overdue` criterion. Like
 * the whole dashboard above, each sample wires the service anew; that costs under a millisecond.
 */
function insightPanels(period: '30d' | '12m'): Panel[] {
  const scope = (c: string | null) => (c ? { kind: 'company' as const, companyId: c } : { kind: 'all' as const });
  const insight =
    (run: (service: Awaited<ReturnType<typeof insightsOf>>, c: string | null) => Promise<unknown>): Panel['run'] =>
    async (h, _r, c) =>
      run(await insightsOf(h), c);
  return [
    { name: 'hub: funnel (one route)', run: insight((s, c) => s.funnel(scope(c), { period, routeId: INSIGHT_ROUTE })) },
    { name: 'hub: learning gain', run: insight((s, c) => s.learningGain(scope(c), { period })) },
    { name: 'hub: weak topics and items', run: insight((s, c) => s.weakTopics(scope(c), { period })) },
    { name: 'hub: at-risk learners', run: insight((s, c) => s.atRisk(scope(c), { period })) },
    {
      name: 'hub: route detail',
      run: insight((s, c) => s.routeInsight(scope(c), INSIGHT_ROUTE, { period })),
    },
  ];
}

const COLD_SAMPLES = Number(process.env.COLD_SAMPLES ?? 5);
const WARM_SAMPLES = Number(process.env.WARM_SAMPLES ?? 20);
/** PANELS=hub measures only the panels whose name contains it. */
const ONLY_PANELS = process.env.PANELS;

async function time(f: () => Promise<unknown>): Promise<number> {
  const began = performance.now();
  await f();
  return performance.now() - began;
}

async function coldSamples(
  panel: Panel,
  company: string | null,
  warmed: boolean,
  count = COLD_SAMPLES,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const handle = open();
    if (warmed) await handle.warm();
    samples.push(await time(() => panel.run(handle, new AnalyticsRepository(handle.kind), company)));
    await handle.close();
  }
  return samples;
}

async function measure() {
  const rows: string[] = [];
  const views = [
    ['30d', null],
    ['30d', 'c-17'],
    ['12m', null],
    ['12m', 'c-17'],
  ] as const;
  for (const [period, company] of views) {
    {
      for (const panel of panels(period).filter((p) => !ONLY_PANELS || p.name.includes(ONLY_PANELS))) {
        // The panel's very first run reads its pages from disk into the database's cache, once; no later sample
        // can return to that state. It is left out of both cold columns so that they differ only in connections.
        await coldSamples(panel, company, false, 1);
        // Cold after a start: a new pool whose idle connections were opened as the server opens them when it
        // starts (decision 065), and the panel's first run on them: no plan cache, no catalog cache for its tables.
        const cold = await coldSamples(panel, company, true);
        // Cold connections: a pool with none open yet, as every request met after a 10 s pause before decision 065.
        const coldConnect = await coldSamples(panel, company, false);
        const handle = open();
        const repo = new AnalyticsRepository(handle.kind);
        await panel.run(handle, repo, company);
        const warm: number[] = [];
        for (let i = 0; i < WARM_SAMPLES; i += 1) warm.push(await time(() => panel.run(handle, repo, company)));
        await handle.close();
        const p95 = (values: number[]) =>
          percentile(
            [...values].sort((a, b) => a - b),
            95,
          ).toFixed(1);
        rows.push(
          `| ${period} | ${company ? 'una empresa' : 'todas'} | ${panel.name} | ${p95(cold)} | ${p95(coldConnect)} | ${p95(warm)} |`,
        );
        console.log(rows.at(-1));
      }
    }
  }
  const out = [
    '| period | scope | panel | cold p95 ms | cold, new connections, p95 ms | warm p95 ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `analytics-${useSqlite ? 'sqlite' : 'postgres'}.md`), `${out}\n`);
}

if (args.includes('seed')) await seed();
else if (args.includes('refresh')) await refresh();
else await measure();
