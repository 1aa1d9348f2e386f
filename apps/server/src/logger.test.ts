import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';
import { createTestApp, createUser, type TestApp } from './test/test-app.js';

describe('redactUrl', () => {
  it('blanks the value of token, code and every secret-looking parameter, keeping the rest', () => {
    expect(redactUrl('/reestablecer-contrasena?token=abc123')).toBe('/reestablecer-contrasena?token=[oculto]');
    expect(redactUrl('/x?q=casco&code=123456&page=2')).toBe('/x?q=casco&code=[oculto]&page=2');
    for (const name of ['password', 'newPassword', 'secret', 'api_key', 'X-Amz-Signature', 'sig', 'access%5Ftoken']) {
      expect(redactUrl(`/x?${name}=s3cr3t&ok=1`)).toBe(`/x?${name}=[oculto]&ok=1`);
    }
  });

  it('leaves URLs without a query, and parameters without a value, as they are', () => {
    expect(redactUrl('/verificar/ABC-123')).toBe('/verificar/ABC-123');
    expect(redactUrl('/x?token')).toBe('/x?token');
    expect(redactUrl('/x?%E0=1')).toBe('/x?%E0=1');
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Test-only routes, added before the app is ready (inject readies it): one with a parameter, one that fails.
  t.app.get('/api/test/items/:id', { config: { access: 'public' } }, () => ({ ok: true }));
  t.app.get('/api/test/explota', { config: { access: 'public' } }, () => {
    throw new Error('fallo de prueba');
  });
});
afterAll(() => t.close());

/** The parsed log lines of one request, found by the request id it was sent with. */
function linesOf(reqId: string): Record<string, unknown>[] {
  return t.logs
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes(`"reqId":"${reqId}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the request log', () => {
  it('writes exactly one line per GET, with the request id, method, route pattern, status and time', async () => {
    const response = await t.app.inject({ url: '/api/test/items/r-123', headers: { 'x-request-id': 'log-get-1' } });
    expect(response.statusCode).toBe(200);
    const lines = linesOf('log-get-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'log-get-1',
      method: 'GET',
      route: '/api/test/items/:id',
      statusCode: 200,
      msg: 'Solicitud atendida',
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('r-123');
  });

  it('writes exactly one line for a POST to sign-in, without the password, email or session cookie', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-request-id': 'log-post-1' },
      payload: { email: user.email, password: user.password, remember: false },
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies[0]?.value ?? '';
    expect(session.length).toBeGreaterThan(10);
    const lines = linesOf('log-post-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'POST', route: '/api/auth/sign-in', statusCode: 200 });
    expect(typeof lines[0]?.responseTime).toBe('number');
    const log = t.logs.join('');
    for (const secret of [user.password, user.email, session]) expect(log).not.toContain(secret);
  });

  it('keeps cookies, the authorization header and the query string out of the line', async () => {
    const response = await t.app.inject({
      url: '/api/test/items/r-9?token=token-secreto-123&q=casco',
      headers: {
        'x-request-id': 'log-secret-1',
        cookie: 'sst_sesion=cookie-secreta-456',
        authorization: 'Bearer clave-secreta-789',
      },
    });
    expect(response.statusCode).toBe(200);
    const lines = linesOf('log-secret-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ route: '/api/test/items/:id', statusCode: 200 });
    const log = t.logs.join('');
    for (const secret of ['token-secreto-123', 'cookie-secreta-456', 'clave-secreta-789', 'casco']) {
      expect(log).not.toContain(secret);
    }
  });

  it('logs an unmatched request once, with its path and without its query string', async () => {
    const response = await t.app.inject({
      url: '/reestablecer-contrasena?token=token-perdido-321',
      headers: { 'x-request-id': 'log-404-1' },
    });
    expect(response.statusCode).toBe(404);
    const lines = linesOf('log-404-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', route: '/reestablecer-contrasena', statusCode: 404 });
    expect(t.logs.join('')).not.toContain('token-perdido-321');
  });

  it('still logs the error of a 500 with the same request id, besides the request line', async () => {
    const response = await t.app.inject({ url: '/api/test/explota', headers: { 'x-request-id': 'log-500-1' } });
    expect(response.statusCode).toBe(500);
    const lines = linesOf('log-500-1');
    expect(lines).toHaveLength(2);
    const error = lines.find((line) => line.msg === 'Error no controlado');
    expect(error).toMatchObject({ level: 50, reqId: 'log-500-1' });
    expect(JSON.stringify(error)).toContain('fallo de prueba');
    expect(lines.find((line) => line.msg === 'Solicitud atendida')).toMatchObject({
      route: '/api/test/explota',
      statusCode: 500,
    });
  });
});
