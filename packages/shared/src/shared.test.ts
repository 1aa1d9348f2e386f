import { describe, expect, it } from 'vitest';
import {
  errorCodes,
  errorMessages,
  homePathFor,
  installSpanishErrors,
  resetConfirmInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from './index.js';

installSpanishErrors();

describe('shared contract', () => {
  it('has a Spanish message for every error code', () => {
    for (const code of errorCodes) expect(errorMessages[code]).toMatch(/[a-záéíóúñ]/i);
  });

  it('normalises e-mails so they compare case-insensitively', () => {
    const parsed = signInInputSchema.parse({ email: '  Ana.Ruiz@Empresa.CO ', password: 'x' });
    expect(parsed.email).toBe('ana.ruiz@empresa.co');
    expect(parsed.remember).toBe(false);
  });

  it('sends Superadministrador to the admin home and every other profile to /inicio', () => {
    expect(homePathFor('Superadministrador')).toBe('/admin/dashboard');
    expect(homePathFor('Aprendiz')).toBe('/inicio');
    expect(homePathFor('Coordinador SST')).toBe('/inicio');
  });

  it('explains problems in Spanish', () => {
    const result = signUpInputSchema.safeParse({ nombre: '', email: 'malo', password: '123', captcha: 'x' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'nombre: Este campo es obligatorio.',
        'email: Escriba un correo electrónico válido.',
        'password: Debe tener al menos 8 caracteres.',
      ]),
    );
  });

  it('accepts a reset by code or by link token, and only 6-digit codes', () => {
    expect(
      resetConfirmInputSchema.safeParse({ email: 'a@b.co', code: '012345', password: 'Segura-2026' }).success,
    ).toBe(true);
    expect(resetConfirmInputSchema.safeParse({ token: 'x'.repeat(43), password: 'Segura-2026' }).success).toBe(true);
    expect(
      resetConfirmInputSchema.safeParse({ email: 'a@b.co', code: '12a456', password: 'Segura-2026' }).success,
    ).toBe(false);
  });
});
