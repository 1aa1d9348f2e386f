import { describe, expect, it } from 'vitest';
import { fieldChanges, REDACTED } from './audit-diff.js';

describe('fieldChanges', () => {
  it('keeps only the fields that changed, with both values', () => {
    expect(fieldChanges({ nombre: 'Ana', cargo: 'Soldadora' }, { nombre: 'Ana María', cargo: 'Soldadora' })).toEqual({
      nombre: { before: 'Ana', after: 'Ana María' },
    });
  });

  it('records a creation as every field going from nothing to its value', () => {
    expect(fieldChanges(null, { nombre: 'Ana', active: true })).toEqual({
      nombre: { before: null, after: 'Ana' },
      active: { before: null, after: true },
    });
  });

  it('never writes a password, hash or token, only that it changed', () => {
    const changes = fieldChanges(
      { passwordHash: 'scrypt$old', email: 'a@x.co' },
      { passwordHash: 'scrypt$new', token: 't0k3n', email: 'a@x.co' },
    );
    expect(changes).toEqual({
      passwordHash: { before: REDACTED, after: REDACTED },
      token: { before: null, after: REDACTED },
    });
    expect(JSON.stringify(changes)).not.toMatch(/scrypt|t0k3n/);
  });
});
