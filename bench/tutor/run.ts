/*
 * npm run bench:tutor — asks the tutor every question of questions.ts over real HTTP (Server-Sent Events, no model)
 * against a freshly seeded database, and reports recall@3, off-topic declines, false declines and the p95 of the
 * time to the first `sources` event. Exits with 1 when a target is missed. `--verbose` lists every miss.
 */
import type { AddressInfo } from 'node:net';
import { prepareTutorFixture } from './fixture.js';
import { figuresOf, meetsTargets, TARGETS, type Outcome } from './metrics.js';
import { offTopic, onTopic } from './questions.js';

const verbose = process.argv.includes('--verbose');
const fixture = await prepareTutorFixture();
await fixture.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = fixture.app.server.address() as AddressInfo;

async function ask(question: string): Promise<Outcome> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${String(port)}/api/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: fixture.cookie },
    body: JSON.stringify({ question }),
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${String(response.status)} para «${question}»`);
  let msToSources = Number.NaN;
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    text += decoder.decode(chunk, { stream: true });
    if (Number.isNaN(msToSources) && text.includes('event: sources')) msToSources = performance.now() - started;
  }
  const data = (event: string) => /^data: (.*)$/m.exec(text.slice(text.indexOf(`event: ${event}\n`)))?.[1] ?? 'null';
  const sources = JSON.parse(data('sources')) as { title: string }[];
  const done = JSON.parse(data('done')) as { declined: boolean };
  return { titles: sources.map((source) => source.title), declined: done.declined, msToSources };
}

// A first question builds the passage index, as the first question after a start or an edit does; it is not timed.
await ask('¿Qué es el SG-SST?');
const onTopicResults = [];
for (const item of onTopic) onTopicResults.push({ ...item, outcome: await ask(item.question) });
const offTopicResults = [];
for (const question of offTopic) offTopicResults.push({ question, ...(await ask(question)) });
await fixture.close();

const figures = figuresOf(onTopicResults, offTopicResults);
if (verbose) {
  for (const q of onTopicResults) {
    const hit = q.outcome.titles.slice(0, 3).some((t) => q.expect.includes(t));
    if (!hit || q.outcome.declined)
      console.log(
        `MISS ${q.outcome.declined ? '(declinada) ' : ''}${q.question}\n  → ${q.outcome.titles.slice(0, 3).join(' | ')}`,
      );
  }
  for (const o of offTopicResults)
    if (!o.declined) console.log(`ACEPTADA ${o.question}\n  → ${o.titles.slice(0, 3).join(' | ')}`);
}
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(
  `Tutor (sin modelo): ${String(onTopic.length)} preguntas del tema, ${String(offTopic.length)} fuera del tema`,
);
console.log(`  recall@3                 ${percent(figures.recallAt3)}  (meta ≥ ${percent(TARGETS.recallAt3)})`);
console.log(
  `  fuera del tema declinadas ${percent(figures.offTopicDeclined)}  (meta ≥ ${percent(TARGETS.offTopicDeclined)})`,
);
console.log(`  declinadas por error     ${percent(figures.falseDeclines)}  (meta ≤ ${percent(TARGETS.falseDeclines)})`);
console.log(
  `  p95 hasta «sources»      ${figures.p95MsToSources.toFixed(1)} ms  (meta < ${String(TARGETS.p95MsToSources)} ms)`,
);
process.exitCode = meetsTargets(figures) ? 0 : 1;
