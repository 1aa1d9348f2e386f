import {
  adminItemSchema,
  adminRouteListSchema,
  adminRouteSchema,
  uploadSchema,
  type AdminItem,
  type AdminRoute,
  type AdminRouteList,
  type AdminRouteRow,
  type Upload,
} from '@academia/shared';
import { screen } from '@testing-library/react';
import type { MockRequest, MockRoutes } from '../../../testing/mock-api';
import { adminUser, renderApp } from '../../../testing/render-app';

/** Test data for the admin route pages, parsed with the shared schemas so it always matches the contract. */

export const ROW_DEFAULTS: AdminRouteRow = {
  id: 'r-1',
  title: 'Trabajo seguro en alturas',
  category: 'Trabajo en alturas',
  status: 'published',
  itemCount: 6,
  enrolled: 120,
  completionRate: 45,
  updatedAt: '2025-03-14T15:00:00.000Z',
};

export const ROWS: AdminRouteRow[] = [
  ROW_DEFAULTS,
  {
    ...ROW_DEFAULTS,
    id: 'r-2',
    title: 'Fundamentos del SG-SST',
    category: '',
    status: 'draft',
    itemCount: 2,
    enrolled: 0,
    completionRate: 0,
  },
];

/** A fake `GET /api/admin/routes` that filters by `q` and `status` like the server does. */
export function routeListEndpoint({ search }: MockRequest) {
  const q = (search.get('q') ?? '').toLowerCase();
  const status = search.get('status');
  const items = ROWS.filter((row) => row.title.toLowerCase().includes(q) && (status === null || row.status === status));
  const body: AdminRouteList = adminRouteListSchema.parse({
    items,
    total: items.length,
    page: Number(search.get('page')),
    pageSize: Number(search.get('pageSize')),
  });
  return { body };
}

export function upload(overrides: Partial<Upload> = {}): Upload {
  return uploadSchema.parse({
    id: 'f-1',
    name: 'procedimiento.pdf',
    mime: 'application/pdf',
    size: 2_516_582,
    url: '/api/files/f-1',
    ...overrides,
  });
}

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
    items: ITEMS,
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
