import type { ItemKind, Quiz, RouteEnrolment, RouteLevel, RouteStatus } from '@academia/shared';
import type { StoredQuizState } from './quiz-grading.js';

/*
 * The learning-paths domain as services see it: camelCase fields, real booleans, parsed JSON and numeric counts.
 * Rows (snake_case, 0/1, JSON text) never leave the repositories and `route.mapper.ts`.
 */

/** A learning route ("ruta"): not to be confused with an HTTP route (`*.routes.ts`). */
export interface LearningRoute {
  id: string;
  /** Set only on routes created by the demo seed, so re-running it finds them. */
  seedKey: string | null;
  title: string;
  summary: string;
  objectives: string[];
  coverFileId: string | null;
  category: string;
  hours: number;
  level: RouteLevel;
  status: RouteStatus;
  passMark: number;
  attempts: number;
  unlockInOrder: boolean;
  /** Months a certificate of this route stays in force; null: it does not expire. */
  validityMonths: number | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** What may change on a route after it was created. */
export type RouteChanges = Partial<Omit<LearningRoute, 'id' | 'seedKey' | 'createdBy' | 'createdAt'>>;

/** A content item of a route (text, video, PDF, link or quick quiz). */
export interface RouteItem {
  id: string;
  routeId: string;
  position: number;
  kind: ItemKind;
  title: string;
  description: string;
  durationMinutes: number;
  required: boolean;
  body: string | null;
  /** The Markdown body rendered and sanitised once at save time, so reads never render. */
  bodyHtml: string | null;
  url: string | null;
  fileId: string | null;
  captionsFileId: string | null;
  /** The quiz with its answer key: never sent to learners as is. */
  quiz: Quiz | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields an author sets on an item. */
export type ItemContent = Omit<RouteItem, 'id' | 'routeId' | 'position' | 'createdAt' | 'updatedAt'>;

export type ItemChanges = Partial<ItemContent> & { updatedAt: string };

/** A route of the admin table with its item count, enrolments and how many of them finished the content. */
export interface AdminRouteStats {
  route: LearningRoute;
  itemCount: number;
  enrolled: number;
  contentDone: number;
}

/** A published route of the catalog with its item count. */
export interface CatalogRoute extends LearningRoute {
  itemCount: number;
}

export type EnrolmentOrigin = RouteEnrolment['origin'];

export interface Enrolment {
  routeId: string;
  userId: string;
  origin: EnrolmentOrigin;
  enrolledAt: string;
  lastItemId: string | null;
  lastActivityAt: string | null;
  contentCompletedAt: string | null;
}

/** One enrolment of a route with the learner's required items done and time spent (the person comes from users). */
export interface EnrolmentProgress extends Omit<Enrolment, 'routeId' | 'lastItemId'> {
  completedRequired: number;
  secondsSpent: number;
}

/** A published route the learner is enrolled in, with how they got there and when they last worked on it. */
export interface EnrolledRoute extends Pick<Enrolment, 'origin' | 'enrolledAt' | 'lastItemId' | 'lastActivityAt'> {
  route: LearningRoute;
}

/** A learner's progress on one item. */
export interface ItemProgressRecord {
  userId: string;
  itemId: string;
  routeId: string;
  startedAt: string;
  position: number;
  maxPosition: number;
  secondsSpent: number;
  completedAt: string | null;
  /** The current quick-quiz attempt; null before the first answer. */
  quizState: StoredQuizState | null;
  /** Bumped on every write; updates compare it so concurrent writes never overwrite each other. */
  revision: number;
  updatedAt: string;
}

export type ProgressChanges = Partial<
  Pick<ItemProgressRecord, 'position' | 'maxPosition' | 'secondsSpent' | 'completedAt' | 'quizState'>
>;

/** Per route: required items the learner completed and the seconds they spent on its items. */
export interface RouteProgressSummary {
  routeId: string;
  completedRequired: number;
  secondsSpent: number;
}
