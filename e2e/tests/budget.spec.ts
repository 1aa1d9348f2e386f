import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_LEARNER, signIn } from '../support/helpers';
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

// A phone on a slow network opens six connections per host: past a dozen files, scripts queue for whole round trips
// before the page can render. The build gathers shared code into a few files (apps/web/build/chunk-groups.ts); left
// to itself it cut this page into about seventy.
test('una página del aprendiz, abierta de entrada, carga como máximo 12 archivos de JavaScript', async ({ page }) => {
  await signIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
  await page.goto('/rutas');
  await expect(page.getByRole('heading', { level: 1, name: 'Rutas de aprendizaje' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  expect(scripts.length, scripts.join('\n')).toBeGreaterThan(0);
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(12);
});
