/*
 * Exam saturation: `continue` driven as fast as the profile's connections can drive it, across many learners'
 * open final-test sessions. The sessions are opened just before the run (not measured): each learner's second
 * attempt on the exam route (the paced peak used the first) and first attempt on two other routes. Each
 * connection answers one session to its end, then takes the next from a shared queue.
 */
import { seededRandom } from '../lib/answers.js';
import type { DatabaseTarget } from '../lib/database-target.js';
import { countOf, errorsOf, runLoad } from '../lib/load.js';
import type { RunningServer } from '../lib/server-process.js';
import { summarize, type LatencySummary } from '../lib/stats.js';
import type { BenchFixture, BenchLearner } from '../setup/prepare-database.js';
import { newExamCounters, sessionPoolFlow, type OpenSession } from './exam-flows.js';
import type { LoadProfile } from './profiles.js';

export interface SaturationResult {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latency: LatencySummary;
  errors: number;
  sessionsOpened: number;
  sessionsFinished: number;
  /** True when the queue ran dry before the time was up: the figures then cover a shorter run. */
  poolExhausted: boolean;
  /**
   * Stored must lie between acknowledged and sent: an answer the server confirmed is stored, and one sent when the
   * time ran out may or may not have reached it before autocannon closed the connection.
   */
  answersSent: number;
  answersAcknowledged: number;
  answersStored: number;
  errorSamples: string[];
}

/** Opens (or resumes) each learner's next final-test attempt through the API; learners who already passed skip. */
async function openSessions(url: string, routeId: string, learners: BenchLearner[]): Promise<OpenSession[]> {
  const open: OpenSession[] = [];
  let next = 0;
  const worker = async () => {
    while (next < learners.length) {
      const learner = learners[next]!;
      next += 1;
      const response = await fetch(`${url}/api/evaluations/start`, {
        method: 'POST',
        headers: { cookie: learner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ routeId, kind: 'test' }),
      });
      if (response.status === 403) continue; // attempts used up
      if (!response.ok)
        throw new Error(`No se pudo abrir una evaluación: ${String(response.status)} ${await response.text()}`);
      const body = (await response.json()) as { sessionId: string; item: OpenSession['item'] | null };
      if (body.item) open.push({ cookie: learner.cookie, sessionId: body.sessionId, item: body.item });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return open;
}

/**
 * The stored answers once the requests still in flight when the time was up have landed (the server finishes them
 * although autocannon has closed their connections): the count read again until it stops changing.
 */
async function settledCount(target: DatabaseTarget): Promise<number> {
  let previous = await target.countTestAnswers();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const current = await target.countTestAnswers();
    if (current === previous) return current;
    previous = current;
  }
  return previous;
}

export async function runExamSaturation(
  server: RunningServer,
  fixture: BenchFixture,
  target: DatabaseTarget,
  profile: LoadProfile,
): Promise<SaturationResult> {
  const queue: OpenSession[] = [];
  for (const routeId of [fixture.examRouteId, ...fixture.extraRouteIds]) {
    queue.push(...(await openSessions(server.url, routeId, fixture.learners)));
  }
  const sessionsOpened = queue.length;
  if (sessionsOpened < profile.connections) {
    throw new Error(
      `Solo se abrieron ${String(sessionsOpened)} evaluaciones para ${String(profile.connections)} conexiones`,
    );
  }
  const storedBefore = await target.countTestAnswers();
  const counters = newExamCounters();
  let poolExhausted = false;
  let connection = 0;
  const tally = await runLoad({
    url: server.url,
    connections: profile.connections,
    duration: profile.seconds,
    warmup: profile.warmupSeconds,
    newFlow: () => {
      connection += 1;
      return sessionPoolFlow(queue, seededRandom(20_000 + connection), counters, () => (poolExhausted = true));
    },
  });
  server.assertAlive();
  const requests = countOf(tally, 'continue');
  return {
    connections: profile.connections,
    seconds: tally.seconds,
    requests,
    requestsPerSecond: Math.round(requests / tally.seconds),
    latency: summarize(tally.latencies.get('continue') ?? []),
    errors: errorsOf(tally),
    sessionsOpened,
    sessionsFinished: counters.finished,
    poolExhausted,
    answersSent: counters.answersSent,
    answersAcknowledged: counters.answersAcknowledged,
    answersStored: (await settledCount(target)) - storedBefore,
    errorSamples: tally.errorSamples,
  };
}
