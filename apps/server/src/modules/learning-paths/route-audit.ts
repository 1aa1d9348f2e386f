import type { RouteStatus } from '@academia/shared';
import type { AuditChange } from '../audit/audit.service.js';
import type { LearningRoute, RouteItem } from './learning-route.types.js';

/*
 * What the audit log keeps of a route and of its items (decision 027): the fields an author sets, never derived
 * ones (rendered HTML, timestamps). Long texts are cut to an excerpt by the audit service; a quiz is kept as its
 * JSON text so the same rule applies to it.
 */

export function routeAuditFields(route: LearningRoute): Record<string, unknown> {
  return {
    title: route.title,
    summary: route.summary,
    objectives: route.objectives,
    coverFileId: route.coverFileId,
    category: route.category,
    hours: route.hours,
    level: route.level,
    status: route.status,
    passMark: route.passMark,
    attempts: route.attempts,
    unlockInOrder: route.unlockInOrder,
    validityMonths: route.validityMonths,
  };
}

export function itemAuditFields(item: RouteItem): Record<string, unknown> {
  return {
    kind: item.kind,
    title: item.title,
    description: item.description,
    durationMinutes: item.durationMinutes,
    required: item.required,
    body: item.body,
    url: item.url,
    fileId: item.fileId,
    captionsFileId: item.captionsFileId,
    quiz: item.quiz ? JSON.stringify(item.quiz) : null,
  };
}

export const statusActions: Record<RouteStatus, string> = {
  draft: 'route.draft',
  published: 'route.publish',
  archived: 'route.archive',
};

/** An entry about an item: labelled with the item's title and the route's, so the log reads on its own. */
export function itemChange(
  action: string,
  route: LearningRoute,
  itemId: string,
  itemTitle: string,
  before: RouteItem | null,
  after: RouteItem | null,
): AuditChange {
  return {
    action,
    entityType: 'route_item',
    entityId: itemId,
    entityLabel: `${itemTitle} (ruta «${route.title}»)`,
    before: before && itemAuditFields(before),
    after: after && itemAuditFields(after),
  };
}
