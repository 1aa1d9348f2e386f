import { describe, expect, it } from 'vitest';
import { shellFor } from './spa-shell.js';

describe('encabezado de la carcasa de index.html', () => {
  it('usa el encabezado público en ingreso, registro, recuperación, activación, autorización, política y verificación', () => {
    for (const page of [
      '/',
      '/login',
      '/registrarme',
      '/registrate',
      '/reestablecer-contrasena',
      '/activar-cuenta',
      '/autorizacion-de-datos',
      '/politica-de-datos',
      '/verificar',
      '/verificar/SST-0000-0000-0000',
      '/registrarme/',
    ]) {
      expect(shellFor(page), page).toBe('public');
    }
  });

  it('usa el encabezado de la aplicación en las páginas del aprendiz y del administrador', () => {
    for (const page of ['/inicio', '/rutas', '/rutas/r1/c1', '/bibliotecas/legislativa-sst', '/admin/dashboard']) {
      expect(shellFor(page), page).toBe('app');
    }
    expect(shellFor('/verificarx')).toBe('app');
  });
});
