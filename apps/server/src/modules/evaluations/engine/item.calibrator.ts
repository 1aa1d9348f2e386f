import type { ItemParameters } from './engine.types.js';
import { logLikelihood } from './irt.model.js';
import { fitItem } from './item-fit.util.js';
import { normalLogDensity, quadratureNodes } from './normal.util.js';

export interface CalibrationAnswer {
  /** One test taker on one occasion; an attempt id works, so a pre-test and a final test count as two. */
  personId: string;
  itemId: string;
  correct: boolean;
}

export interface CalibrationOptions {
  /** Items with fewer answers keep their parameters. */
  minAnswers?: number;
  /** From this many answers `a` is estimated too (2PL); below it the item is fitted as Rasch (a = 1). */
  minAnswersFor2pl?: number;
  /** Quadrature nodes on [−4, 4] for the N(0, 1) ability distribution. */
  points?: number;
  maxIterations?: number;
  /** EM stops once no calibrated parameter moved more than this (logits) in one cycle. */
  tolerance?: number;
}

export type CalibrationModel = '2pl' | 'rasch';

export interface CalibratedItem extends ItemParameters {
  answers: number;
  /** Observed share of right answers (classical p-value); null with no answers. */
  pCorrect: number | null;
  calibrated: boolean;
  model: CalibrationModel | null;
}

export interface CalibrationResult {
  items: Map<string, CalibratedItem>;
  iterations: number;
  converged: boolean;
}

interface PersonAnswers {
  items: number[];
  correct: boolean[];
}

function groupByPerson(answers: readonly CalibrationAnswer[], index: ReadonlyMap<string, number>): PersonAnswers[] {
  const persons = new Map<string, PersonAnswers>();
  for (const answer of answers) {
    const item = index.get(answer.itemId);
    if (item === undefined) continue;
    const person = persons.get(answer.personId) ?? { items: [], correct: [] };
    person.items.push(item);
    person.correct.push(answer.correct);
    persons.set(answer.personId, person);
  }
  return [...persons.values()];
}

/**
 * E-step: each person's posterior over the nodes, given the current parameters, spread over the items they
 * answered — the expected number of people (n) and of right answers (r) at each node, per free item.
 */
function expectedCounts(
  persons: readonly PersonAnswers[],
  logPrior: Float64Array,
  logRight: Float64Array,
  logWrong: Float64Array,
  models: readonly (CalibrationModel | null)[],
): { expected: Float64Array; expectedRight: Float64Array } {
  const Q = logPrior.length;
  const expected = new Float64Array(models.length * Q);
  const expectedRight = new Float64Array(models.length * Q);
  const posterior = new Float64Array(Q);
  for (const person of persons) {
    posterior.set(logPrior);
    person.items.forEach((i, k) => {
      const table = person.correct[k] ? logRight : logWrong;
      for (let q = 0; q < Q; q++) posterior[q] = (posterior[q] ?? 0) + (table[i * Q + q] ?? 0);
    });
    let peak = -Infinity;
    for (const value of posterior) peak = Math.max(peak, value);
    let mass = 0;
    for (let q = 0; q < Q; q++) {
      const weight = Math.exp((posterior[q] ?? 0) - peak);
      posterior[q] = weight;
      mass += weight;
    }
    for (let q = 0; q < Q; q++) posterior[q] = (posterior[q] ?? 0) / mass;
    person.items.forEach((i, k) => {
      if (!models[i]) return;
      const row = i * Q;
      for (let q = 0; q < Q; q++) expected[row + q] = (expected[row + q] ?? 0) + (posterior[q] ?? 0);
      if (!person.correct[k]) return;
      for (let q = 0; q < Q; q++) expectedRight[row + q] = (expectedRight[row + q] ?? 0) + (posterior[q] ?? 0);
    });
  }
  return { expected, expectedRight };
}

