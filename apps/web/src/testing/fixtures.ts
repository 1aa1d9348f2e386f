import {
  certificateListSchema,
  certificateSchema,
  documentListSchema,
  learnerHomeSchema,
  learnerProgressSchema,
  learnerRouteSchema,
  normListSchema,
  routeCardSchema,
  routeCatalogSchema,
  type Certificate,
  type LearnerHome,
  type LearnerProgress,
  type LearnerRoute,
  type ProgressWeek,
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

/** A route of `GET /api/learner/home` or `/progress`: the fixture route, 40 % through, opened by the learner. */
export function buildLearnerRoute(overrides: Partial<LearnerRoute> = {}): LearnerRoute {
  const card = buildRouteCard();
  return learnerRouteSchema.parse({
    id: card.id,
    title: card.title,
    summary: card.summary,
    category: card.category,
    hours: card.hours,
    level: card.level,
    coverUrl: null,
    assigned: false,
    enrolledAt: '2025-03-01T15:00:00.000Z',
    lastActivityAt: '2025-03-10T15:00:00.000Z',
    progress: card.progress,
    ...overrides,
  });
}

/** Twelve weeks from Monday 23 December 2024 to Monday 10 March 2025, with the given contents completed per week. */
export function buildProgressWeeks(completedPerWeek: readonly number[] = []): ProgressWeek[] {
  let cumulative = 0;
  return Array.from({ length: 12 }, (_, index) => {
    const completedItems = completedPerWeek[index] ?? 0;
    cumulative += completedItems;
    const weekStart = new Date(Date.UTC(2024, 11, 23 + index * 7)).toISOString().slice(0, 10);
    return { weekStart, completedItems, cumulativeItems: cumulative };
  });
}

export const EMPTY_LEARNER_HOME: LearnerHome = learnerHomeSchema.parse({
  continueLearning: null,
  inProgress: [],
  assigned: [],
  recommended: [],
});

export const EMPTY_LEARNER_PROGRESS: LearnerProgress = learnerProgressSchema.parse({
  totals: { routes: 0, completedRoutes: 0, completedItems: 0, secondsSpent: 0 },
  routes: [],
  weeks: buildProgressWeeks(),
});

const emptyLibraryList = { items: [], total: 0, page: 1, pageSize: 4 };

/**
 * What the learner's home and "Mi avance" ask for, for a learner with no routes, no certificates and empty
 * libraries (tests that only pass through those pages).
 */
export const NO_PROGRESS_API: MockRoutes = {
  'GET /api/routes': { body: routeCatalogSchema.parse({ items: [], categories: [] }) },
  'GET /api/certificates': { body: certificateListSchema.parse({ items: [] }) },
  'GET /api/learner/home': { body: EMPTY_LEARNER_HOME },
  'GET /api/learner/progress': { body: EMPTY_LEARNER_PROGRESS },
  'GET /api/library/documents': { body: documentListSchema.parse(emptyLibraryList) },
  'GET /api/library/norms': { body: normListSchema.parse(emptyLibraryList) },
};
