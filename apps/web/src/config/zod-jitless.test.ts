import { describe, expect, it, vi } from 'vitest';

const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean; customError?: unknown } };

// Whether the browser's zod reads the setting is checked where it matters, in a browser: e2e/tests/csp.spec.ts
// fails on the violation zod's eval probe causes. Here: the setting is written where zod looks for it.
describe('zod configuration', () => {
  it('writes jitless where zod keeps its settings, creating the object when zod has not loaded yet', async () => {
    vi.resetModules();
    delete zodGlobal.__zod_globalConfig;
    await import('./zod-jitless');
    expect(zodGlobal.__zod_globalConfig).toEqual({ jitless: true });
  });

  it('changes the object zod already holds instead of replacing it, keeping its other settings', async () => {
    vi.resetModules();
    const existing = { customError: 'spanish' };
    zodGlobal.__zod_globalConfig = existing;
    await import('./zod-jitless');
    expect(zodGlobal.__zod_globalConfig).toBe(existing);
    expect(existing).toEqual({ customError: 'spanish', jitless: true });
  });
});
