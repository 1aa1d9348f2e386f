import { validateScenario, type AdminScenario, type RouteDetail, type ScenarioDefinition } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service.js';
import { signedInAdmin } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedRoutes } from './seed-routes/index.js';
import { seedScenarios } from './seed-scenarios/index.js';
import { seedDemoScenarios } from './seed-simulator.js';

describe('the seeded scenarios', () => {
  it.each(Object.entries(seedScenarios))('«%s» validates, with a maximum above zero', (_key, definition) => {
    const result = validateScenario(definition);
    expect(result.errors).toEqual([]);
    expect(result.maxScore).toBeGreaterThan(0);
  });

  // Every demo route shows a simulator step: each one needs its file in seed-scenarios/ and a line in its index.
  it('cover every demo route, and name no route that does not exist', () => {
    expect(Object.keys(seedScenarios).sort()).toEqual(seedRoutes.map((route) => route.key).sort());
  });
});

/** A small scenario: one decision worth 10 points or nothing, and an end. */
function tiny(title: string): ScenarioDefinition {
  return {
    title,
    summary: 'Una decisión y su final.',
    passPercent: 50,
    startId: 'inicio',
    situations: [
      {
        id: 'inicio',
        kind: 'choice',
        title: 'La decisión',
        text: 'Elija cómo actuar.',
        media: null,
        choices: [
          {
            id: 'bien',
            text: 'Reportar',
            consequence: 'Se corrige a tiempo.',
            points: 10,
            critical: false,
            next: 'fin',
          },
          { id: 'mal', text: 'Callar', consequence: 'Nadie se entera.', points: 0, critical: false, next: 'fin' },
        ],
      },
      { id: 'fin', kind: 'end', title: 'Final', text: 'Termina el caso.', media: null },
    ],
  };
}

describe('seedDemoScenarios', () => {
  let t: TestApp;
  let admin: string;
  let routeId: string;
  const key = 'ruta-con-escenario';

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).cookie;
    const { routeAdmin } = t.app.container;
    const route = await routeAdmin.create(
      { title: 'Ruta sembrada', summary: 'Resumen', objectives: [], category: 'Pruebas', hours: 1, level: 'basic' },
      SYSTEM_ACTOR,
      key,
    );
    routeId = route.id;
    await routeAdmin.addItem(
      routeId,
      { kind: 'text', title: 'Lección', body: 'Texto.', durationMinutes: 5 },
      SYSTEM_ACTOR,
    );
  });
  afterAll(() => t.close());

  const scenarioOf = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/routes/${routeId}/simulator`,
      headers: { cookie: admin },
    });
    return response.json<AdminScenario>();
  };
  const auditCount = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entityType=simulator_scenario&entityId=${routeId}`,
      headers: { cookie: admin },
    });
    return response.json<{ items: unknown[] }>().items.length;
  };

  it('publishes the scenario of a seeded route, and skips a key with no route', async () => {
    await seedDemoScenarios(t.app.container, t.app.log, {
      [key]: tiny('Primera versión'),
      'sin-ruta': tiny('Huérfano'),
    });
    expect(await scenarioOf()).toMatchObject({
      status: 'published',
      maxScore: 10,
      definition: { title: 'Primera versión' },
    });
    // The route is a draft (it has no item bank): the admin's preview shows its steps.
    const detail = await t.app.inject({ method: 'GET', url: `/api/routes/${routeId}`, headers: { cookie: admin } });
    expect(detail.json<RouteDetail>().steps.map((step) => step.kind)).toEqual([
      'pretest',
      'content',
      'simulator',
      'test',
    ]);
  });

  it('runs again without duplicating or rewriting an unchanged scenario', async () => {
    const before = await auditCount();
    await seedDemoScenarios(t.app.container, t.app.log, { [key]: tiny('Primera versión') });
    expect(await auditCount()).toBe(before);
    expect((await scenarioOf()).definition.title).toBe('Primera versión');
  });

  it('updates a scenario the seed wrote when its file changed, but never one an admin saved', async () => {
    await seedDemoScenarios(t.app.container, t.app.log, { [key]: tiny('Segunda versión') });
    expect((await scenarioOf()).definition.title).toBe('Segunda versión');

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/routes/${routeId}/simulator`,
      headers: { cookie: admin },
      payload: { definition: tiny('Versión del administrador'), status: 'published' },
    });
    expect(saved.statusCode).toBe(200);
    await seedDemoScenarios(t.app.container, t.app.log, { [key]: tiny('Tercera versión') });
    expect((await scenarioOf()).definition.title).toBe('Versión del administrador');
  });
});
