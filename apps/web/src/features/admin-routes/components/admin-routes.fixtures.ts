import {
  adminRouteListSchema,
  uploadSchema,
  type AdminRouteList,
  type AdminRouteRow,
  type Upload,
} from '@academia/shared';
import type { MockRequest } from '../../../testing/mock-api';

/**
 * Test data for the admin route pages, parsed with the shared schemas so it always matches the contract. The route
 * editor's data (`route`, `item`, `renderEditor`) is in `src/testing/admin-route-fixtures.ts`: the item bank tab
 * reads it too.
 */

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
