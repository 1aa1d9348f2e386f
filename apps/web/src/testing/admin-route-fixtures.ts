import { adminItemSchema, adminRouteSchema, type AdminItem, type AdminRoute } from '@academia/shared';
import { screen } from '@testing-library/react';
import type { MockRoutes } from './mock-api';
import { adminUser, renderApp } from './render-app';

/*
 * The route the admin editor shows (`/admin/rutas/:id`), read by the tests of its tabs: the route editor's
 * (admin-routes) and the item bank's. Parsed with the shared schemas so it always matches the contract.
 */

export function item(overrides: Partial<AdminItem> & Pick<AdminItem, 'id' | 'kind' | 'title'>): AdminItem {
  return adminItemSchema.parse({
    position: 1,
    description: '',
    durationMinutes: 10,
    required: true,
    body: null,
    url: null,
    file: null,
    captions: null,
    quiz: null,
    updatedAt: '2025-03-14T15:00:00.000Z',
    ...overrides,
  });
}

export const ITEMS: AdminItem[] = [
  item({ id: 'i-1', position: 1, kind: 'text', title: 'Marco legal', body: '# Marco legal', durationMinutes: 15 }),
  item({ id: 'i-2', position: 2, kind: 'pdf', title: 'Procedimiento de rescate', required: false }),
  item({ id: 'i-3', position: 3, kind: 'video', title: 'Uso del arnés', url: 'https://videos.example.com/arnes' }),
];

export function route(overrides: Partial<AdminRoute> = {}): AdminRoute {
  return adminRouteSchema.parse({
    id: 'r-1',
    title: 'Trabajo seguro en alturas',
    summary: 'Prevención de caídas.',
    objectives: ['Identificar los riesgos', 'Usar el arnés'],
    cover: null,
    category: 'Trabajo en alturas',
    hours: 4,
    level: 'intermediate',
    status: 'draft',
    passMark: 80,
    attempts: 3,
    unlockInOrder: true,
    validityMonths: null,
    items: ITEMS,
    // A comfortable bank: only the tests about its size see the publish warning.
    bank: { active: 80, minimum: 8, recommended: 80 },
    createdAt: '2025-03-01T15:00:00.000Z',
    updatedAt: '2025-03-14T15:00:00.000Z',
    publishedAt: null,
    ...overrides,
  });
}

/** Renders the editor of `current` and waits for it (the first render also loads the page's lazy chunk). */
export async function renderEditor(current: AdminRoute, api: MockRoutes = {}, search = '') {
  const view = renderApp(`/admin/rutas/${current.id}${search}`, {
    user: adminUser,
    api: { [`GET /api/admin/routes/${current.id}`]: { body: current }, ...api },
  });
  await screen.findByRole('heading', { level: 1, name: current.title }, { timeout: 10_000 });
  return view;
}
