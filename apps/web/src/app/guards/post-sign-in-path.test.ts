import { describe, expect, it } from 'vitest';
import { postSignInPath } from './post-sign-in-path';

const admin = { home: '/admin/dashboard', canAdmin: true };
const learner = { home: '/inicio', canAdmin: false };

describe('postSignInPath', () => {
  it('sends each profile home when no page was remembered', () => {
    expect(postSignInPath(admin, undefined)).toBe('/admin/dashboard');
    expect(postSignInPath(learner, undefined)).toBe('/inicio');
  });

  it('returns to the remembered page with its query and hash', () => {
    expect(postSignInPath(learner, { pathname: '/rutas/7', search: '?paso=2', hash: '#notas' })).toBe(
      '/rutas/7?paso=2#notas',
    );
    expect(postSignInPath(admin, { pathname: '/admin/usuarios' })).toBe('/admin/usuarios');
  });

  it('lets an admin return to a learner page', () => {
    expect(postSignInPath(admin, { pathname: '/mi-avance' })).toBe('/mi-avance');
  });

  it('never returns a learner to an admin page', () => {
    expect(postSignInPath(learner, { pathname: '/admin/usuarios' })).toBe('/inicio');
    expect(postSignInPath(learner, { pathname: '/admin' })).toBe('/inicio');
  });

  it('ignores entry routes as destinations', () => {
    expect(postSignInPath(learner, { pathname: '/login' })).toBe('/inicio');
  });
});
