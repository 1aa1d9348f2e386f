import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface FirstLoadResult {
  jsGzip: number;
  cssGzip: number;
  files: { asset: string; bytes: number; gzip: number }[];
}

/** The gzipped JS and CSS `/` loads before any lazy chunk, measured by the same script as the CI budget test. */
export async function measureFirstLoad(repoRoot: string): Promise<FirstLoadResult> {
  // A plain ES module shared with e2e/tests/budget.spec.ts; imported by URL because it ships no types.
  const script = pathToFileURL(path.join(repoRoot, 'scripts/first-load.mjs')).href;
  const module = (await import(script)) as { measureFirstLoad: (distDir: string) => FirstLoadResult };
  return module.measureFirstLoad(path.join(repoRoot, 'apps/web/dist'));
}
