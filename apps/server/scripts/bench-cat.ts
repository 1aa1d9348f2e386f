/*
 * npm run bench:cat — how well the adaptive test measures each seeded route's real bank, by simulation (ADR 041).
 * Learners with a known true θ ~ N(0, 1) answer by the 2PL model; each item's true parameters are drawn around
 * its level (b = level ± 0.5, a ~ U(0.7, 1.6)) and the engine is told them, as after calibration. The engine runs
 * with its defaults and Sympson–Hetter parameters computed by simulation for that bank, and is compared with a fixed
 * 30-item form of the same bank. Seeded: the same seed prints the same table (BENCH_SEED=… to change it;
 * BENCH_ROUTES=a,b to run some routes only). Figures also go to bench/results/cat.json. The last column is the
 * same adaptive tests scored with the EAP instead of the WLE. For experiments (ADR 047): BENCH_CAT='{"randomesqueK":1}'
 * overrides engine settings, BENCH_SH_TARGET=0.3 the Sympson–Hetter target (1 turns the control off). For the
 * feasibility study of ADR 068: BENCH_DISCRIMINATION=lognormal draws a ~ lognormal(0, 0.3) instead of U(0.7, 1.6),
 * and BENCH_BY_ABILITY=1 prints, under each route, the mean length and squared error of the tests by true ability.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { estimateAbility } from '../src/modules/evaluations/engine/ability.estimator.js';
import { DEFAULT_CAT_CONFIG, PRETEST_MAX_ITEMS, type CatConfig } from '../src/modules/evaluations/engine/cat.config.js';
import { simulateCat } from '../src/modules/evaluations/engine/cat.simulation.js';
import type { CatItem, RandomFn } from '../src/modules/evaluations/engine/engine.types.js';
import { sympsonHetterParameters } from '../src/modules/evaluations/engine/exposure.control.js';
import { difficultyForLevel, probabilityCorrect } from '../src/modules/evaluations/engine/irt.model.js';
import { createRandom, normalSample } from '../src/modules/evaluations/engine/random.util.js';
import { scoreFromAbility } from '../src/modules/evaluations/engine/scoring.rules.js';
import { exposureTargetFor } from '../src/modules/evaluations/exposure-control.service.js';
import { seedItemBanks } from '../src/seed/seed-items/index.js';

const SEED = Number(process.env.BENCH_SEED ?? 20260521);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000);
const FRESHNESS_LEARNERS = Number(process.env.BENCH_FRESHNESS_LEARNERS ?? 150);
const SH_RUNS = Number(process.env.BENCH_SH_RUNS ?? 400);
const FIXED_FORM_LENGTH = 30;
/** The seeded routes keep the default pass mark of a new route. */
const PASS_MARK = 80;
const CONFIG: CatConfig = {
  ...DEFAULT_CAT_CONFIG,
  ...(JSON.parse(process.env.BENCH_CAT ?? '{}') as Partial<CatConfig>),
};
const ONLY = process.env.BENCH_ROUTES?.split(',');
const LOGNORMAL_DISCRIMINATION = process.env.BENCH_DISCRIMINATION === 'lognormal';
const BY_ABILITY = process.env.BENCH_BY_ABILITY === '1';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.resolve(here, '../../../bench/results/cat.json');

interface Outcome {
  truth: number;
  estimate: number;
  /** The EAP from the same answers (for the fixed form, the estimate itself): for comparison with the WLE. */
  eap: number;
  items: readonly string[];
  stoppedBySe: boolean;
}

/** A drawn discrimination: U(0.7, 1.6) by default, or the lognormal(0, 0.3), whose tail reaches past 2. */
function drawDiscrimination(random: RandomFn): number {
  return LOGNORMAL_DISCRIMINATION ? Math.exp(0.3 * normalSample(random)) : 0.7 + 0.9 * random();
}

/** True parameters around the item's level; the engine is given them (as after calibration). */
function trueBank(items: (typeof seedItemBanks)[number]['items'], routeKey: string, random: RandomFn): CatItem[] {
  return items.map((item, i) => ({
    id: `${routeKey}-${i + 1}`,
    topic: item.topic,
    b: difficultyForLevel(item.level) + (random() - 0.5),
    a: drawDiscrimination(random),
    ...(item.familyId ? { familyId: item.familyId } : {}),
  }));
}

function runCat(thetas: readonly number[], bank: readonly CatItem[], config: CatConfig, seed: number): Outcome[] {
  const random = createRandom(seed);
  return thetas.map((truth, learner) => {
    const { result, itemIds, responses } = simulateCat({
      bank,
      config,
      random,
      attemptKey: `aprendiz-${learner}`,
      respond: (item) => random() < probabilityCorrect(truth, item),
    });
    const eap = estimateAbility(responses).theta;
    return { truth, estimate: result.theta, eap, items: itemIds, stoppedBySe: result.stopReason === 'precision' };
  });
}

