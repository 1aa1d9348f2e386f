// `npm start` runs this first: it builds the web app and the server when their output is missing or older than
// their sources, so a fresh clone needs only `npm install && npm start`.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-ssr') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** When the oldest of a build's outputs was written; 0 when one is missing. */
function outputTime(files) {
  return Math.min(...files.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
}

const shared = newestMtime(path.join(root, 'packages/shared/src'));
const targets = [
  {
    name: '@academia/web',
    sources: [path.join(root, 'apps/web')],
    // The browser's build and the server's page renderer (decision 067).
    outputs: [path.join(root, 'apps/web/dist/index.html'), path.join(root, 'apps/web/dist-ssr/entry-server.js')],
  },
  {
    name: '@academia/server',
    sources: [path.join(root, 'apps/server/src')],
    outputs: [path.join(root, 'apps/server/dist/server.js')],
  },
];

for (const target of targets) {
  const newestSource = Math.max(shared, ...target.sources.map(newestMtime));
  if (outputTime(target.outputs) < newestSource) {
    console.log(`Compilando ${target.name}…`);
    execSync(`npm run build -w ${target.name}`, { cwd: root, stdio: 'inherit' });
  }
}
