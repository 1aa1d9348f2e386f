/* The table `npm run bench` prints: the machine, the ceiling, every scenario's figures and the targets. */
import { formatLighthouse } from '../lighthouse/figures.js';
import type { LatencySummary } from '../lib/stats.js';
import { formatNumber, formatTable } from '../lib/table.js';
import type { BenchReport } from './types.js';

const latencyCells = (latency: LatencySummary | null) =>
  latency ? [latency.p50, latency.p95, latency.p99].map((value) => formatNumber(value, 1)) : ['—', '—', '—'];

const percent = (ratio: number) => `${formatNumber(ratio * 100, 1)} %`;

function header(report: BenchReport): string {
  const { machine } = report;
  const load = (values: number[]) => values.map((value) => formatNumber(value, 2)).join(' / ');
  return [
    `Academia SST · npm run bench · ${report.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}${report.quick ? ' · RÁPIDO (no comparable)' : ''}`,
    `${String(machine.cpus)} CPU ${machine.cpuModel} · ${formatNumber(machine.totalMemoryMb)} MB · Node ${machine.node}`,
    `Carga del sistema (1/5/15 min): al empezar ${load(machine.loadAverageBefore)}; al terminar ${load(machine.loadAverageAfter)}`,
    `Preparación: ${formatNumber(report.preparation.learners)} aprendices en ${formatNumber(report.preparation.seconds, 1)} s (no se mide)`,
  ].join('\n');
}

function throughputTable(report: BenchReport): string {
  const { ceiling, examPeak: peak, examSaturation: saturation } = report;
  const rows: string[][] = [
    [
      `Techo, ${String(ceiling.saturation.profile.connections)} conexiones`,
      formatNumber(ceiling.saturation.requestsPerSecond),
      '100 %',
      ...latencyCells(ceiling.saturation.latency),
      String(ceiling.saturation.errors),
    ],
    [
      `Techo, ${String(ceiling.reads.profile.connections)} conexiones`,
      formatNumber(ceiling.reads.requestsPerSecond),
      '100 %',
      ...latencyCells(ceiling.reads.latency),
      String(ceiling.reads.errors),
    ],
    [
      `Examen en pico: continue (${formatNumber(peak.learners)} aprendices en ${String(peak.spreadSeconds)} s)`,
      formatNumber(peak.requestsPerSecond),
      '—',
      ...latencyCells(peak.continueLatency),
      String(peak.errors),
    ],
    ['Examen en pico: start', '', '', ...latencyCells(peak.startLatency), ''],
    [
      `Saturación: continue, ${String(saturation.connections)} conexiones${saturation.poolExhausted ? ' (se agotaron las sesiones)' : ''}`,
      formatNumber(saturation.requestsPerSecond),
      percent(saturation.ratio),
      ...latencyCells(saturation.latency),
      String(saturation.errors),
    ],
    ...report.readPaths.map((read) => [
      read.skipped ? `${read.name}: sin medir, ${read.skipped}` : `${read.name} (${read.path.split('?')[0]!})`,
      read.skipped ? '—' : formatNumber(read.requestsPerSecond),
      read.skipped ? '—' : percent(read.ratio),
      ...latencyCells(read.latency),
      read.skipped ? '—' : String(read.errors),
    ]),
  ];
  return formatTable(
    [
      { header: 'Escenario' },
      { header: 'req/s', align: 'right' },
      { header: '× techo', align: 'right' },
      { header: 'p50 ms', align: 'right' },
      { header: 'p95 ms', align: 'right' },
      { header: 'p99 ms', align: 'right' },
      { header: 'errores', align: 'right' },
    ],
    rows,
  );
}

