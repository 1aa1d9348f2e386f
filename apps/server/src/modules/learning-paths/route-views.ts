import type { AdminItem, AdminRoute, AdminRouteRow, BankSize, Upload } from '@academia/shared';
import type { UploadSummary } from '../uploads/uploads.service.js';
import type { AdminRouteStats, LearningRoute, RouteItem } from './learning-route.types.js';
import { percentOf } from './route-steps.js';

/** Domain → API shapes of the route editor. */

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

/** What every learner-facing card or page shows of a route, before its own extras (progress, steps, reason). */
export function routeFacts(route: LearningRoute) {
  return {
    id: route.id,
    title: route.title,
    summary: route.summary,
    category: route.category,
    hours: route.hours,
    level: route.level,
    coverUrl: route.coverFileId ? fileUrl(route.coverFileId) : null,
  };
}

export function toUpload(file: UploadSummary): Upload {
  return { id: file.id, name: file.originalName, mime: file.mime, size: file.size, url: fileUrl(file.id) };
}

/** The ids of every file a route shows: its cover and each item's file and captions. */
export function fileIdsOf(route: LearningRoute, items: RouteItem[]): string[] {
  return [route.coverFileId, ...items.flatMap((item) => [item.fileId, item.captionsFileId])].filter(
    (id): id is string => id !== null,
  );
}

export function toAdminItem(item: RouteItem, files: ReadonlyMap<string, UploadSummary>): AdminItem {
  const file = item.fileId ? files.get(item.fileId) : undefined;
  const captions = item.captionsFileId ? files.get(item.captionsFileId) : undefined;
  return {
    id: item.id,
    position: item.position,
    kind: item.kind,
    title: item.title,
    description: item.description,
    durationMinutes: item.durationMinutes,
    required: item.required,
    body: item.body,
    url: item.url,
    file: file ? toUpload(file) : null,
    captions: captions ? toUpload(captions) : null,
    quiz: item.quiz,
    updatedAt: item.updatedAt,
  };
}

export function toAdminRoute(
  route: LearningRoute,
  items: RouteItem[],
  files: ReadonlyMap<string, UploadSummary>,
  bank: BankSize,
): AdminRoute {
  const cover = route.coverFileId ? files.get(route.coverFileId) : undefined;
  return {
    id: route.id,
    title: route.title,
    summary: route.summary,
    objectives: route.objectives,
    cover: cover ? toUpload(cover) : null,
    category: route.category,
    hours: route.hours,
    level: route.level,
    status: route.status,
    passMark: route.passMark,
    attempts: route.attempts,
    unlockInOrder: route.unlockInOrder,
    validityMonths: route.validityMonths,
    items: items.map((item) => toAdminItem(item, files)),
    bank,
    createdAt: route.createdAt,
    updatedAt: route.updatedAt,
    publishedAt: route.publishedAt,
  };
}

export function toAdminRouteRow({ route, itemCount, enrolled, contentDone }: AdminRouteStats): AdminRouteRow {
  return {
    id: route.id,
    title: route.title,
    category: route.category,
    status: route.status,
    itemCount,
    enrolled,
    completionRate: percentOf(contentDone, enrolled),
    updatedAt: route.updatedAt,
  };
}
