import { describe, expect, it } from 'vitest';
import { layoutFor, preloadFiles, type BuildManifest } from './spa-preload.js';

describe('preloaded layout of a page', () => {
  it('guesses the layout the web router shows for a path', () => {
    expect(layoutFor('/')).toBe('src/app/layouts/public-layout.tsx');
    expect(layoutFor('/verificar/SST-0000-0000-0000')).toBe('src/app/layouts/public-layout.tsx');
    expect(layoutFor('/rutas/r1/c1')).toBe('src/app/layouts/learner-layout.tsx');
    expect(layoutFor('/administrar')).toBe('src/app/layouts/learner-layout.tsx');
    expect(layoutFor('/admin')).toBe('src/app/layouts/admin-layout.tsx');
    expect(layoutFor('/admin/evaluacion/planear/7')).toBe('src/app/layouts/admin-layout.tsx');
  });

  it('lists a chunk and everything it imports once, leaving out the entry and what the manifest does not know', () => {
    const manifest: BuildManifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      layout: { file: 'assets/layout.js', imports: ['index.html', '_a', '_b'] },
      _a: { file: 'assets/a.js', imports: ['_b', 'index.html'] },
      _b: { file: 'assets/b.js', imports: ['_a', '_missing'] },
    };
    expect(preloadFiles(manifest, 'layout')).toEqual(['/assets/layout.js', '/assets/a.js', '/assets/b.js']);
    expect(preloadFiles(manifest, 'unknown')).toEqual([]);
  });
});
