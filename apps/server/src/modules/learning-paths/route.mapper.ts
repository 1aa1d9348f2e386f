import type { AdminItem, AdminRoute, AdminRouteRow, Quiz, RouteLevel, RouteStatus, Upload } from '@academia/shared';
import { percentOf } from './route-steps.js';
import type { AdminRouteStatsRow, FileRow, ItemRow, RouteRow } from './routes.repository.js';

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

export function toUpload(file: FileRow): Upload {
  return { id: file.id, name: file.original_name, mime: file.mime, size: Number(file.size), url: fileUrl(file.id) };
}

export function parseQuiz(json: string | null): Quiz | null {
  return json ? (JSON.parse(json) as Quiz) : null;
}

export function parseObjectives(json: string): string[] {
  return JSON.parse(json) as string[];
}

export function toAdminItem(row: ItemRow, files: ReadonlyMap<string, FileRow>): AdminItem {
  const file = row.file_id ? files.get(row.file_id) : undefined;
  const captions = row.captions_file_id ? files.get(row.captions_file_id) : undefined;
  return {
    id: row.id,
    position: row.position,
    kind: row.kind as AdminItem['kind'],
    title: row.title,
    description: row.description,
    durationMinutes: row.duration_minutes,
    required: row.required === 1,
    body: row.body,
    url: row.url,
    file: file ? toUpload(file) : null,
    captions: captions ? toUpload(captions) : null,
    quiz: parseQuiz(row.quiz),
    updatedAt: row.updated_at,
  };
}

export function toAdminRoute(route: RouteRow, items: ItemRow[], files: ReadonlyMap<string, FileRow>): AdminRoute {
  const cover = route.cover_file_id ? files.get(route.cover_file_id) : undefined;
  return {
    id: route.id,
    title: route.title,
    summary: route.summary,
    objectives: parseObjectives(route.objectives),
    cover: cover ? toUpload(cover) : null,
    category: route.category,
    hours: Number(route.hours),
    level: route.level as RouteLevel,
    status: route.status as RouteStatus,
    passMark: route.pass_mark,
    attempts: route.attempts,
    unlockInOrder: route.unlock_in_order === 1,
    items: items.map((item) => toAdminItem(item, files)),
    createdAt: route.created_at,
    updatedAt: route.updated_at,
    publishedAt: route.published_at,
  };
}

export function toAdminRouteRow(row: AdminRouteStatsRow): AdminRouteRow {
  const enrolled = Number(row.enrolled);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    status: row.status as RouteStatus,
    itemCount: Number(row.item_count),
    enrolled,
    completionRate: percentOf(Number(row.content_done), enrolled),
    updatedAt: row.updated_at,
  };
}
