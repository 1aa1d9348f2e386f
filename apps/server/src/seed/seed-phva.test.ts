import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoCompanies } from './seed-companies.js';
import { seedDemoPhva } from './seed-phva.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDemoPhva', () => {
  it('gives the 21-standard company a closed 2025 cycle and a 2026 cycle in Hacer, once', async () => {
    const { cafetal } = await seedDemoCompanies(t.app.container.companies);
    await seedDemoPhva(t.app.container, cafetal, t.app.log);
    await seedDemoPhva(t.app.container, cafetal, t.app.log);
    const scope = { kind: 'company', companyId: cafetal.id } as const;
    const { items } = await t.app.container.phva.list(scope);
    expect(items.map((c) => [c.period, c.status, c.phase])).toEqual([
      [2026, 'abierto', 'hacer'],
      [2025, 'cerrado', 'actuar'],
    ]);
    // 16 of 21 met (5 no cumple), by hand: 16 × 100 / 21 = 76,19 → moderadamente aceptable.
    expect(items[1]).toMatchObject({ score: 76.19, rating: 'moderadamente_aceptable' });
    const open = await t.app.container.phva.detail(scope, items[0]?.id ?? '');
    expect(open.previous?.period).toBe(2025);
    expect(open.assessments.find((a) => a.code === '2.4.1')?.evidence.map((e) => e.name)).toEqual([
      'plan-anual-trabajo-2026.pdf',
    ]);
  });
});
