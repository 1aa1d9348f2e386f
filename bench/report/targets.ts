/* The targets, checked against one run. A missed target is reported, never an exit code. */
import { formatNumber } from '../lib/table.js';
import type { BenchReport, TargetCheck } from './types.js';

const FIRST_LOAD_BUDGET = 150 * 1024;

type Measured = Omit<BenchReport, 'targets'>;

const ms = (value: number) => `${formatNumber(value, 1)} ms`;

export function evaluateTargets(report: Measured): TargetCheck[] {
  const sqlite = report.database === 'sqlite';
  const peak = report.examPeak;
  const saturation = report.examSaturation;
  const p95Limit = sqlite ? 50 : 80;
  const checks: TargetCheck[] = [
    { label: 'Examen en pico: errores', actual: String(peak.errors), limit: '= 0', met: peak.errors === 0 },
    {
      label: 'Examen en pico: respuestas guardadas = enviadas',
      actual: `${formatNumber(peak.answersStored)} de ${formatNumber(peak.answersSent)}`,
      limit: 'iguales',
      met: peak.answersStored === peak.answersSent && peak.answersSent > 0,
    },
    {
      label: 'Examen en pico: p95 de continue',
      actual: ms(peak.continueLatency.p95),
      limit: `< ${String(p95Limit)} ms`,
      met: peak.continueLatency.p95 < p95Limit,
    },
  ];
  if (sqlite) {
    checks.push({
      label: 'Examen en pico: RSS máxima del servidor',
      actual: `${formatNumber(peak.peakRssMb)} MB`,
      limit: '< 400 MB',
      met: peak.peakRssMb < 400,
    });
  }
  checks.push({
    label: 'Saturación: respuestas confirmadas guardadas',
    actual: `${formatNumber(saturation.answersStored)} de ${formatNumber(saturation.answersAcknowledged)}`,
    limit: 'todas',
    met: saturation.answersStored >= saturation.answersAcknowledged,
  });
  if (sqlite) {
    checks.push(
      {
        label: 'Saturación: continue frente al techo',
        actual: `${formatNumber(saturation.ratio * 100, 1)} %`,
        limit: '≥ 25 %',
        met: saturation.ratio >= 0.25 && !saturation.poolExhausted,
      },
      ...report.readPaths
        .filter((read) => read.latency && !read.page)
        .map((read) => ({
          label: `Lectura «${read.name}»: p95`,
          actual: ms(read.latency!.p95),
          limit: '< 20 ms',
          met: read.latency!.p95 < 20 && read.errors === 0,
        })),
      ...report.readPaths.flatMap((read) =>
        read.latency && read.ceilingShareTarget !== undefined
          ? [
              {
                label: `Lectura «${read.name}» frente al techo`,
                actual: `${formatNumber(read.ratio * 100, 1)} %`,
                limit: `≥ ${formatNumber(read.ceilingShareTarget * 100)} %`,
                met: read.ratio >= read.ceilingShareTarget,
              },
            ]
          : [],
      ),
    );
  }
  if (report.cluster) {
    const { workers, examSaturation: clustered, readPaths } = report.cluster;
    const errors = clustered.errors + readPaths.reduce((sum, read) => sum + read.errors, 0);
    checks.push(
      {
        label: `Modo clúster (${String(workers)} procesos): respuestas confirmadas guardadas`,
        actual: `${formatNumber(clustered.answersStored)} de ${formatNumber(clustered.answersAcknowledged)}`,
        limit: 'todas',
        met: clustered.answersStored >= clustered.answersAcknowledged && clustered.answersAcknowledged > 0,
      },
      {
        label: `Modo clúster (${String(workers)} procesos): errores`,
        actual: String(errors),
        limit: '= 0',
        met: errors === 0,
      },
    );
  }
  checks.push({
    label: 'Primera carga de /: JavaScript gzip',
    actual: `${formatNumber(report.firstLoad.jsGzip / 1024, 1)} kB`,
    limit: '≤ 150 kB',
    met: report.firstLoad.jsGzip <= FIRST_LOAD_BUDGET,
  });
  return checks;
}
