import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { SessionUser } from '@academia/shared';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { prefetchPageData } from '../app/prefetch-page-data';
import { AppRoutes, matchedPagePattern } from '../app/router';
import { SessionGate } from '../app/session-gate';
import { mockApi, type MockRoutes } from './mock-api';

export const learnerUser: SessionUser = {
  id: 'u-1',
  nombre: 'Ana María Pérez',
  email: 'ana@example.com',
  perfil: 'Aprendiz',
  empresaId: null,
  needsConsent: false,
  isRemembered: false,
};

export const adminUser: SessionUser = {
  id: 'u-2',
  nombre: 'Carlos Gómez',
  email: 'carlos@example.com',
  perfil: 'Superadministrador',
  empresaId: null,
  needsConsent: false,
  isRemembered: true,
};

export const companyLeadUser: SessionUser = {
  id: 'u-3',
  nombre: 'Luz Dary Ospina',
  email: 'luz.ospina@example.com',
  perfil: 'Responsable SST',
  empresaId: 'c-1',
  needsConsent: false,
  isRemembered: false,
};

export const PROVIDER_NAME = 'Seguridad Digital S.A.S.';

interface RenderOptions {
  /** Who `/api/auth/me` says is signed in. */
  user?: SessionUser | null;
  /** More API answers (or replacements). */
  api?: MockRoutes;
  /** Start the page's first query before rendering, as the app does at start-up (app/app.tsx). */
  prefetch?: boolean;
}

/** Shows the current path in the DOM, so a test can check where a redirect went. */
function LocationProbe() {
  const location = useLocation();
  return (
    <span data-testid="location" hidden>
      {location.pathname + location.search + location.hash}
    </span>
  );
}

/**
 * Renders `ui` (by default the whole app: providers, session gate and the real route table) at `path`, with
 * `fetch` mocked at the edge.
 */
export function renderApp(
  path: string,
  { user = null, api = {}, prefetch = false }: RenderOptions = {},
  ui: ReactNode = <AppRoutes />,
) {
  const mock = mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/public-config': { body: { providerName: PROVIDER_NAME, contactEmail: 'contacto@example.com' } },
    // The admin dashboard asks what the installation lacks (decision 029): by default, nothing.
    'GET /api/admin/system/setup': {
      body: {
        publicUrlMissing: false,
        certificateLinkBase: 'https://academia.example.co',
        certificateSignerMissing: false,
      },
    },
    // /inicio and /rutas list the learner's training plan first (decision 038): by default, nothing assigned.
    'GET /api/training-plans/mine': { body: { items: [] } },
    // The dashboard's figures (decision 039): by default an empty period, and no company to choose from.
    'GET /api/admin/dashboard': {
      body: {
        company: null,
        period: {
          kind: '30d',
          from: '2026-05-17',
          to: '2026-06-15',
          previousFrom: '2026-04-17',
          previousTo: '2026-05-16',
        },
        kpis: [],
        weeklyActivity: [],
        completionsByRoute: [],
        complianceByCompany: [],
      },
    },
    'GET /api/admin/companies': { body: { items: [], total: 0, page: 1, pageSize: 100 } },
    ...api,
  });
  const queryClient = createQueryClient({ queries: { retry: false } });
  const events = userEvent.setup();
  if (prefetch) {
    const [pathname = '', search = ''] = path.split('?');
    const location = { pathname, search: search ? `?${search}` : '' };
    void prefetchPageData(queryClient, location, matchedPagePattern(location));
  }
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionGate>{ui}</SessionGate>
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, api: mock, queryClient, events };
}
