/*
 * How the build cuts the lazy part of the app into files (docs/decisions/049).
 *
 * Left to itself, the bundler gave every set of modules shared by a different set of pages its own file: the
 * learner's first page needed about seventy scripts, most of them a few hundred bytes. A phone on a slow network
 * opens six connections per host, so those files queued behind each other for about ten round trips before the
 * page could render. These groups gather what several pages share into four files (the UI kit, zod, the shared
 * schemas and the app's own shared components); what one page alone uses stays in that page's chunk.
 *
 * Modules the entry imports statically form a group of their own, captured first, so the four groups load with the
 * first lazy page, in parallel with it, and the first load (the budget test) does not grow.
 */

interface ModuleGraphInfo {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleGraphInfo | null;
}

type GroupName = (moduleId: string, ctx: ChunkingContext) => string | null;

interface UpwardWalk {
  /** The modules that import this one and are followed. */
  importersOf(info: ModuleGraphInfo): readonly string[];
  /** A module the walk does not go through. */
  stopsAt?(moduleId: string): boolean;
}

/**
 * True when walking up from the module, through the importers `walk` follows, meets the entry. A walk that fails has
 * visited only modules that cannot meet it either, so all of them are remembered as failing.
 */
function reachesEntry(moduleId: string, ctx: ChunkingContext, memo: Map<string, boolean>, walk: UpwardWalk): boolean {
  const known = memo.get(moduleId);
  if (known !== undefined) return known;
  const visited = new Set<string>([moduleId]);
  const pending = [moduleId];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (walk.stopsAt?.(current)) continue;
    const info = ctx.getModuleInfo(current);
    if (info === null) continue;
    // Vite's entry is index.html, whose script is main.tsx.
    if (info.isEntry || current.endsWith('.html') || memo.get(current) === true) {
      memo.set(moduleId, true);
      return true;
    }
    for (const importer of walk.importersOf(info)) {
      if (!visited.has(importer) && memo.get(importer) !== false) {
        visited.add(importer);
        pending.push(importer);
      }
    }
  }
  for (const id of visited) memo.set(id, false);
  return false;
}

/** True when the entry imports the module through static imports only, so it belongs to the first load. */
export function isInFirstLoad(moduleId: string, ctx: ChunkingContext, memo: Map<string, boolean>): boolean {
  return reachesEntry(moduleId, ctx, memo, { importersOf: (info) => info.importers });
}

/** The pages and the layout only an administrator opens (the router imports each of them on demand). */
const ADMIN_AREA = /apps[\\/]web[\\/]src[\\/]app[\\/](routes[\\/]admin[\\/]|layouts[\\/]admin-layout\.tsx$)/;

/**
 * True when a page outside the administration area can load the module: some chain of imports, static or on
 * demand, leads from the entry to it without passing through an admin page. A module only admin pages reach
 * belongs to the admin side (decision 064).
 */
export function isOnLearnerSide(moduleId: string, ctx: ChunkingContext, memo: Map<string, boolean>): boolean {
  return reachesEntry(moduleId, ctx, memo, {
    importersOf: (info) => [...info.importers, ...info.dynamicImporters],
    stopsAt: (id) => ADMIN_AREA.test(id),
  });
}

/**
 * A group that captures the matching modules the first load does not already hold, in two files: what some
 * learner page can use, and what only admin pages use. A file runs every module it holds when it arrives, so a
 * learner page no longer downloads and runs the admin pages' components and shared code (decision 064). The shared
 * schemas all stay on the learner side: pages import them through the package's index, which reaches every one.
 */
function lazyGroup(name: string, test: RegExp, options: { minShareCount?: number; priority: number }) {
  const firstLoad = new Map<string, boolean>();
  const learnerSide = new Map<string, boolean>();
  const groupName: GroupName = (moduleId, ctx) => {
    if (isInFirstLoad(moduleId, ctx, firstLoad)) return null;
    return isOnLearnerSide(moduleId, ctx, learnerSide) ? name : `${name}-admin`;
  };
  return { name: groupName, debugName: name, test, ...options };
}

/**
 * The first load in one file. A group also takes in the modules its own modules import; without this group, one
 * lazy component's import of a module the entry also needs would pull that module, and the whole group with it,
 * into the first load. Captured first (highest priority), those modules stay here.
 */
function firstLoadGroup() {
  const memo = new Map<string, boolean>();
  const groupName: GroupName = (moduleId, ctx) => (isInFirstLoad(moduleId, ctx, memo) ? 'start' : null);
  return { name: groupName, debugName: 'start', priority: 30 };
}

// Except the table pagination, which only admin pages show: MUI builds an `Intl` number formatter when that module
// runs, and in the shared file it ran on every learner page, loading locale data the page never used (decision 063).
const UI_KIT =
  /node_modules[\\/](?!@mui[\\/]material[\\/]TablePagination[\\/])(@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|stylis|react-transition-group|@popperjs|clsx)[\\/]/;
// zod travels with its configuration: the page's CSP forbids eval, and the setting must be in place before any
// schema module runs (otherwise zod probes `new Function` and the browser reports a violation).
const ZOD = /node_modules[\\/]zod[\\/]|[\\/]config[\\/]zod-jitless\.ts$/;
const SHARED_SCHEMAS = /packages[\\/]shared[\\/]src[\\/]/;
const APP_CODE = /apps[\\/]web[\\/]src[\\/]/;

export function chunkGroups() {
  return [
    firstLoadGroup(),
    lazyGroup('ui', UI_KIT, { minShareCount: 2, priority: 20 }),
    lazyGroup('zod', ZOD, { priority: 16 }),
    lazyGroup('schemas', SHARED_SCHEMAS, { minShareCount: 2, priority: 15 }),
    lazyGroup('common', APP_CODE, { minShareCount: 3, priority: 10 }),
  ];
}
