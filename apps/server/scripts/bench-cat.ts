/*
 * npm run bench:cat — how well the adaptive test measures, by simulation. Learners with a known true θ ~ N(0, 1)
 * answer by the 2PL model; we compare what each method estimates with the truth. Seeded: the same seed prints the
 * same table (BENCH_SEED=… to change it). Figures also go to bench/results/cat.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { estimateAbility } from '../src/modules/evaluations/engine/ability.estimator.js';
import type { CatConfig } from '../src/modules/evaluations/engine/cat.config.js';
import { simulateCat } from '../src/modules/evaluations/engine/cat.simulation.js';
import type { CatItem, ItemLevel, RandomFn } from '../src/modules/evaluations/engine/engine.types.js';
import { sympsonHetterParameters } from '../src/modules/evaluations/engine/exposure.control.js';
import { difficultyForLevel, probabilityCorrect } from '../src/modules/evaluations/engine/irt.model.js';
import { createRandom, normalSample } from '../src/modules/evaluations/engine/random.util.js';
import { scoreFromAbility } from '../src/modules/evaluations/engine/scoring.rules.js';

const SEED = Number(process.env.BENCH_SEED ?? 20260521);
const LEARNERS = 2000;
const MIN_BANK = 30;
const FIXED_FORM_LENGTH = 30;
const PASS_MARK = 80;
const CAT_CONFIG: Partial<CatConfig> = { minItems: 8, maxItems: 20, targetSe: 0.35, randomesqueK: 5 };
const SH_TARGET = 0.6;

const here = path.dirname(fileURLToPath(import.meta.url));
const seedItemsFile = path.resolve(here, '../src/seed/seed-items/index.ts');
const resultsFile = path.resolve(here, '../../../bench/results/cat.json');

/** A bank item with its true parameters (used to simulate answers) and its author level. */
type BenchItem = CatItem & { level: ItemLevel };

const seedModuleSchema = z.object({
  seedItemBanks: z
    .array(
      z.object({
        routeKey: z.string(),
        items: z.array(z.object({ topic: z.string(), level: z.enum(['easy', 'medium', 'hard']) })).min(1),
      }),
    )
    .min(1),
});

/** True parameters for an item of a given level: b from the level ± 0.5 logit, a ~ U(0.7, 1.6). */
function trueItem(id: string, topic: string, level: ItemLevel, random: RandomFn): BenchItem {
  return { id, topic, level, b: difficultyForLevel(level) + (random() - 0.5), a: 0.7 + 0.9 * random() };
}

async function loadBank(random: RandomFn): Promise<{ source: string; items: BenchItem[] }> {
  if (fs.existsSync(seedItemsFile)) {
    const parsed = seedModuleSchema.safeParse(await import(pathToFileURL(seedItemsFile).href));
    const first = parsed.success ? parsed.data.seedItemBanks[0] : undefined;
    if (first) {
      // A bank under MIN_BANK items is topped up by cycling its own topic/level mix with fresh jitter.
      const count = Math.max(MIN_BANK, first.items.length);
      const items = Array.from({ length: count }, (_, i) => {
        const seedItem = first.items[i % first.items.length] ?? { topic: '', level: 'medium' as const };
        return trueItem(`${first.routeKey}-${i + 1}`, seedItem.topic, seedItem.level, random);
      });
      const toppedUp = count > first.items.length ? `, completado a ${count} repitiendo su mezcla` : '';
      return { source: `seed-items, ruta «${first.routeKey}» (${first.items.length} ítems${toppedUp})`, items };
    }
    console.warn('seed-items/index.ts no exporta seedItemBanks con la forma esperada; uso un banco sintético.');
  }
  const topics = ['Tema A', 'Tema B', 'Tema C', 'Tema D'];
  const levels: ItemLevel[] = ['easy', 'easy', 'easy', 'medium', 'medium', 'medium', 'medium', 'hard', 'hard', 'hard'];
  const items = topics.flatMap((topic, t) =>
    levels.map((level, i) => trueItem(`sintético-${t + 1}-${i + 1}`, topic, level, random)),
  );
  return { source: 'SINTÉTICO: 40 ítems, 4 temas (no se encontró apps/server/src/seed/seed-items/index.ts)', items };
}

interface Outcome {
  truth: number;
  estimate: number;
  se: number;
  itemIds: readonly string[];
}

function summarise(outcomes: readonly Outcome[]) {
  const n = outcomes.length;
  const mean = (f: (o: Outcome) => number) => outcomes.reduce((sum, o) => sum + f(o), 0) / n;
  const mt = mean((o) => o.truth);
  const me = mean((o) => o.estimate);
  const cov = mean((o) => (o.truth - mt) * (o.estimate - me));
  const sdT = Math.sqrt(mean((o) => (o.truth - mt) ** 2));
  const sdE = Math.sqrt(mean((o) => (o.estimate - me) ** 2));
  const uses = new Map<string, number>();
  for (const o of outcomes) for (const id of o.itemIds) uses.set(id, (uses.get(id) ?? 0) + 1);
  const passes = (theta: number) => scoreFromAbility(theta) >= PASS_MARK;
  return {
    correlation: cov / (sdT * sdE),
    rmse: Math.sqrt(mean((o) => (o.estimate - o.truth) ** 2)),
    bias: me - mt,
    meanItems: mean((o) => o.itemIds.length),
    meanSe: mean((o) => o.se),
    maxExposure: Math.max(0, ...uses.values()) / n,
    passAgreement: mean((o) => (passes(o.truth) === passes(o.estimate) ? 1 : 0)),
  };
}

