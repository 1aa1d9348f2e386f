// What the browser downloads for `/` before any lazy chunk: the entry script, the chunks index.html preloads and
// the stylesheets it links, measured gzip -9 from the build output. Used by the budget test and by `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** @param {string} distDir the web build folder (apps/web/dist) */
export function measureFirstLoad(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const files = [...new Set(assets)].map((asset) => {
    const bytes = fs.readFileSync(path.join(distDir, asset));
    return { asset, bytes: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (kind) => files.filter((file) => file.asset.endsWith(kind)).reduce((total, file) => total + file.gzip, 0);
  return { files, jsGzip: sum('.js'), cssGzip: sum('.css') };
}
