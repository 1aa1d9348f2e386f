import type { RouteStatus } from '@academia/shared';

export interface AdminRoutesQuery {
  q: string;
  status: RouteStatus | null;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** Every cache key of this feature starts with `['admin', 'routes']`, so one call can invalidate them all. */
export const adminRouteKeys = {
  all: ['admin', 'routes'] as const,
  lists: () => [...adminRouteKeys.all, 'list'] as const,
  list: (query: AdminRoutesQuery) => [...adminRouteKeys.lists(), query] as const,
  detail: (id: string) => [...adminRouteKeys.all, 'detail', id] as const,
  markdownPreview: (markdown: string) => [...adminRouteKeys.all, 'markdown-preview', markdown] as const,
  /** Apart from `detail`, which writes replace wholesale: the learners enrolled in one route. */
  enrolments: (id: string) => [...adminRouteKeys.all, 'enrolments', id] as const,
  /** People the assign dialog offers, by search text. */
  userSearch: (q: string) => [...adminRouteKeys.all, 'user-search', q] as const,
};
