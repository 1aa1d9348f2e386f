import type { ItemKind, Quiz, RouteLevel, RouteStatus } from '@academia/shared';
import type { EnrolmentsTable, ItemProgressTable, RouteItemsTable, RoutesTable } from '../../db/schema.js';
import type {
  Enrolment,
  ItemChanges,
  ItemProgressRecord,
  LearningRoute,
  ProgressChanges,
  RouteChanges,
  RouteItem,
} from './learning-route.types.js';
import type { StoredQuizState } from './quiz-grading.js';

/*
 * Row ⇄ domain for the tables of learning-paths: snake_case, 0/1 booleans and JSON text stay on this side.
 * Each `…ChangesRow` keeps keys left out of `changes` out of the SET clause.
 */

const parseJson = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

export function toLearningRoute(row: RoutesTable): LearningRoute {
  return {
    id: row.id,
    seedKey: row.seed_key,
    title: row.title,
    summary: row.summary,
    objectives: JSON.parse(row.objectives) as string[],
    coverFileId: row.cover_file_id,
    category: row.category,
    hours: Number(row.hours),
    level: row.level as RouteLevel,
    status: row.status as RouteStatus,
    passMark: row.pass_mark,
    attempts: row.attempts,
    unlockInOrder: row.unlock_in_order === 1,
    validityMonths: row.validity_months ?? null,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}

export function toRouteRow(route: LearningRoute): RoutesTable {
  return {
    id: route.id,
    seed_key: route.seedKey,
    title: route.title,
    summary: route.summary,
    objectives: JSON.stringify(route.objectives),
    cover_file_id: route.coverFileId,
    category: route.category,
    hours: route.hours,
    level: route.level,
    status: route.status,
    pass_mark: route.passMark,
    attempts: route.attempts,
    unlock_in_order: route.unlockInOrder ? 1 : 0,
    validity_months: route.validityMonths,
    created_by: route.createdBy,
    created_at: route.createdAt,
    updated_at: route.updatedAt,
    published_at: route.publishedAt,
  };
}

export function toRouteChangesRow(changes: RouteChanges): Partial<RoutesTable> {
  return {
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.summary !== undefined && { summary: changes.summary }),
    ...(changes.objectives !== undefined && { objectives: JSON.stringify(changes.objectives) }),
    ...(changes.coverFileId !== undefined && { cover_file_id: changes.coverFileId }),
    ...(changes.category !== undefined && { category: changes.category }),
    ...(changes.hours !== undefined && { hours: changes.hours }),
    ...(changes.level !== undefined && { level: changes.level }),
    ...(changes.status !== undefined && { status: changes.status }),
    ...(changes.passMark !== undefined && { pass_mark: changes.passMark }),
    ...(changes.attempts !== undefined && { attempts: changes.attempts }),
    ...(changes.unlockInOrder !== undefined && { unlock_in_order: changes.unlockInOrder ? 1 : 0 }),
    ...(changes.validityMonths !== undefined && { validity_months: changes.validityMonths }),
    ...(changes.updatedAt !== undefined && { updated_at: changes.updatedAt }),
    ...(changes.publishedAt !== undefined && { published_at: changes.publishedAt }),
  };
}

export function toRouteItem(row: RouteItemsTable): RouteItem {
  return {
    id: row.id,
    routeId: row.route_id,
    position: row.position,
    kind: row.kind as ItemKind,
    title: row.title,
    description: row.description,
    durationMinutes: row.duration_minutes,
    required: row.required === 1,
    body: row.body,
    bodyHtml: row.body_html,
    url: row.url,
    fileId: row.file_id,
    captionsFileId: row.captions_file_id,
    quiz: parseJson<Quiz>(row.quiz),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toItemRow(item: RouteItem): RouteItemsTable {
  return {
    id: item.id,
    route_id: item.routeId,
    position: item.position,
    kind: item.kind,
    title: item.title,
    description: item.description,
    duration_minutes: item.durationMinutes,
    required: item.required ? 1 : 0,
    body: item.body,
    body_html: item.bodyHtml,
    url: item.url,
    file_id: item.fileId,
    captions_file_id: item.captionsFileId,
    quiz: item.quiz === null ? null : JSON.stringify(item.quiz),
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}

export function toItemChangesRow(changes: ItemChanges): Partial<RouteItemsTable> {
  return {
    ...(changes.kind !== undefined && { kind: changes.kind }),
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.description !== undefined && { description: changes.description }),
    ...(changes.durationMinutes !== undefined && { duration_minutes: changes.durationMinutes }),
    ...(changes.required !== undefined && { required: changes.required ? 1 : 0 }),
    ...(changes.body !== undefined && { body: changes.body }),
    ...(changes.bodyHtml !== undefined && { body_html: changes.bodyHtml }),
    ...(changes.url !== undefined && { url: changes.url }),
    ...(changes.fileId !== undefined && { file_id: changes.fileId }),
    ...(changes.captionsFileId !== undefined && { captions_file_id: changes.captionsFileId }),
    ...(changes.quiz !== undefined && { quiz: changes.quiz === null ? null : JSON.stringify(changes.quiz) }),
    updated_at: changes.updatedAt,
  };
}

export function toEnrolment(row: EnrolmentsTable): Enrolment {
  return {
    routeId: row.route_id,
    userId: row.user_id,
    origin: row.origin === 'assignment' ? 'assignment' : 'visit',
    enrolledAt: row.enrolled_at,
    lastItemId: row.last_item_id,
    lastActivityAt: row.last_activity_at,
    contentCompletedAt: row.content_completed_at,
  };
}

export function toEnrolmentRow(enrolment: Enrolment): EnrolmentsTable {
  return {
    route_id: enrolment.routeId,
    user_id: enrolment.userId,
    origin: enrolment.origin,
    enrolled_at: enrolment.enrolledAt,
    last_item_id: enrolment.lastItemId,
    last_activity_at: enrolment.lastActivityAt,
    content_completed_at: enrolment.contentCompletedAt,
  };
}

export function toItemProgressRecord(row: ItemProgressTable): ItemProgressRecord {
  return {
    userId: row.user_id,
    itemId: row.item_id,
    routeId: row.route_id,
    startedAt: row.started_at,
    position: Number(row.position),
    maxPosition: Number(row.max_position),
    secondsSpent: row.seconds_spent,
    completedAt: row.completed_at,
    quizState: parseJson<StoredQuizState>(row.quiz_state),
    revision: row.revision,
    updatedAt: row.updated_at,
  };
}

export function toItemProgressRow(record: ItemProgressRecord): ItemProgressTable {
  return {
    user_id: record.userId,
    item_id: record.itemId,
    route_id: record.routeId,
    started_at: record.startedAt,
    position: record.position,
    max_position: record.maxPosition,
    seconds_spent: record.secondsSpent,
    completed_at: record.completedAt,
    quiz_state: record.quizState === null ? null : JSON.stringify(record.quizState),
    revision: record.revision,
    updated_at: record.updatedAt,
  };
}

export function toProgressChangesRow(changes: ProgressChanges): Partial<ItemProgressTable> {
  return {
    ...(changes.position !== undefined && { position: changes.position }),
    ...(changes.maxPosition !== undefined && { max_position: changes.maxPosition }),
    ...(changes.secondsSpent !== undefined && { seconds_spent: changes.secondsSpent }),
    ...(changes.completedAt !== undefined && { completed_at: changes.completedAt }),
    ...(changes.quizState !== undefined && {
      quiz_state: changes.quizState === null ? null : JSON.stringify(changes.quizState),
    }),
  };
}
