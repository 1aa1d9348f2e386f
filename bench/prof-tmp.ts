import { performance } from 'node:perf_hooks';
import { addCalendarMonths } from '@academia/shared';
import { createDatabase } from '../apps/server/src/db/database.js';
import { InsightsRepository } from '../apps/server/src/modules/insights/insights.repository.js';
const handle = createDatabase({ dataDir: '/tmp', databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench_analytics' });
const repo = new InsightsRepository();
const db = handle.db;
const to = new Date().toISOString();
const from = addCalendarMonths(to, -12);
const routes = await repo.routes(db);
const routeId = routes[0]!.id;
const f = { companyId: null, routeId: null, from, to };
const fr = { ...f, routeId };
const probes: [string, () => Promise<unknown>][] = [
  ['funnelCounts', () => repo.funnelCounts(db, fr)],
  ['scorePairs', () => repo.scorePairs(db, f)],
  ['topicAnswers', () => repo.topicAnswers(db, f)],
  ['weakTopics', () => repo.weakTopics(db, f, 10)],
  ['failingItems', () => repo.failingItems(db, f, 10)],
  ['itemUsage', () => repo.itemUsage(db, fr)],
  ['bankUsage', () => repo.bankUsage(db, fr)],
  ['routeLearners', () => repo.routeLearners(db, fr, 200)],
  ['companyComparison', () => repo.companyComparison(db, fr)],
];
for (const [name, run] of probes) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) { const t = performance.now(); await run(); times.push(Math.round(performance.now() - t)); }
  console.log(name, times.join(' '));
}
await handle.close();
