import { describe, expect, it } from 'vitest';
import { figuresOf, lighthouseTargets, medianRun, type LhrLike, type PageFigures } from './figures.js';

function lhr(performance: number, cls: number, failedA11y: string[] = []): LhrLike {
  return {
    lighthouseVersion: '12.8.2',
    environment: { benchmarkIndex: 1234.4, hostUserAgent: 'x' },
    categories: {
      performance: { score: performance / 100, auditRefs: [] },
      accessibility: {
        score: failedA11y.length > 0 ? 0.9 : 1,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
        ],
      },
      'best-practices': { score: 0.96, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': { score: 1, numericValue: 1234.6, title: 'FCP' },
      'largest-contentful-paint': { score: 1, numericValue: 2000.2, title: 'LCP' },
      'total-blocking-time': { score: 1, numericValue: 150.4, title: 'TBT' },
      'cumulative-layout-shift': { score: 1, numericValue: cls, title: 'CLS' },
      'color-contrast': { score: failedA11y.includes('color-contrast') ? 0 : 1, title: 'Contraste' },
      'image-alt': { score: 1, title: 'Alt' },
      'unused-javascript': { score: 0.5, numericValue: 300, title: 'JS', details: { overallSavingsBytes: 2048 } },
    } as LhrLike['audits'],
  };
}

const page = { name: 'Inicio', path: '/inicio', signedIn: true };

describe('figuras de Lighthouse', () => {
  it('toma puntajes de 0 a 100, tiempos redondeados, el CLS con tres decimales y las fallas de accesibilidad', () => {
    const figures = figuresOf(lhr(97, 0.36512, ['color-contrast']), page);
    expect(figures).toMatchObject({
      performance: 97,
      accessibility: 90,
      bestPractices: 96,
      fcpMs: 1235,
      lcpMs: 2000,
      tbtMs: 150,
      cls: 0.365,
      benchmarkIndex: 1234,
      unusedJsBytes: 2048,
      accessibilityFailures: ['Contraste'],
    });
  });

  it('con varias ejecuciones conserva la de rendimiento mediano', () => {
    const runs = [80, 95, 60].map((score) => figuresOf(lhr(score, 0), page));
    expect(medianRun(runs).performance).toBe(80);
    expect(medianRun(runs.slice(0, 2)).performance).toBe(80);
    expect(() => medianRun([])).toThrow();
  });

  it('exige rendimiento ≥ 95 solo en páginas del aprendiz, y CLS < 0,1 y accesibilidad 100 en todas', () => {
    const signedOut: PageFigures = { ...figuresOf(lhr(50, 0.05), page), path: '/', signedIn: false };
    const slow: PageFigures = figuresOf(lhr(94, 0.1), page);
    const checks = lighthouseTargets({ lighthouseVersion: '', chromium: '', runsPerPage: 1, pages: [signedOut, slow] });
    expect(checks.filter((check) => !check.met).map((check) => check.label)).toEqual([
      'Lighthouse /inicio: rendimiento',
      'Lighthouse /inicio: CLS',
    ]);
    expect(checks.map((check) => check.label)).not.toContain('Lighthouse /: rendimiento');
  });
});
