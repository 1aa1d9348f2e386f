import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses documented defaults: port 3000, SQLite under ./data, no demo seed', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'muchos', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', SEED_DEMO: 'quizás' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_URL', 'SEED_DEMO']),
    );
    expect(message).toContain('DATABASE_URL: debe empezar por postgres://');
  });

  it('reads WEB_CONCURRENCY: one process when absent, one per core for auto, 1–64 otherwise', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: ' ' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(Math.min(os.availableParallelism(), 64));
    for (const bad of ['0', '65', 'abc', '2.5', '-1']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: bad })).toThrow(
        'WEB_CONCURRENCY: debe ser un número entero entre 1 y 64, o «auto»',
      );
    }
  });

  it('gives the pre-test 15 questions and the final test 25 with a hold near the pass mark (ADR 053)', () => {
    expect(loadConfig({}).evaluations).toEqual({
      minItems: 8,
      maxItems: 25,
      pretestMaxItems: 15,
      passMarkHoldZ: 0.5,
      targetSe: 0.38,
      randomesqueK: 5,
    });
    // CAT_MAX_ITEMS sets both caps; a per-kind variable wins over it; no cap falls under the minimum.
    expect(loadConfig({ CAT_MAX_ITEMS: '12' }).evaluations).toMatchObject({ maxItems: 12, pretestMaxItems: 12 });
    expect(loadConfig({ CAT_MAX_ITEMS: '12', CAT_FINAL_MAX_ITEMS: '30' }).evaluations).toMatchObject({
      maxItems: 30,
      pretestMaxItems: 12,
    });
    expect(loadConfig({ CAT_MIN_ITEMS: '20' }).evaluations).toMatchObject({ maxItems: 25, pretestMaxItems: 20 });
    expect(loadConfig({ CAT_PASS_MARK_HOLD_Z: '0' }).evaluations.passMarkHoldZ).toBe(0);
    expect(() => loadConfig({ CAT_PASS_MARK_HOLD_Z: '-1' })).toThrow(/CAT_PASS_MARK_HOLD_Z/);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'jefe@example.co' })).toThrow(/deben definirse juntos/);
  });

  it('accepts PostgreSQL URLs and boolean spellings', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true', TRUST_PROXY: '1' });
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(true);
  });

  it('reads SIMULATOR_BASE_URL as an http(s) base and its origin, empty by default', () => {
    expect(loadConfig({}).simulator).toBeNull();
    expect(loadConfig({ SIMULATOR_BASE_URL: '' }).simulator).toBeNull();
    expect(loadConfig({ SIMULATOR_BASE_URL: 'https://sim.example.co/academia/' }).simulator).toEqual({
      baseUrl: 'https://sim.example.co/academia',
      origin: 'https://sim.example.co',
    });
    for (const bad of ['ftp://sim.example.co', 'https://sim.example.co/?a=1', 'simulador']) {
      expect(() => loadConfig({ SIMULATOR_BASE_URL: bad })).toThrow(/SIMULATOR_BASE_URL: debe ser una dirección http/);
    }
  });
});
