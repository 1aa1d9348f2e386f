// Bundles the server (and the workspace's shared package, which ships as TypeScript source) into dist/server.js.
// npm dependencies stay external: they are installed beside it and include native code (better-sqlite3).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@academia/'));

for (const entry of ['server', 'cli']) {
  await build({
    entryPoints: [`src/${entry}.ts`],
    outfile: `dist/${entry}.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
}
console.log('Servidor compilado en apps/server/dist/');