/** One process and N side by side, each as a share of the same ceiling. */
function clusterTable(report: BenchReport): string | null {
  const { cluster } = report;
  if (!cluster) return null;
  const times = (one: number, many: number) => (one > 0 ? `${formatNumber(many / one, 2)}×` : '—');
  const saturation = cluster.examSaturation;
  const rows: string[][] = [
    [
      `Saturación: continue, ${String(saturation.connections)} conexiones${saturation.poolExhausted ? ' (se agotaron las sesiones)' : ''}`,
      formatNumber(report.examSaturation.requestsPerSecond),
      formatNumber(saturation.requestsPerSecond),
      percent(saturation.ratio),
      times(report.examSaturation.requestsPerSecond, saturation.requestsPerSecond),
      formatNumber(saturation.latency.p95, 1),
      String(saturation.errors),
    ],
    ...cluster.readPaths.map((read, index) => {
      const single = report.readPaths[index];
      return read.skipped || !single || single.skipped
        ? [`${read.name}: sin medir`, '—', '—', '—', '—', '—', '—']
        : [
            read.name,
            formatNumber(single.requestsPerSecond),
            formatNumber(read.requestsPerSecond),
            percent(read.ratio),
            times(single.requestsPerSecond, read.requestsPerSecond),
            read.latency ? formatNumber(read.latency.p95, 1) : '—',
            String(read.errors),
          ];
    }),
  ];
  const table = formatTable(
    [
      { header: 'Escenario' },
      { header: 'req/s, 1 proceso', align: 'right' },
      { header: `req/s, ${String(cluster.workers)} procesos`, align: 'right' },
      { header: '× techo', align: 'right' },
      { header: 'frente a 1', align: 'right' },
      { header: 'p95 ms', align: 'right' },
      { header: 'errores', align: 'right' },
    ],
    rows,
  );
  return (
    `Modo clúster (WEB_CONCURRENCY=${String(cluster.workers)}), mismo techo:\n${table}\n` +
    `Saturación con ${String(cluster.workers)} procesos: ${formatNumber(saturation.answersAcknowledged)} respuestas confirmadas, ` +
    `${formatNumber(saturation.answersStored)} guardadas, ${formatNumber(saturation.answersSent)} enviadas.`
  );
}

function detailLines(report: BenchReport): string {
  const { examPeak: peak, examSaturation: saturation, firstLoad } = report;
  return [
    `Examen en pico: ${formatNumber(peak.answersSent)} respuestas enviadas, ${formatNumber(peak.answersStored)} guardadas; ` +
      `${formatNumber(peak.testsFinished)} evaluaciones terminadas; RSS máxima del servidor ${formatNumber(peak.peakRssMb)} MB; ` +
      `${formatNumber(peak.seconds, 1)} s en total.`,
    `Saturación: ${formatNumber(saturation.sessionsOpened)} sesiones abiertas, ${formatNumber(saturation.sessionsFinished)} terminadas; ` +
      `${formatNumber(saturation.answersAcknowledged)} respuestas confirmadas, ${formatNumber(saturation.answersStored)} guardadas, ` +
      `${formatNumber(saturation.answersSent)} enviadas (las que iban en camino al acabar el tiempo pueden no llegar).`,
    `Primera carga de /: JavaScript ${formatNumber(firstLoad.jsGzip / 1024, 1)} kB gzip, CSS ${formatNumber(firstLoad.cssGzip / 1024, 1)} kB gzip ` +
      `(${String(firstLoad.files.length)} archivos).`,
  ].join('\n');
}

function targetsTable(report: BenchReport): string {
  return formatTable(
    [{ header: 'Meta' }, { header: 'Medido', align: 'right' }, { header: 'Límite' }, { header: 'Resultado' }],
    report.targets.map((check) => [check.label, check.actual, check.limit, check.met ? 'cumple' : 'NO CUMPLE']),
  );
}

export function formatReport(report: BenchReport): string {
  const samples = [
    ...report.examPeak.errorSamples,
    ...report.examSaturation.errorSamples,
    ...(report.cluster?.examSaturation.errorSamples ?? []),
  ];
  return [
    header(report),
    throughputTable(report),
    ...[clusterTable(report)].filter((table): table is string => table !== null),
    detailLines(report),
    formatLighthouse(report.lighthouse),
    targetsTable(report),
    ...(samples.length > 0 ? [`Ejemplos de errores:\n${samples.map((sample) => `  ${sample}`).join('\n')}`] : []),
  ].join('\n\n');
}
