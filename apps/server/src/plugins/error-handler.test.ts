import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Routes that fail on purpose, added before the app is ready (inject readies it).
  t.app.get('/api/test/boom', { config: { access: 'public' } }, () => {
    throw new Error('fallo interno con secreto: postgres://usuario:clave@db');
  });
  t.app.get('/api/test/app-error', { config: { access: 'public' } }, () => {
    throw new AppError('NOT_FOUND', 'La ruta de aprendizaje no existe.', { id: 'r-1' });
  });
});
afterAll(() => t.close());

describe('error handler', () => {
  it('masks unknown errors as a bare Spanish 500 and logs them with the request id', async () => {
    const response = await t.app.inject({ url: '/api/test/boom', headers: { 'x-request-id': 'req-prueba-42' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Ocurrió un error inesperado. Inténtelo de nuevo en unos minutos.' },
    });
    expect(response.body).not.toContain('secreto');
    expect(response.headers['x-request-id']).toBe('req-prueba-42');
    const logged = t.logs.find((line) => line.includes('Error no controlado'));
    expect(logged).toContain('"reqId":"req-prueba-42"');
    expect(logged).toContain('fallo interno');
  });

  it('answers an AppError with its code, status, message and details', async () => {
    const response = await t.app.inject({ url: '/api/test/app-error' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'La ruta de aprendizaje no existe.', details: { id: 'r-1' } },
    });
  });

  it('answers unknown /api paths with a Spanish 404 JSON', async () => {
    const response = await t.app.inject({ url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'La ruta solicitada no existe.' });
  });

  it('refuses a body over the size limit with 413 and a Spanish message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
