/*
 * The figures the Lighthouse step keeps from each report, the median of several runs of one page, the targets of
 * issue 14 ("Fast on a phone network") and the table printed at the end. Pure, so it has unit tests.
 */
import { formatNumber, formatTable } from '../lib/table.js';
import type { TargetCheck } from '../report/types.js';

/** One page as Lighthouse measured it (scores 0–100, times in ms). */
export interface PageFigures {
  name: string;
  path: string;
  signedIn: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own CPU benchmark of the machine during the run (a loaded machine scores lower, TBT rises). */
  benchmarkIndex: number;
  /** Failed accessibility audits, for a score under 100. */
  accessibilityFailures: string[];
  /** Unused JavaScript Lighthouse estimated, in bytes (over the wire). */
  unusedJsBytes: number;
}

export interface LighthouseResult {
  lighthouseVersion: string;
  chromium: string;
  runsPerPage: number;
  pages: PageFigures[];
}

/** The subset of a Lighthouse result (LHR) read here; kept narrow so tests can build one by hand. */
export interface LhrLike {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number; hostUserAgent: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string } | undefined>;
}

const score = (lhr: LhrLike, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: LhrLike, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function figuresOf(lhr: LhrLike, page: { name: string; path: string; signedIn: boolean }): PageFigures {
  const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => lhr.audits[ref.id]?.title ?? ref.id);
  return {
    ...page,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    accessibilityFailures,
    unusedJsBytes: unusedJs(lhr),
  };
}

function unusedJs(lhr: LhrLike): number {
  const audit = lhr.audits['unused-javascript'] as { details?: { overallSavingsBytes?: number } } | undefined;
  return audit?.details?.overallSavingsBytes ?? 0;
}

/** Lighthouse's advice: with several runs, keep the one with the median performance score. */
export function medianRun(runs: readonly PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('Sin ejecuciones de Lighthouse');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const seconds = (value: number) => `${formatNumber(value / 1000, 1)} s`;

export function lighthouseTable(result: LighthouseResult): string {
  return formatTable(
    [
      { header: 'Página' },
      { header: 'Rendimiento', align: 'right' },
      { header: 'Accesibilidad', align: 'right' },
      { header: 'Buenas prácticas', align: 'right' },
      { header: 'FCP', align: 'right' },
      { header: 'LCP', align: 'right' },
      { header: 'TBT', align: 'right' },
      { header: 'CLS', align: 'right' },
      { header: 'JS sin usar', align: 'right' },
    ],
    result.pages.map((page) => [
      `${page.name} (${page.path})`,
      String(page.performance),
      String(page.accessibility),
      String(page.bestPractices),
      seconds(page.fcpMs),
      seconds(page.lcpMs),
      `${formatNumber(page.tbtMs)} ms`,
      formatNumber(page.cls, 3),
      `${formatNumber(page.unusedJsBytes / 1024, 1)} kB`,
    ]),
  );
}

/** Issue 14's targets for the mobile profile: performance ≥ 95 on every learner page, CLS < 0,1, accessibility 100. */
export function lighthouseTargets(result: LighthouseResult): TargetCheck[] {
  return result.pages.flatMap((page) => [
    ...(page.signedIn
      ? [
          {
            label: `Lighthouse ${page.path}: rendimiento`,
            actual: String(page.performance),
            limit: '≥ 95',
            met: page.performance >= 95,
          },
        ]
      : []),
    { label: `Lighthouse ${page.path}: CLS`, actual: formatNumber(page.cls, 3), limit: '< 0,1', met: page.cls < 0.1 },
    {
      label: `Lighthouse ${page.path}: accesibilidad`,
      actual: String(page.accessibility),
      limit: '= 100',
      met: page.accessibility === 100,
    },
  ]);
}

export function formatLighthouse(result: LighthouseResult): string {
  const machine = result.pages.map((page) => page.benchmarkIndex);
  const failures = result.pages
    .filter((page) => page.accessibilityFailures.length > 0)
    .map((page) => `  ${page.path}: ${page.accessibilityFailures.join('; ')}`);
  return [
    `Lighthouse ${result.lighthouseVersion} · ${result.chromium} · perfil móvil (teléfono de gama media, 4G lento simulado) · ` +
      `mediana de ${String(result.runsPerPage)} ${result.runsPerPage === 1 ? 'ejecución' : 'ejecuciones'} por página`,
    lighthouseTable(result),
    `Índice de CPU de Lighthouse durante la medición: ${formatNumber(Math.min(...machine))}–${formatNumber(Math.max(...machine))} ` +
      '(más bajo = máquina más ocupada; el TBT sube con la carga).',
    ...(failures.length > 0 ? [`Fallos de accesibilidad:\n${failures.join('\n')}`] : []),
  ].join('\n\n');
}
