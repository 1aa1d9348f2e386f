import { describe, expect, it } from 'vitest';
import { evaluateTargets } from './targets.js';
import type { BenchReport } from './types.js';

const latency = (p95: number) => ({ count: 100, p50: p95 / 2, p95, p99: p95 * 1.5, max: p95 * 2 });

function measured(overrides: Partial<Omit<BenchReport, 'targets'>> = {}): Omit<BenchReport, 'targets'> {
  return {
    startedAt: '',
    finishedAt: '',
    database: 'sqlite',
    quick: false,
    machine: { cpus: 2, cpuModel: 'x', node: 'v20', totalMemoryMb: 1, loadAverageBefore: [], loadAverageAfter: [] },
    preparation: { learners: 1000, seconds: 1 },
    ceiling: {
      saturation: {
        profile: { name: 'saturation', connections: 200, seconds: 20, warmupSeconds: 3 },
        requestsPerSecond: 40_000,
        latency: latency(5),
        errors: 0,
      },
      reads: {
        profile: { name: 'reads', connections: 10, seconds: 10, warmupSeconds: 1 },
        requestsPerSecond: 40_000,
        latency: latency(1),
        errors: 0,
      },
    },
    examPeak: {
      learners: 1000,
      spreadSeconds: 60,
      seconds: 61,
      requests: 21_000,
      requestsPerSecond: 344,
      continueLatency: latency(12),
      startLatency: latency(20),
      errors: 0,
      answersSent: 20_000,
      answersStored: 20_000,
      testsFinished: 1000,
      peakRssMb: 180,
      errorSamples: [],
    },
    examSaturation: {
      connections: 200,
      seconds: 20,
      requests: 200_000,
      requestsPerSecond: 10_000,
      latency: latency(30),
      errors: 0,
      sessionsOpened: 2000,
      sessionsFinished: 1000,
      poolExhausted: false,
      answersSent: 200_100,
      answersAcknowledged: 200_000,
      answersStored: 200_050,
      errorSamples: [],
      ratio: 0.25,
    },
    readPaths: [
      {
        name: 'Rutas con mi avance',
        path: '/api/routes',
        skipped: null,
        requestsPerSecond: 1000,
        latency: latency(19.9),
        errors: 0,
        errorSamples: [],
        ceilingShareTarget: 0.25,
        ratio: 0.25,
      },
      {
        name: 'Búsqueda',
        path: '/api/search',
        skipped: 'la API respondió 404',
        requestsPerSecond: 0,
        latency: null,
        errors: 0,
        errorSamples: [],
        ratio: 0,
      },
    ],
    cluster: null,
    firstLoad: { jsGzip: 150 * 1024, cssGzip: 0, files: [] },
    lighthouse: { lighthouseVersion: '12.8.2', chromium: 'Chromium', runsPerPage: 1, pages: [] },
    ...overrides,
  };
}

const failed = (report: Omit<BenchReport, 'targets'>) =>
  evaluateTargets(report)
    .filter((check) => !check.met)
    .map((check) => check.label);

describe('evaluateTargets', () => {
  it('passes a run exactly at each limit that allows equality (25 % of the ceiling, 150 kB)', () => {
    expect(failed(measured())).toEqual([]);
  });

  it('fails a read whose share of the ceiling is under its target, and names it', () => {
    const report = measured();
    report.readPaths = report.readPaths.map((read) => ({ ...read, ratio: read.ratio - 0.001 }));
    expect(failed(report)).toEqual(['Lectura «Rutas con mi avance» frente al techo']);
  });

  it('fails the answers check when one answer sent was not stored', () => {
    const report = measured();
    report.examPeak = { ...report.examPeak, answersStored: 19_999 };
    expect(failed(report)).toEqual(['Examen en pico: respuestas guardadas = enviadas']);
  });

  it('fails on either database when an answer the server confirmed during saturation is not stored', () => {
    for (const database of ['sqlite', 'postgres'] as const) {
      const report = measured({ database });
      report.examSaturation = { ...report.examSaturation, answersStored: 199_999 };
      expect(failed(report)).toEqual(['Saturación: respuestas confirmadas guardadas']);
    }
  });

  it('holds SQLite to p95 < 50 ms and PostgreSQL to p95 < 80 ms, without saturation or read targets on PostgreSQL', () => {
    const slow = measured();
    slow.examPeak = { ...slow.examPeak, continueLatency: latency(60) };
    expect(failed(slow)).toEqual(['Examen en pico: p95 de continue']);
    const postgres = { ...slow, database: 'postgres' as const };
    expect(failed(postgres)).toEqual([]);
    expect(evaluateTargets(postgres).map((check) => check.label)).not.toContain('Saturación: continue frente al techo');
  });

  it('does not count a saturation run whose sessions ran out as meeting the target', () => {
    const report = measured();
    report.examSaturation = { ...report.examSaturation, poolExhausted: true, ratio: 0.5 };
    expect(failed(report)).toEqual(['Saturación: continue frente al techo']);
  });

  it('checks only the read paths that were measured', () => {
    const labels = evaluateTargets(measured()).map((check) => check.label);
    expect(labels).toContain('Lectura «Rutas con mi avance»: p95');
    expect(labels.some((label) => label.includes('Búsqueda'))).toBe(false);
  });

  it('holds a page rendered on the server to no API target, however slow', () => {
    const report = measured();
    const page = { ...report.readPaths[0]!, name: 'Página de rutas', path: '/rutas', page: true, latency: latency(45) };
    report.readPaths = [...report.readPaths, page];
    expect(failed(report)).toEqual([]);
    expect(evaluateTargets(report).map((check) => check.label)).not.toContain('Lectura «Página de rutas»: p95');
  });

  it('holds the cluster pass to every confirmed answer stored and no error', () => {
    const base = measured();
    const cluster = { workers: 2, examSaturation: { ...base.examSaturation }, readPaths: [...base.readPaths] };
    expect(failed({ ...base, cluster })).toEqual([]);
    const lost = { ...cluster, examSaturation: { ...cluster.examSaturation, answersStored: 199_999 } };
    expect(failed({ ...base, cluster: lost })).toEqual(['Modo clúster (2 procesos): respuestas confirmadas guardadas']);
    const errors = { ...cluster, readPaths: [{ ...cluster.readPaths[0]!, errors: 1 }] };
    expect(failed({ ...base, cluster: errors })).toEqual(['Modo clúster (2 procesos): errores']);
  });

  it('fails the first load one byte over 150 kB', () => {
    expect(failed(measured({ firstLoad: { jsGzip: 150 * 1024 + 1, cssGzip: 0, files: [] } }))).toEqual([
      'Primera carga de /: JavaScript gzip',
    ]);
  });
});
