import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

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