/**
 * Re-estimates item parameters from stored answers by marginal maximum likelihood with the EM algorithm of Bock &
 * Aitkin (1981): abilities are integrated out over a fixed grid with a N(0, 1) population distribution, which also
 * fixes the scale. Items with at least `minAnswersFor2pl` (200) answers get a 2PL fit with a ∈ [0.3, 2.5]; items
 * with at least `minAnswers` (30) a Rasch fit (a = 1); b is kept in [−4, 4]. Items with fewer answers keep their
 * parameters (`calibrated: false`) but still take part as fixed anchors in the E-step. Answers to ids not in
 * `items` are ignored. See README.md for the algorithm and its convergence criterion.
 */
export function calibrateItems(
  answers: readonly CalibrationAnswer[],
  items: readonly (ItemParameters & { id: string })[],
  options: CalibrationOptions = {},
): CalibrationResult {
  const { minAnswers = 30, minAnswersFor2pl = 200, points = 41, maxIterations = 500, tolerance = 1e-4 } = options;
  const index = new Map(items.map((item, i) => [item.id, i]));
  const nodes = quadratureNodes(points, -4, 4);
  const logPrior = Float64Array.from(nodes, (theta) => normalLogDensity(theta));

  const counts = items.map(() => ({ answers: 0, correct: 0 }));
  for (const answer of answers) {
    const count = counts[index.get(answer.itemId) ?? -1];
    if (!count) continue;
    count.answers += 1;
    if (answer.correct) count.correct += 1;
  }
  const models = counts.map(({ answers: n }): CalibrationModel | null =>
    n >= Math.max(minAnswers, minAnswersFor2pl) ? '2pl' : n >= minAnswers ? 'rasch' : null,
  );
  const a = items.map((item, i) => (models[i] === 'rasch' ? 1 : item.a));
  const b = items.map((item) => item.b);
  const free = models.flatMap((model, i) => (model ? [i] : []));
  // Only people who answered a free item inform the fit; the rest would just cost time.
  const persons = groupByPerson(answers, index).filter((person) => person.items.some((i) => models[i]));

  const Q = nodes.length;
  let iterations = 0;
  let converged = free.length === 0;
  while (!converged && iterations < maxIterations) {
    iterations += 1;
    // Log-probabilities of right and wrong answers per item and node, with the parameters of this cycle.
    const logRight = new Float64Array(items.length * Q);
    const logWrong = new Float64Array(items.length * Q);
    items.forEach((_, i) => {
      const item = { a: a[i] ?? 1, b: b[i] ?? 0 };
      nodes.forEach((theta, q) => {
        logRight[i * Q + q] = logLikelihood(theta, item, true);
        logWrong[i * Q + q] = logLikelihood(theta, item, false);
      });
    });

    const { expected, expectedRight } = expectedCounts(persons, logPrior, logRight, logWrong, models);

    // M-step: each free item is a weighted logistic regression on the nodes.
    let change = 0;
    for (const i of free) {
      const fitted = fitItem({
        nodes,
        expected: expected.subarray(i * Q, (i + 1) * Q),
        expectedRight: expectedRight.subarray(i * Q, (i + 1) * Q),
        start: { a: a[i] ?? 1, b: b[i] ?? 0 },
        estimateSlope: models[i] === '2pl',
      });
      change = Math.max(change, Math.abs(fitted.a - (a[i] ?? 1)), Math.abs(fitted.b - (b[i] ?? 0)));
      a[i] = fitted.a;
      b[i] = fitted.b;
    }
    converged = change < tolerance;
  }

  const result = new Map<string, CalibratedItem>();
  items.forEach((item, i) => {
    const count = counts[i] ?? { answers: 0, correct: 0 };
    const model = models[i] ?? null;
    result.set(item.id, {
      a: model ? (a[i] ?? item.a) : item.a,
      b: model ? (b[i] ?? item.b) : item.b,
      answers: count.answers,
      pCorrect: count.answers > 0 ? count.correct / count.answers : null,
      calibrated: model !== null,
      model,
    });
  });
  return { items: result, iterations, converged };
}
