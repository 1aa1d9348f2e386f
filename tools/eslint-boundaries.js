// A small local ESLint plugin that keeps the layering of STYLE.md honest:
// - a web feature never imports another feature; shared web code never imports a feature;
// - packages/shared never imports from apps/;
// - a server module never reaches into another module's repository.
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

export default { rules: { 'layer-boundaries': rule } };
