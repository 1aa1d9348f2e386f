import { dashboardSchema, type AdminCompany, type Dashboard } from '@academia/shared';
import type { MockRoutes } from '../../../testing/mock-api';
import { adminCompany } from '../../../testing/admin-company';

/** A dashboard answer as the server gives it, for the page tests. */
export const sampleDashboard: Dashboard = dashboardSchema.parse({
  company: null,
  period: { kind: '30d', from: '2026-05-17', to: '2026-06-15', previousFrom: '2026-04-17', previousTo: '2026-05-16' },
  kpis: [
    { key: 'activeLearners', value: 1250, previous: 1000 },
    { key: 'enrolments', value: 3, previous: 5 },
    { key: 'completions', value: 2, previous: 2 },
    { key: 'averageFinalScore', value: 73.3, previous: 80 },
    { key: 'averageGain', value: 0.833, previous: null },
    { key: 'certificatesIssued', value: 1, previous: 1 },
    { key: 'certificatesExpiring', value: 1, previous: 0 },
    { key: 'openActions', value: 3, previous: 3 },
    { key: 'overdueAssignments', value: 2, previous: 4 },
  ],
  weeklyActivity: [
    { weekStart: '2026-06-01', activeLearners: 1 },
    { weekStart: '2026-06-08', activeLearners: 3 },
  ],
  completionsByRoute: [
    { routeId: 'r2', title: 'Riesgo químico', completions: 1 },
    { routeId: 'r4', title: 'Primeros auxilios', completions: 0 },
  ],
  complianceByCompany: [
    {
      companyId: 'c1',
      companyName: 'Constructora Andina S.A.S.',
      total: 4,
      counts: { assigned: 0, in_progress: 1, completed_on_time: 2, completed_late: 0, overdue: 1, expired: 0 },
    },
    {
      companyId: 'c2',
      companyName: 'Logística del Caribe S.A.S.',
      total: 1,
      counts: { assigned: 0, in_progress: 0, completed_on_time: 0, completed_late: 0, overdue: 0, expired: 1 },
    },
  ],
});

const company = (id: string, nombre: string, nit: string): AdminCompany =>
  adminCompany({ id, nombre, nit, estandares: 60, personasActivas: 12 });

const companies = {
  items: [
    company('c1', 'Constructora Andina S.A.S.', '900123456-8'),
    company('c2', 'Logística del Caribe S.A.S.', '800197268-4'),
  ],
  total: 2,
  page: 1,
  pageSize: 100,
};

/** Every request the dashboard page makes, answered. */
export function dashboardApi(dashboard: Dashboard = sampleDashboard): MockRoutes {
  return {
    'GET /api/admin/dashboard': { body: dashboard },
    'GET /api/admin/companies': { body: companies },
    'GET /api/admin/companies/c2': { body: companies.items[1] },
    'GET /api/admin/system/setup': {
      body: {
        publicUrlMissing: false,
        certificateLinkBase: 'https://academia.example.co',
        certificateSignerMissing: false,
      },
    },
  };
}
