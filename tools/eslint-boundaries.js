// A small local ESLint plugin that keeps the layering of docs/architecture.md honest:
// - a web feature never imports another feature; features and shared web code never import src/app;
// - packages/shared never imports from apps/;
// - a server module never reaches into another module's repository, and a repository only touches its own tables;
// - file names are kebab-case (with dotted role suffixes such as `.service.ts`).
import path from 'node:path';

function resolveTarget(filename, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  return null;
}

function segmentAfter(file, marker) {
  const index = file.indexOf(marker);
  if (index === -1) return null;
  return file.slice(index + marker.length).split(path.sep)[0] ?? null;
}

const WEB_FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
const SERVER_MODULES = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;
const SHARED_PKG = `${path.sep}packages${path.sep}shared${path.sep}`;
const APPS = `${path.sep}apps${path.sep}`;

function check(filename, source) {
  if (filename.includes(SHARED_PKG) && (source.startsWith('@academia/') || source.includes(`..${path.sep}apps`))) {
    const target = resolveTarget(filename, source);
    if (source.startsWith('@academia/') || (target && target.includes(APPS))) {
      return 'packages/shared no puede importar código de apps/.';
    }
  }
  const target = resolveTarget(filename, source);
  if (!target) return null;

  if (filename.includes(WEB_SRC) && target.includes(WEB_FEATURES)) {
    const fromFeature = segmentAfter(filename, WEB_FEATURES);
    const toFeature = segmentAfter(target, WEB_FEATURES);
    const fromApp = filename.includes(`${WEB_SRC}app${path.sep}`);
    if (!fromApp && fromFeature !== toFeature) {
      return fromFeature
        ? `La feature "${fromFeature}" no puede importar la feature "${toFeature}"; compónlas en src/app.`
        : `El código compartido no puede importar la feature "${toFeature}".`;
    }
  }

  const WEB_APP = `${WEB_SRC}app${path.sep}`;
  // main.tsx mounts the app, and src/testing and tests render it; everything else is composed by src/app.
  const composesApp =
    filename.includes(WEB_APP) ||
    /\.test\.tsx?$/.test(filename) ||
    filename.endsWith(`${WEB_SRC}main.tsx`) ||
    filename.includes(`${WEB_SRC}testing${path.sep}`);
  if (filename.includes(WEB_SRC) && !composesApp && target.includes(WEB_APP)) {
    return 'Solo src/app compone la aplicación: una feature o el código compartido no importa src/app.';
  }

  if (filename.includes(SERVER_MODULES) && target.includes(SERVER_MODULES)) {
    const fromModule = segmentAfter(filename, SERVER_MODULES);
    const toModule = segmentAfter(target, SERVER_MODULES);
    if (fromModule !== toModule && /\.repository(\.[jt]s)?$/.test(target)) {
      return `El módulo "${fromModule}" no puede usar el repositorio de "${toModule}"; llama a su servicio.`;
    }
  }
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{message}}' } },
  create(context) {
    const report = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const message = check(context.filename, node.source.value);
      if (message) context.report({ node, messageId: 'boundary', data: { message } });
    };
    return {
      ImportDeclaration: report,
      ExportNamedDeclaration: report,
      ExportAllDeclaration: report,
      ImportExpression(node) {
        if (node.source.type === 'Literal') report({ source: node.source });
      },
    };
  },
};

/** Which module owns each table: only that module's repositories may name it (docs/architecture.md). */
export const tableOwners = {
  users: 'users',
  companies: 'companies',
  sessions: 'auth',
  password_resets: 'auth',
  uploads: 'uploads',
  favorites: 'favorites',
  captcha_solutions: 'captcha',
  rate_limits: 'rate-limit',
  routes: 'learning-paths',
  route_items: 'learning-paths',
  enrolments: 'learning-paths',
  item_progress: 'learning-paths',
  bank_items: 'evaluations',
  evaluation_sessions: 'evaluations',
  evaluation_answers: 'evaluations',
  certificates: 'evaluations',
  library_documents: 'library',
  library_norms: 'library',
  search_entries: 'search',
  app_secrets: 'secrets',
  invitations: 'users',
  audit_log: 'audit',
  tutor_conversations: 'tutor',
  tutor_messages: 'tutor',
  phva_cycles: 'phva',
  phva_assessments: 'phva',
  phva_evidence: 'phva',
  phva_actions: 'phva',
  training_assignments: 'training-plans',
  reminder_deliveries: 'training-plans',
  job_leases: 'training-plans',
  analytics_activity_days: 'analytics',
  analytics_refresh: 'analytics',
  analytics_activity_weeks: 'analytics',
  analytics_weekly_counts: 'analytics',
  analytics_people: 'analytics',
  analytics_route_results: 'analytics',
};

/**
 * Read models (decisions 039 and 040): the dashboard and the Insight Hub aggregate over every module's tables in
 * grouped SQL, which no service-by-service call could do at 100,000 learners. They may read (select and join) any
 * table and write only their own; a write to another module's table stays an error for them too.
 */
export const readModels = new Set(['analytics', 'insights']);
const READ_METHODS = new Set(['selectFrom', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin']);

const TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
]);

const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;

/** The module a repository file belongs to: `modules/<name>/…` or `infra/<name>/…`. */
function ownerOf(filename) {
  return segmentAfter(filename, SERVER_MODULES) ?? segmentAfter(filename, `${SERVER_SRC}infra${path.sep}`);
}

const repositoryTables = {
  meta: { type: 'problem', schema: [], messages: { foreign: '{{message}}' } },
  create(context) {
    const owner = ownerOf(context.filename);
    if (!owner || !/\.repository\.ts$/.test(context.filename)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!TABLE_METHODS.has(callee.property.name)) return;
        const first = node.arguments[0];
        if (!first || first.type !== 'Literal' || typeof first.value !== 'string') return;
        const table = first.value.split(/\s+as\s+/i)[0].trim();
        const tableOwner = tableOwners[table];
        if (readModels.has(owner) && READ_METHODS.has(callee.property.name)) return;
        if (tableOwner && tableOwner !== owner) {
          context.report({
            node: first,
            messageId: 'foreign',
            data: {
              message: `La tabla "${table}" es del módulo "${tableOwner}": pídesela a su servicio en lugar de leerla desde "${owner}".`,
            },
          });
        }
      },
    };
  },
};

const KEBAB_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const fileNameCase = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { kebab: 'El nombre de archivo "{{name}}" debe ir en kebab-case.' },
  },
  create(context) {
    const name = path.basename(context.filename);
    if (KEBAB_FILE.test(name)) return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'kebab', data: { name } });
      },
    };
  },
};

export default {
  rules: { 'layer-boundaries': rule, 'repository-tables': repositoryTables, 'file-name-case': fileNameCase },
};
