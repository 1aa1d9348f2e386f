import { shellFor } from './spa-shell.js';

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) this reads: each chunk and what it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

// The router's layouts (apps/web/src/app/router.tsx). Only a preload depends on the guess: a wrong one costs bytes
// on the wire, never a wrong page.
const PUBLIC_LAYOUT = 'src/app/layouts/public-layout.tsx';
const LEARNER_LAYOUT = 'src/app/layouts/learner-layout.tsx';
const ADMIN_LAYOUT = 'src/app/layouts/admin-layout.tsx';

export function layoutFor(pathname: string): string {
  if (shellFor(pathname) === 'public') return PUBLIC_LAYOUT;
  return pathname === '/admin' || pathname.startsWith('/admin/') ? ADMIN_LAYOUT : LEARNER_LAYOUT;
}

/**
 * The files a chunk needs beyond the entry, the chunk first: what the entry would only ask for once it has arrived
 * and run. Listed in the page's HTML, they download alongside the entry instead of after it (docs/decisions/049).
 */
export function preloadFiles(manifest: BuildManifest, chunk: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || seen.has(key)) return;
    seen.add(key);
    files.push(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(chunk);
  return files;
}

/** `<link rel="modulepreload">` tags for the layout of a page, or nothing without a manifest. */
export function preloadLinks(manifest: BuildManifest | null, pathname: string): string {
  if (!manifest) return '';
  return preloadFiles(manifest, layoutFor(pathname))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
}
