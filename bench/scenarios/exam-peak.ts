/*
 * Exam peak (paced): a class of learners each starts the final test and answers until the adaptive test ends,
 * their starts spread evenly over the window the way a class starts together. One autocannon instance with one
 * connection per learner, launched at the learner's start time.
 */
import { seededRandom } from '../lib/answers.js';
import type { DatabaseTarget } from '../lib/database-target.js';
import { countOf, emptyTally, errorsOf, mergeTally, runLoad } from '../lib/load.js';
import type { RunningServer } from '../lib/server-process.js';
import { summarize, type LatencySummary } from '../lib/stats.js';
import type { BenchFixture } from '../setup/prepare-database.js';
import { learnerExamFlow, newExamCounters } from './exam-flows.js';

export interface ExamPeakResult {
  learners: number;
  spreadSeconds: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  continueLatency: LatencySummary;
  startLatency: LatencySummary;
  errors: number;
  answersSent: number;
  answersStored: number;
  testsFinished: number;
  peakRssMb: number;
  errorSamples: string[];
}

export async function runExamPeak(
  server: RunningServer,
  fixture: BenchFixture,
  target: DatabaseTarget,
  shape: { learners: number; spreadSeconds: number },
): Promise<ExamPeakResult> {
  const learners = fixture.learners.slice(0, shape.learners);
  const storedBefore = await target.countTestAnswers();
  const counters = newExamCounters();
  const total = emptyTally();
  const stopWatching = server.watchPeakRss();
  const began = performance.now();
  const gap = (shape.spreadSeconds * 1000) / learners.length;
  const runs = learners.map(
    (learner, index) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(() => {
          runLoad({
            url: server.url,
            connections: 1,
            // A safety net only: each learner's connection closes when its test ends.
            duration: 300,
            newFlow: () => learnerExamFlow(learner, fixture.examRouteId, seededRandom(10_000 + index), counters),
          }).then((tally) => {
            mergeTally(total, tally);
            resolve();
          }, reject);
        }, index * gap);
      }),
  );
  await Promise.all(runs);
  const seconds = (performance.now() - began) / 1000;
  const peakRssMb = stopWatching();
  server.assertAlive();
  const requests = countOf(total, 'start') + countOf(total, 'continue');
  return {
    learners: learners.length,
    spreadSeconds: shape.spreadSeconds,
    seconds: Math.round(seconds * 10) / 10,
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    continueLatency: summarize(total.latencies.get('continue') ?? []),
    startLatency: summarize(total.latencies.get('start') ?? []),
    errors: errorsOf(total),
    answersSent: counters.answersSent,
    answersStored: (await target.countTestAnswers()) - storedBefore,
    testsFinished: counters.finished,
    peakRssMb,
    errorSamples: total.errorSamples,
  };
}
