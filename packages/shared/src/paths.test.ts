import { describe, expect, it } from 'vitest';
import { paths, type PagePath } from './index.js';

type AnyPage = PagePath<string> & ((...args: (string | undefined)[]) => string);

/** Every page of the module, by its dotted name (`admin.route`, `admin.evaluationPhase.hacer`, …). */
function allPages(tree: object = paths, prefix = ''): [string, AnyPage][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]): [string, AnyPage][] => {
    const name = `${prefix}${key}`;
    if (typeof value === 'function') return [[name, value as AnyPage]];
    return allPages(value as object, `${name}.`);
  });
}

/** The router's reading of a pattern: `:name` is one segment, `:name?` an optional one; the whole path must match. */
function matches(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
      names.push(param[1] ?? '');
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  const found = new RegExp(`^${source || '/'}$`).exec(pathname);
  if (!found) return null;
  return Object.fromEntries(
    names.flatMap((name, index) => {
      const value = found[index + 1];
      return value === undefined ? [] : [[name, decodeURIComponent(value)]];
    }),
  );
}

const paramCount = (pattern: string) => pattern.split('/').filter((segment) => segment.startsWith(':')).length;

describe('paths', () => {
  it('builds each page address', () => {
    expect(paths.signIn()).toBe('/');
    expect(paths.home()).toBe('/inicio');
    expect(paths.route('ruta-1')).toBe('/rutas/ruta-1');
    expect(paths.routeContent('ruta-1', 'contenido-2')).toBe('/rutas/ruta-1/contenido-2');
    expect(paths.routePretest('ruta-1')).toBe('/rutas/ruta-1/pretest');
    expect(paths.routePretest('ruta-1', 'u-7')).toBe('/rutas/ruta-1/pretest/u-7');
    expect(paths.routeFinalTest('ruta-1')).toBe('/rutas/ruta-1/test');
    expect(paths.routeReview('ruta-1', 'sesion 1')).toBe('/rutas/ruta-1/revision/sesion%201');
    expect(paths.routeSimulator('ruta-1')).toBe('/rutas/ruta-1/simulador');
    expect(paths.document('d1')).toBe('/bibliotecas/educativa-sst/d1');
    expect(paths.norm('n1')).toBe('/bibliotecas/legislativa-sst/n1');
    expect(paths.admin.dashboard()).toBe('/admin/dashboard');
    expect(paths.admin.route('r1')).toBe('/admin/rutas/r1');
    expect(paths.admin.insight('i1')).toBe('/admin/insight-hub/detalles/i1');
    expect(paths.admin.evaluationPhase.verificar()).toBe('/admin/evaluacion/verificar');
    expect(paths.verify()).toBe('/verificar');
    expect(paths.verify('SST-7K3M-Q9PX-2HDA')).toBe('/verificar/SST-7K3M-Q9PX-2HDA');
  });

  it('escapes each parameter as one segment', () => {
    expect(paths.verify('A B/1')).toBe('/verificar/A%20B%2F1');
    expect(paths.routeContent('a/b', 'c?d')).toBe('/rutas/a%2Fb/c%3Fd');
    expect(paths.resetPassword.withToken('a+b=')).toBe('/reestablecer-contrasena#token=a%2Bb%3D');
  });

  it('keeps its pattern next to each builder', () => {
    expect(paths.route.pattern).toBe('/rutas/:idRuta');
    expect(paths.routePretest.pattern).toBe('/rutas/:idRuta/pretest/:idUsuario?');
    expect(paths.admin.route.pattern).toBe('/admin/rutas/:id');
  });

  it.each(allPages())('%s: its pattern matches what its builder makes, parameters included', (_name, page) => {
    const args = Array.from({ length: paramCount(page.pattern) }, (_, index) => `v${String(index)} /x`);
    const built = page(...args);
    const params = matches(page.pattern, built);
    expect(params).not.toBeNull();
    expect(Object.values(params ?? {})).toEqual(args);
    // Optional parameters left out still give a path the pattern matches.
    const required = page.pattern.split('/').filter((segment) => segment.startsWith(':') && !segment.endsWith('?'));
    expect(matches(page.pattern, page(...args.slice(0, required.length)))).not.toBeNull();
  });

  it('gives each page its own pattern', () => {
    const patterns = allPages().map(([, page]) => page.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('sends the wrong parameters to the type checker', () => {
    // @ts-expect-error a route needs its id
    expect(() => paths.route()).not.toThrow();
    // @ts-expect-error a page without parameters takes none
    expect(paths.home('x')).toBe('/inicio');
    // @ts-expect-error a content item needs the route and the item
    expect(paths.routeContent('r1')).toBe('/rutas/r1');
  });
});
