import crypto from 'node:crypto';
import { ADMIN_PROFILE, COMPANY_LEAD_PROFILE, LEARNER_PROFILE } from '@academia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, member } from '../../test/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Every admin route a `Responsable SST` may call at all. Opening another one to company leads must be a decision
 * (decision 022): add it here only together with a test that a lead of company A cannot reach company B's data.
 */
const STAFF_ROUTES = [
  'GET /api/admin/companies',
  'GET /api/admin/companies/:id',
  'GET /api/admin/companies/:id/people',
  'GET /api/admin/users',
  'POST /api/admin/users',
  'GET /api/admin/users/export',
  'GET /api/admin/users/company-options',
  'GET /api/admin/users/:id',
  'PATCH /api/admin/users/:id',
  'POST /api/admin/users/:id/deactivate',
  'POST /api/admin/users/:id/reactivate',
  'POST /api/admin/users/:id/invitation',
  'POST /api/admin/users/:id/password-reset',
  'POST /api/admin/users/import/preview',
  'POST /api/admin/users/import/commit',
  // Issue 14: one more final-test attempt; isolation tested in evaluations/attempt-grants.test.ts.
  'POST /api/admin/routes/:id/enrolments/:userId/attempts',
  // Issue 15: the PHVA self-evaluation of the lead's own company; isolation tested in phva/phva.test.ts.
  'GET /api/admin/phva/cycles',
  'POST /api/admin/phva/cycles',
  'GET /api/admin/phva/cycles/:id',
  'PUT /api/admin/phva/cycles/:id/plan',
  'PUT /api/admin/phva/cycles/:id/assessments/:code',
  'POST /api/admin/phva/cycles/:id/assessments/:code/evidence',
  'POST /api/admin/phva/cycles/:id/assessments/:code/training-records',
  'GET /api/admin/phva/cycles/:id/evidence/:fileId',
  'DELETE /api/admin/phva/cycles/:id/evidence/:fileId',
  'GET /api/admin/phva/cycles/:id/training-records',
  'GET /api/admin/phva/cycles/:id/training-plan',
  'POST /api/admin/phva/cycles/:id/phase',
  'POST /api/admin/phva/cycles/:id/close',
  'POST /api/admin/phva/cycles/:id/actions',
  'PUT /api/admin/phva/cycles/:id/actions/:actionId',
  'POST /api/admin/phva/cycles/:id/actions/:actionId/route',
  'GET /api/admin/phva/routes',
  'GET /api/admin/phva/cycles/:id/report.pdf',
  // Issue 18: the Insight Hub of the lead's own company; isolation tested in insights/insights.test.ts.
  'GET /api/admin/insights/routes',
  'GET /api/admin/insights/funnel',
  'GET /api/admin/insights/gain',
  'GET /api/admin/insights/weak-topics',
  'GET /api/admin/insights/at-risk',
  'POST /api/admin/insights/at-risk/:userId/reminder',
  'GET /api/admin/insights/routes/:id',
  'GET /api/admin/insights/export/:table',
  // Issue 18: the lead's own company's training plan; isolation tested in training-plans/training-plans.test.ts.
  'GET /api/admin/training-plans/assignments',
  'POST /api/admin/training-plans/assignments',
  'DELETE /api/admin/training-plans/assignments/:id',
  'GET /api/admin/training-plans/options',
  'GET /api/admin/training-plans/people',
  'GET /api/admin/training-plans/compliance',
  'GET /api/admin/training-plans/compliance/export',
  // Issue 18: the dashboard of the lead's own company; isolation tested in analytics/dashboard.test.ts.
  'GET /api/admin/dashboard',
].sort();

let t: TestApp;
let lead: string;
let learner: string;
let leadWithoutCompany: string;

const concrete = (url: string) => url.replace(/:[A-Za-z]+\??/g, crypto.randomUUID());
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

beforeAll(async () => {
  t = await createTestApp();
  const andina = await company(t.app, 'Constructora Andina S.A.S.', '900123456-8');
  lead = (await member(t.app, COMPANY_LEAD_PROFILE, andina.id)).cookie;
  learner = (await member(t.app, LEARNER_PROFILE, andina.id)).cookie;
  leadWithoutCompany = (await member(t.app, COMPANY_LEAD_PROFILE, null)).cookie;
});
afterAll(() => t.close());

describe('who may call the admin API', () => {
  it('opens exactly the listed routes to company leads', () => {
    const staff = t.app.adminRoutes.filter((route) => route.access === 'staff').map(key);
    expect(staff.sort()).toEqual(STAFF_ROUTES);
    expect(t.app.adminRoutes.length).toBeGreaterThan(40);
  });

  it('answers 401 to anonymous callers and 403 to learners on every admin route', async () => {
    for (const route of t.app.adminRoutes) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, `${key(route)} anónimo`).toBe(401);
      const asLearner = await t.app.inject({ method, url, headers: { cookie: learner } });
      expect(asLearner.statusCode, `${key(route)} aprendiz`).toBe(403);
    }
  });

  it('refuses a company lead every admin route that is not open to leads, before reading anything', async () => {
    const closed = t.app.adminRoutes.filter((route) => route.access === 'admin');
    expect(closed.map(key)).toEqual(
      expect.arrayContaining(['GET /api/admin/audit', 'POST /api/admin/routes', 'POST /api/admin/companies']),
    );
    for (const route of closed) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: lead },
      });
      expect(response.statusCode, key(route)).toBe(403);
      expect(response.json<{ error: { code: string } }>().error.code, key(route)).toBe('FORBIDDEN');
    }
  });

  it('tells a company lead without a company that they have none, on every route open to leads', async () => {
    for (const route of t.app.adminRoutes.filter((candidate) => candidate.access === 'staff')) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: leadWithoutCompany },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      // A body that fails validation may answer first (400); what must never happen is data or a success.
      expect([400, 403, 404], key(route)).toContain(response.statusCode);
      if (response.statusCode === 403) {
        expect(response.json<{ error: { code: string } }>().error.code, key(route)).toBe('NO_COMPANY_ASSIGNED');
      }
    }
  });

  it('lets the Superadministrador through the same gate', async () => {
    const admin = (await member(t.app, ADMIN_PROFILE, null)).cookie;
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
  });
});
