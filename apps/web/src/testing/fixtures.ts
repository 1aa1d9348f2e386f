import {
  certificateListSchema,
  certificateSchema,
  routeCardSchema,
  routeCatalogSchema,
  type Certificate,
  type RouteCard,
} from '@academia/shared';
import type { MockRoutes } from './mock-api';

/*
 * Builders for API answers that several features read (the route catalog, the certificate list). Each parses its
 * result with the shared schema, so a fixture that drifts from the contract fails loudly instead of testing a shape
 * the server never sends. Answers only one feature reads have their builders in that feature's `testing/`.
 */

/** The route the fixtures describe unless told otherwise. */
export const FIXTURE_ROUTE = { id: 'ruta-1', title: 'Trabajo seguro en alturas' } as const;
export const CERTIFICATE_CODE = 'SST-2025-7K3Q9';

/** A card of `GET /api/routes`: 40 % through the route, 2 of 5 required contents done, 10 minutes spent. */
export function buildRouteCard(overrides: Partial<RouteCard> = {}): RouteCard {
  return routeCardSchema.parse({
    id: FIXTURE_ROUTE.id,
    title: FIXTURE_ROUTE.title,
    summary: 'Prevención de caídas, equipos de protección y rescate.',
    category: 'Riesgos críticos',
    hours: 4,
    level: 'intermediate',
    coverUrl: null,
    itemCount: 3,
    progress: { percent: 40, completedItems: 2, requiredItems: 5, secondsSpent: 600, state: 'in_progress' },
    favorite: false,
    ...overrides,
  });
}

/** An item of `GET /api/certificates`: 85 of 100, 4 hours, issued on 20 March 2025. */
export function buildCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return certificateSchema.parse({
    code: CERTIFICATE_CODE,
    learnerName: 'Ana María Pérez',
    routeId: FIXTURE_ROUTE.id,
    routeTitle: FIXTURE_ROUTE.title,
    hours: 4,
    score: 85,
    issuedAt: '2025-03-20T15:00:00.000Z',
    downloadUrl: `/api/certificates/${CERTIFICATE_CODE}/pdf`,
    ...overrides,
  });
}

/** What "Mi avance" asks for, for a learner with no routes and no certificates (tests that only pass through it). */
export const NO_PROGRESS_API: MockRoutes = {
  'GET /api/routes': { body: routeCatalogSchema.parse({ items: [], categories: [] }) },
  'GET /api/certificates': { body: certificateListSchema.parse({ items: [] }) },
};