/** Adaptive test for every learner; `engineBank` is what the engine believes, answers follow the true bank. */
function runCat(thetas: readonly number[], bank: readonly BenchItem[], engineBank: readonly CatItem[], seed: number) {
  const random = createRandom(seed);
  const truthById = new Map(bank.map((item) => [item.id, item]));
  return thetas.map((truth, learner): Outcome => {
    const { result, itemIds } = simulateCat({
      bank: engineBank,
      config: CAT_CONFIG,
      random,
      attemptKey: `aprendiz-${learner}`,
      respond: (item) => random() < probabilityCorrect(truth, truthById.get(item.id) ?? item),
    });
    return { truth, estimate: result.theta, se: result.se, itemIds };
  });
}

/** The FIXED_FORM_LENGTH items closest to medium difficulty, every learner answering all of them, scored by EAP. */
function runFixedForm(thetas: readonly number[], bank: readonly BenchItem[], seed: number) {
  const random = createRandom(seed);
  const form = [...bank].sort((x, y) => Math.abs(x.b) - Math.abs(y.b)).slice(0, FIXED_FORM_LENGTH);
  return thetas.map((truth): Outcome => {
    const answers = form.map((item) => ({ ...item, correct: random() < probabilityCorrect(truth, item) }));
    const { theta, se } = estimateAbility(answers);
    return { truth, estimate: theta, se, itemIds: form.map((item) => item.id) };
  });
}

const random = createRandom(SEED);
const { source, items: bank } = await loadBank(random);
const thetas = Array.from({ length: LEARNERS }, () => normalSample(random));
const topics = new Set(bank.map((item) => item.topic));

const { parameters: exposureK, achievedMaxExposure } = sympsonHetterParameters({
  bank,
  config: CAT_CONFIG,
  maxExposure: SH_TARGET,
  runs: 500,
  rounds: 8,
  random: createRandom(SEED + 1),
});
const levelOnly = bank.map(({ id, topic, level }) => ({ id, topic, a: 1, b: difficultyForLevel(level) }));

const methods = {
  cat: { label: 'CAT', outcomes: runCat(thetas, bank, bank, SEED + 2) },
  catSympsonHetter: {
    label: `CAT + S-H ${SH_TARGET}`,
    outcomes: runCat(
      thetas,
      bank,
      bank.map((item) => ({ ...item, exposureK: exposureK.get(item.id) ?? 1 })),
      SEED + 2,
    ),
  },
  catLevelOnly: { label: 'CAT sin calibrar', outcomes: runCat(thetas, bank, levelOnly, SEED + 2) },
  fixedForm: {
    label: `Fijo ${Math.min(FIXED_FORM_LENGTH, bank.length)}`,
    outcomes: runFixedForm(thetas, bank, SEED + 3),
  },
};
const summaries = Object.fromEntries(Object.entries(methods).map(([key, m]) => [key, summarise(m.outcomes)]));

const rows: [string, (s: ReturnType<typeof summarise>) => string][] = [
  ['Correlación con θ real', (s) => s.correlation.toFixed(3)],
  ['RMSE (logits)', (s) => s.rmse.toFixed(3)],
  ['Sesgo medio (logits)', (s) => s.bias.toFixed(3)],
  ['Ítems por aprendiz', (s) => s.meanItems.toFixed(1)],
  ['SE media', (s) => s.meanSe.toFixed(3)],
  ['Exposición máx. de un ítem', (s) => `${(100 * s.maxExposure).toFixed(1)} %`],
  [`Acuerdo aprobó (nota ${PASS_MARK})`, (s) => `${(100 * s.passAgreement).toFixed(1)} %`],
];
const labels = Object.values(methods).map((m) => m.label);
const width = Math.max(...labels.map((l) => l.length), 10) + 2;
console.log(`bench:cat — semilla ${SEED}, ${LEARNERS} aprendices con θ ~ N(0, 1)`);
console.log(`Banco: ${source}; ${bank.length} ítems, ${topics.size} temas`);
console.log(
  `CAT: mín ${CAT_CONFIG.minItems}, máx ${CAT_CONFIG.maxItems}, SE ${CAT_CONFIG.targetSe}, randomesque ${CAT_CONFIG.randomesqueK}; ` +
    `S-H: exposición objetivo ${SH_TARGET}, lograda en la simulación ${achievedMaxExposure.toFixed(2)}; ` +
    'sin calibrar: b por nivel y a = 1 (respuestas con los parámetros verdaderos)',
);
console.log('');
console.log(''.padEnd(30) + labels.map((l) => l.padStart(width)).join(''));
for (const [name, format] of rows) {
  console.log(
    name.padEnd(30) +
      Object.values(summaries)
        .map((s) => format(s).padStart(width))
        .join(''),
  );
}

fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const report = {
  seed: SEED,
  learners: LEARNERS,
  bank: { source, items: bank.length, topics: topics.size },
  catConfig: CAT_CONFIG,
  sympsonHetter: { target: SH_TARGET, achievedMaxExposure },
  methods: Object.fromEntries(Object.entries(methods).map(([key, m]) => [key, { label: m.label, ...summaries[key] }])),
};
fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nResultados en ${path.relative(process.cwd(), resultsFile)}`);
