import path from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error -- a plain ES module shared with the benchmark script; its JSDoc describes it.
import { measureFirstLoad } from '../../scripts/first-load.mjs';

interface FirstLoad {
  files: { asset: string; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
}

// Deterministic, so it is a test and not only a benchmark: a heavy import in the first script fails CI.
test('la primera carga de / pesa como máximo 150 kB de JavaScript comprimido', () => {
  const result = measureFirstLoad(path.resolve(import.meta.dirname, '../../apps/web/dist')) as FirstLoad;
  const detail = result.files.map((file) => `${file.asset}: ${(file.gzip / 1024).toFixed(1)} kB`).join('\n');
  expect(result.jsGzip, `JavaScript de la primera carga:\n${detail}`).toBeLessThanOrEqual(150 * 1024);
  expect(result.files.length).toBeGreaterThan(0);
});
