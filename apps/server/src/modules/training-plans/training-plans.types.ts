import type { AssignmentOrigin, AssignmentTargetKind } from '@academia/shared';

/** A training assignment as the service sees it (decision 038). */
export interface AssignmentRecord {
  id: string;
  routeId: string;
  targetKind: AssignmentTargetKind;
  userId: string | null;
  companyId: string | null;
  /** Normalised (see `normaliseJobTitle`). */
  jobTitle: string | null;
  dueDate: string;
  mandatory: boolean;
  origin: AssignmentOrigin;
  /** The expired certificate a renewal stands for. */
  renewalOf: string | null;
  createdBy: string | null;
  createdAt: string;
  archivedAt: string | null;
}

/** One reminder e-mail, recorded before it is sent; (user, route, due date, kind) is unique. */
export interface ReminderDelivery {
  id: string;
  assignmentId: string | null;
  userId: string;
  routeId: string;
  dueDate: string;
  kind: string;
  sentAt: string;
}
