import { describe, expect, it } from 'vitest';
import { adminActiveItem, learnerActiveItem } from './active-menu-item';

describe('learnerActiveItem', () => {
  it.each([
    ['/inicio', 'inicio', null],
    ['/rutas', 'rutas', null],
    ['/rutas/', 'rutas', null],
    ['/rutas/42', 'rutas', null],
    ['/rutas/42/pretest', 'rutas', null],
    ['/rutas/42/contenido-7', 'rutas', null],
    ['/curso/3/modulo/2', 'rutas', null],
    ['/modulo', 'rutas', null],
    ['/mi-avance', 'mi-avance', null],
    ['/bibliotecas', 'bibliotecas', null],
    ['/bibliotecas/educativa-sst', 'bibliotecas', 'educativa-sst'],
    ['/bibliotecas/legislativa-sst/ley-1562', 'bibliotecas', 'legislativa-sst'],
    ['/favoritos', 'favoritos', null],
    ['/ayuda', null, null],
    ['/rutasx', null, null],
    ['/', null, null],
  ])('%s → %s / %s', (path, itemId, childId) => {
    expect(learnerActiveItem(path)).toEqual({ itemId, childId });
  });
});

describe('adminActiveItem', () => {
  it.each([
    ['/admin', 'dashboard'],
    ['/admin/', 'dashboard'],
    ['/admin/dashboard', 'dashboard'],
    ['/admin/rutas', 'rutas'],
    ['/admin/rutas/15', 'rutas'],
    ['/admin/insight-hub/detalles/3', 'insight-hub'],
    ['/admin/biblioteca', 'biblioteca'],
    ['/admin/usuarios', 'usuarios'],
    ['/admin/evaluacion', 'evaluacion'],
    ['/admin/evaluacion/verificar/9', 'evaluacion'],
    ['/admin/otra-cosa', null],
  ])('%s → %s', (path, itemId) => {
    expect(adminActiveItem(path)).toEqual({ itemId, childId: null });
  });
});