function runFixedForm(thetas: readonly number[], bank: readonly CatItem[], seed: number): Outcome[] {
  const random = createRandom(seed);
  // The most informative items for the population, one per family: what a careful author would pick.
  const families = new Set<string>();
  const form = [...bank]
    .sort((x, y) => Math.abs(x.b) / x.a - Math.abs(y.b) / y.a)
    .filter((item) => !item.familyId || (!families.has(item.familyId) && families.add(item.familyId)))
    .slice(0, FIXED_FORM_LENGTH);
  return thetas.map((truth) => {
    const answers = form.map((item) => ({ ...item, correct: random() < probabilityCorrect(truth, item) }));
    const eap = estimateAbility(answers).theta;
    return { truth, estimate: eap, eap, items: form.map((i) => i.id), stoppedBySe: false };
  });
}

/** Pre-test and three final attempts for each learner: how many items of the third attempt were seen before. */
function freshness(bank: readonly CatItem[], config: CatConfig, seed: number) {
  const random = createRandom(seed);
  let repeatedMax = 0;
  let repeatedTotal = 0;
  for (let learner = 0; learner < FRESHNESS_LEARNERS; learner++) {
    const theta = normalSample(random);
    const seen = new Map<string, number>();
    for (let session = 0; session < 4; session++) {
      // The pre-test is shorter and has no hold near the pass mark (ADR 053); the three attempts are final tests.
      const sessionConfig = session === 0 ? { ...config, maxItems: PRETEST_MAX_ITEMS, passMarkHoldZ: 0 } : config;
      const { itemIds } = simulateCat({
        bank,
        config: sessionConfig,
        random,
        seen,
        attemptKey: `frescura-${learner}-${session}`,
        respond: (item) => random() < probabilityCorrect(theta, item),
      });
      if (session === 3) {
        const repeated = itemIds.filter((id) => seen.has(id)).length;
        repeatedMax = Math.max(repeatedMax, repeated);
        repeatedTotal += repeated;
      }
      for (const id of itemIds) seen.set(id, session + 1);
    }
  }
  return { repeatedMax, repeatedMean: repeatedTotal / FRESHNESS_LEARNERS };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
/** Where the items go and where the error is: mean length and squared error of the tests by band of true θ. */
function printByAbility(outcomes: readonly Outcome[]) {
  const totalSquaredError = outcomes.reduce((sum, o) => sum + (o.estimate - o.truth) ** 2, 0);
  const bands = [-Infinity, -2, -1, 0, 0.5, 1.2, 2, Infinity];
  const label = (x: number) => (x === Infinity ? '∞' : x === -Infinity ? '−∞' : String(x));
  for (let i = 0; i + 1 < bands.length; i++) {
    const band = outcomes.filter((o) => o.truth >= bands[i]! && o.truth < bands[i + 1]!);
    if (band.length === 0) continue;
    const squaredError = band.reduce((sum, o) => sum + (o.estimate - o.truth) ** 2, 0);
    const items = band.reduce((sum, o) => sum + o.items.length, 0) / band.length;
    console.log(
      `|   θ ∈ [${label(bands[i]!)}, ${label(bands[i + 1]!)}): ${String(band.length)} aprendices, ` +
        `${items.toFixed(1)} ítems, error² ${(squaredError / band.length).toFixed(3)} ` +
        `(${pct(squaredError / totalSquaredError)} del total) |`,
    );
  }
}

function summarise(outcomes: readonly Outcome[], passMark: number) {
  const n = outcomes.length;
  const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
  const mt = mean(outcomes.map((o) => o.truth));
  const sd = (f: (o: Outcome) => number, m: number) => Math.sqrt(mean(outcomes.map((o) => (f(o) - m) ** 2)));
  const correlation = (f: (o: Outcome) => number) => {
    const m = mean(outcomes.map(f));
    return mean(outcomes.map((o) => (o.truth - mt) * (f(o) - m))) / (sd((o) => o.truth, mt) * sd(f, m));
  };
  const bias = (keep: (t: number) => boolean) => {
    const errors = outcomes.filter((o) => keep(o.truth)).map((o) => o.estimate - o.truth);
    return errors.length > 0 ? mean(errors) : NaN;
  };
  const uses = new Map<string, number>();
  for (const o of outcomes) for (const id of o.items) uses.set(id, (uses.get(id) ?? 0) + 1);
  const passes = (theta: number) => scoreFromAbility(theta) >= passMark;
  return {
    correlation: correlation((o) => o.estimate),
    correlationEap: correlation((o) => o.eap),
    rmse: Math.sqrt(mean(outcomes.map((o) => (o.estimate - o.truth) ** 2))),
    biasHigh: bias((t) => t >= 2),
    biasUpper: bias((t) => t >= 1 && t < 2),
    biasLow: bias((t) => t <= -2),
    meanItems: mean(outcomes.map((o) => o.items.length)),
    maxItems: Math.max(...outcomes.map((o) => o.items.length)),
    stoppedBySe: mean(outcomes.map((o) => (o.stoppedBySe ? 1 : 0))),
    maxExposure: Math.max(0, ...uses.values()) / n,
    passAgreement: mean(outcomes.map((o) => (passes(o.truth) === passes(o.estimate) ? 1 : 0))),
    passAgreementEap: mean(outcomes.map((o) => (passes(o.truth) === passes(o.eap) ? 1 : 0))),
  };
}

const report: Record<string, unknown>[] = [];
console.log(`bench:cat — semilla ${SEED}, ${LEARNERS} aprendices con θ ~ N(0, 1) por ruta`);
console.log(
  `CAT (evaluación final): mín ${CONFIG.minItems}, máx ${CONFIG.maxItems}, SE ${CONFIG.targetSe} (EAP, prior ` +
    `incluido), espera cerca del puntaje mínimo ${CONFIG.passMarkHoldZ} SE, randomesque ` +
    `${CONFIG.randomesqueK}, nota con ${CONFIG.scoreEstimator.toUpperCase()}; Sympson–Hetter (objetivo por banco); ` +
    `fijo: ${FIXED_FORM_LENGTH} ítems (EAP)\n`,
);
console.log(
  '| Ruta | Ítems (familias) | r CAT / fijo | RMSE CAT / fijo | Sesgo θ≥2 / 1–2 / ≤−2 | Ítems media / máx | Parada SE | ' +
    'Objetivo S-H | Exposición máx. | Acuerdo aprobó CAT / fijo | Repetidos 3.er intento (media / máx) | ' +
    'CAT con EAP: r / acuerdo |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');

for (const [index, seedBank] of seedItemBanks.entries()) {
  if (ONLY && !ONLY.includes(seedBank.routeKey)) continue;
  const passMark = PASS_MARK;
  const config: CatConfig = { ...CONFIG, passMark };
  const random = createRandom(SEED + index);
  const bank = trueBank(seedBank.items, seedBank.routeKey, random);
  const thetas = Array.from({ length: LEARNERS }, () => normalSample(random));
  const started = Date.now();
  // Families count once: a test takes at most one instance of each (ADR 041).
  const slots = bank.filter((i) => !i.familyId).length + new Set(bank.map((i) => i.familyId).filter(Boolean)).size;
  const target = Number(process.env.BENCH_SH_TARGET ?? exposureTargetFor(slots, config.maxItems));
  const { parameters, achievedMaxExposure } = sympsonHetterParameters({
    bank,
    config,
    maxExposure: target,
    runs: SH_RUNS,
    rounds: 6,
    random: createRandom(SEED + 100 + index),
  });
  const controlled = bank.map((item) => ({ ...item, exposureK: parameters.get(item.id) ?? 1 }));
  const catOutcomes = runCat(thetas, controlled, config, SEED + 200 + index);
  const cat = summarise(catOutcomes, passMark);
  const fixed = summarise(runFixedForm(thetas, bank, SEED + 300 + index), passMark);
  const fresh = freshness(controlled, config, SEED + 400 + index);
  const families = new Set(bank.flatMap((i) => (i.familyId ? [i.familyId] : []))).size;
  const familyItems = bank.filter((i) => i.familyId).length;
  console.log(
    `| ${seedBank.routeKey} | ${bank.length} (${familyItems} en ${families}) | ${cat.correlation.toFixed(3)} / ` +
      `${fixed.correlation.toFixed(3)} | ${cat.rmse.toFixed(3)} / ${fixed.rmse.toFixed(3)} | ` +
      `${cat.biasHigh.toFixed(2)} / ${cat.biasUpper.toFixed(2)} / ${cat.biasLow.toFixed(2)} | ` +
      `${cat.meanItems.toFixed(1)} / ${cat.maxItems} | ${pct(cat.stoppedBySe)} | ${pct(target)} | ${pct(cat.maxExposure)} | ` +
      `${pct(cat.passAgreement)} / ${pct(fixed.passAgreement)} | ${fresh.repeatedMean.toFixed(2)} / ${fresh.repeatedMax} | ` +
      `${cat.correlationEap.toFixed(3)} / ${pct(cat.passAgreementEap)} |`,
  );
  if (BY_ABILITY) printByAbility(catOutcomes);
  report.push({
    route: seedBank.routeKey,
    passMark,
    items: bank.length,
    familyItems,
    families,
    sympsonHetter: { target, achievedInCalibration: achievedMaxExposure },
    cat,
    fixedForm: fixed,
    thirdAttemptRepeats: fresh,
    seconds: (Date.now() - started) / 1000,
  });
}

fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(
  resultsFile,
  `${JSON.stringify({ seed: SEED, learners: LEARNERS, config: CONFIG, routes: report }, null, 2)}\n`,
);
console.log(`\nResultados en ${path.relative(process.cwd(), resultsFile)}`);
