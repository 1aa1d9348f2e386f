import type { AdminRouteList, ContentItemView, RouteCatalog, RouteDetail } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signedInAdmin } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_LEARNER, seedDemo } from './seed.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.container, t.config, t.app.log);
}, 60_000);
afterAll(() => t.close());

describe('demo seed', () => {
  it('starts every seeded bank with exposure control on, as computed for it (ADR 041)', async () => {
    const rows = await t.app.database.db
      .selectFrom('bank_items')
      .select(['route_id'])
      .select((eb) => eb.fn.countAll<number>().as('restricted'))
      .where('exposure_k', '<', 1)
      .groupBy('route_id')
      .execute();
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(Number(row.restricted)).toBeGreaterThan(10);
  });

  it('publishes the ten demo routes, each with 4–6 items, PDFs and quick quizzes among them', async () => {
    const learner = await signedIn(t.app);
    const catalog = (
      await t.app.inject({ method: 'GET', url: '/api/routes', headers: { cookie: learner.cookie } })
    ).json<RouteCatalog>();
    expect(catalog.items).toHaveLength(10);
    const kinds: string[] = [];
    for (const card of catalog.items) {
      expect(card.itemCount).toBeGreaterThanOrEqual(4);
      expect(card.itemCount).toBeLessThanOrEqual(6);
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/routes/${card.id}`, headers: { cookie: learner.cookie } })
      ).json<RouteDetail>();
      kinds.push(...detail.steps.flatMap((step) => (step.itemKind ? [step.itemKind] : [])));
    }
    expect(kinds).toContain('pdf');
    expect(kinds).toContain('quiz');
  });

  it('stores each seeded PDF as a real PDF file a learner can open', async () => {
    const admin = await signedInAdmin(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/routes?pageSize=50', headers: { cookie: admin.cookie } })
    ).json<AdminRouteList>();
    const learner = await signedIn(t.app);
    let pdfs = 0;
    for (const row of list.items) {
      const route = (
        await t.app.inject({ method: 'GET', url: `/api/admin/routes/${row.id}`, headers: { cookie: admin.cookie } })
      ).json<{ items: { id: string; kind: string; file: { url: string } | null }[] }>();
      for (const item of route.items.filter((i) => i.kind === 'pdf')) {
        const file = await t.app.inject({
          method: 'GET',
          url: item.file?.url ?? '',
          headers: { cookie: learner.cookie },
        });
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        pdfs += 1;
      }
    }
    expect(pdfs).toBeGreaterThan(0);
  });

  it('writes lessons in Spanish with the norms they cite', async () => {
    // An admin previews without the pre-test gate that a learner meets first.
    const learner = await signedInAdmin(t.app);
    const catalog = (
      await t.app.inject({ method: 'GET', url: '/api/routes', headers: { cookie: learner.cookie } })
    ).json<RouteCatalog>();
    const route = catalog.items.find((card) => card.title.includes('SG-SST')) ?? catalog.items[0];
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/routes/${route?.id ?? ''}`, headers: { cookie: learner.cookie } })
    ).json<RouteDetail>();
    const first = detail.steps.find((step) => step.kind === 'content');
    const view = (
      await t.app.inject({
        method: 'GET',
        url: `/api/routes/${detail.id}/items/${first?.itemId ?? ''}`,
        headers: { cookie: learner.cookie },
      })
    ).json<ContentItemView>();
    expect(view.html).toMatch(/<h2>/);
    expect(view.html).toMatch(/(Decreto|Resolución|Ley) \d+/);
  });

  it('gives every demo route an item bank of at least 30 items', async () => {
    const admin = await signedInAdmin(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/routes?pageSize=50', headers: { cookie: admin.cookie } })
    ).json<AdminRouteList>();
    for (const row of list.items) {
      const bank = (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/routes/${row.id}/bank`,
          headers: { cookie: admin.cookie },
        })
      ).json<{ items: unknown[]; topics: string[] }>();
      expect(bank.items.length).toBeGreaterThanOrEqual(30);
      expect(bank.topics.length).toBeGreaterThanOrEqual(3);
    }
  });

  // Needs every demo route's scenario in seed-scenarios/ (decision 037).
  it('gives every demo route a published scenario, shown as its simulator step', async () => {
    const learner = await signedIn(t.app);
    const catalog = (
      await t.app.inject({ method: 'GET', url: '/api/routes', headers: { cookie: learner.cookie } })
    ).json<RouteCatalog>();
    for (const card of catalog.items) {
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/routes/${card.id}`, headers: { cookie: learner.cookie } })
      ).json<RouteDetail>();
      expect(
        detail.steps.map((step) => step.kind),
        card.title,
      ).toContain('simulator');
    }
  });

  it('seeds a training plan with every state to show, and leaves the demo learner out of it', async () => {
    const plans = t.app.container.trainingPlans;
    const counts = await plans.complianceCounts({});
    expect(counts.completed_on_time).toBe(1);
    expect(counts.expired).toBe(1);
    expect(counts.overdue).toBeGreaterThan(0);
    expect(counts.assigned).toBeGreaterThan(0);
    const emergencias = await t.app.container.routeAdmin.idBySeedKey('emergencias');
    // The expired one was renewed: a mandatory renewal for that person, due 30 days after the expiry.
    const renewal = (await plans.list({ kind: 'all' })).items.filter((a) => a.origin === 'renewal');
    expect(renewal).toEqual([expect.objectContaining({ routeId: emergencias, targetKind: 'person', mandatory: true })]);
    const learner = await t.app.container.users.findByEmail(DEMO_LEARNER.email);
    expect(learner).toBeDefined();
    expect((await plans.evaluate({}, new Date())).filter((row) => row.userId === learner?.id)).toEqual([]);
  });

  it('can run again without duplicating anything', async () => {
    const before = {
      plan: (await t.app.container.trainingPlans.list({ kind: 'all' })).items.map((a) => a.id).sort(),
      counts: await t.app.container.trainingPlans.complianceCounts({}),
    };
    await seedDemo(t.app.container, t.config, t.app.log);
    const learner = await signedIn(t.app);
    const catalog = (
      await t.app.inject({ method: 'GET', url: '/api/routes', headers: { cookie: learner.cookie } })
    ).json<RouteCatalog>();
    expect(catalog.items).toHaveLength(10);
    // The demo training plan and its history are there once, and cover seeded people.
    const plan = (await t.app.container.trainingPlans.list({ kind: 'all' })).items;
    expect(plan.map((a) => a.id).sort()).toEqual(before.plan);
    expect(plan).toHaveLength(4);
    expect(plan.every((a) => a.coveredCount > 0)).toBe(true);
    expect(await t.app.container.trainingPlans.complianceCounts({})).toEqual(before.counts);
  });
});
