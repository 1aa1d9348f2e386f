import type { RouteProgressState } from '@academia/shared';
import { describe, expect, it } from 'vitest';
import { buildRouteCard } from '../../../testing/fixtures';
import { enrolledRoutes } from './enrolled-routes';

function route(id: string, state: RouteProgressState | null) {
  return buildRouteCard({
    id,
    progress: state && { percent: 0, completedItems: 0, requiredItems: 1, secondsSpent: 0, state },
  });
}

describe('enrolledRoutes', () => {
  it('keeps the enrolled routes, unfinished first, in the catalog order within each state', () => {
    const catalog = [
      route('a', 'completed'),
      route('b', null),
      route('c', 'not_started'),
      route('d', 'in_progress'),
      route('e', 'content_done'),
      route('f', 'in_progress'),
    ];
    expect(enrolledRoutes(catalog).map((item) => item.id)).toEqual(['d', 'f', 'e', 'c', 'a']);
  });
});
