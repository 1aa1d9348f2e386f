import type { AssignmentOrigin, AssignmentTargetKind } from '@academia/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { TrainingAssignmentsTable } from '../../db/schema.js';
import type { AssignmentRecord, ReminderDelivery } from './training-plans.types.js';

function toAssignment(row: Selectable<TrainingAssignmentsTable>): AssignmentRecord {
  return {
    id: row.id,
    routeId: row.route_id,
    targetKind: row.target_kind as AssignmentTargetKind,
    userId: row.user_id,
    companyId: row.company_id,
    jobTitle: row.job_title,
    dueDate: row.due_date,
    mandatory: Number(row.mandatory) === 1,
    origin: row.origin as AssignmentOrigin,
    renewalOf: row.renewal_of,
    createdBy: row.created_by,
    createdAt: row.created_at,
    archivedAt: row.archived_at,
  };
}

/** Training assignments, reminder deliveries and the job lease (decision 038). */
export class TrainingPlansRepository {
  /** Every active assignment, oldest first; who each covers is worked out by the service. */
  async active(db: Executor): Promise<AssignmentRecord[]> {
    const rows = await db
      .selectFrom('training_assignments')
      .selectAll()
      .where('archived_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toAssignment);
  }

  async find(db: Executor, id: string): Promise<AssignmentRecord | null> {
    const row = await db.selectFrom('training_assignments').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toAssignment(row) : null;
  }

  async insert(db: Executor, a: AssignmentRecord): Promise<void> {
    await db
      .insertInto('training_assignments')
      .values({
        id: a.id,
        route_id: a.routeId,
        target_kind: a.targetKind,
        user_id: a.userId,
        company_id: a.companyId,
        job_title: a.jobTitle,
        due_date: a.dueDate,
        mandatory: a.mandatory ? 1 : 0,
        origin: a.origin,
        renewal_of: a.renewalOf,
        created_by: a.createdBy,
        created_at: a.createdAt,
        archived_at: a.archivedAt,
      })
      .execute();
  }

  /** Inserts a renewal unless one exists for the same expired certificate; true when this call created it. */
  async insertRenewal(db: Executor, a: AssignmentRecord): Promise<boolean> {
    const result = await db
      .insertInto('training_assignments')
      .values({
        id: a.id,
        route_id: a.routeId,
        target_kind: a.targetKind,
        user_id: a.userId,
        company_id: a.companyId,
        job_title: a.jobTitle,
        due_date: a.dueDate,
        mandatory: a.mandatory ? 1 : 0,
        origin: a.origin,
        renewal_of: a.renewalOf,
        created_by: a.createdBy,
        created_at: a.createdAt,
        archived_at: a.archivedAt,
      })
      .onConflict((oc) => oc.column('renewal_of').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The expired certificates that already have a renewal (archived or not). */
  async renewedCertificates(db: Executor, certificateIds: string[]): Promise<Set<string>> {
    if (certificateIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('training_assignments')
      .select('renewal_of')
      .where('renewal_of', 'in', certificateIds)
      .execute();
    return new Set(rows.flatMap((row) => (row.renewal_of ? [row.renewal_of] : [])));
  }

  async archive(db: Executor, id: string, at: string): Promise<void> {
    await db.updateTable('training_assignments').set({ archived_at: at }).where('id', '=', id).execute();
  }

  /** Job titles in use on active assignments (the form offers them with the people's own). */
  async jobTitles(db: Executor): Promise<string[]> {
    const rows = await db
      .selectFrom('training_assignments')
      .select('job_title')
      .distinct()
      .where('job_title', 'is not', null)
      .where('archived_at', 'is', null)
      .execute();
    return rows.flatMap((row) => (row.job_title ? [row.job_title] : []));
  }

  /**
   * Records a reminder as sent, unless the same reminder (person, route, due date, kind) was recorded before: the
   * unique index decides, so two senders racing get one `true` between them.
   */
  async claimDelivery(db: Executor, d: ReminderDelivery): Promise<boolean> {
    const result = await db
      .insertInto('reminder_deliveries')
      .values({
        id: d.id,
        assignment_id: d.assignmentId,
        user_id: d.userId,
        route_id: d.routeId,
        due_date: d.dueDate,
        kind: d.kind,
        sent_at: d.sentAt,
      })
      .onConflict((oc) => oc.columns(['user_id', 'route_id', 'due_date', 'kind']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Forgets a claimed reminder whose e-mail could not be handed over, so the next run tries again. */
  async releaseDelivery(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('reminder_deliveries').where('id', '=', id).execute();
  }

  async deliveriesOf(db: Executor, userId: string): Promise<ReminderDelivery[]> {
    const rows = await db
      .selectFrom('reminder_deliveries')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('sent_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      assignmentId: row.assignment_id,
      userId: row.user_id,
      routeId: row.route_id,
      dueDate: row.due_date,
      kind: row.kind,
      sentAt: row.sent_at,
    }));
  }

  /**
   * Takes the named lease for `holder` until `expiresAt` when it is free, expired, or already `holder`'s. One
   * statement on both databases: an insert that, on conflict, updates only when the lease may be taken. Returns
   * whether `holder` holds it now.
   */
  async acquireLease(db: Executor, name: string, holder: string, now: string, expiresAt: string): Promise<boolean> {
    await db
      .insertInto('job_leases')
      .values({ name, holder, expires_at: expiresAt })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder, expires_at: expiresAt })
          .where((eb) => eb.or([eb('job_leases.expires_at', '<=', now), eb('job_leases.holder', '=', holder)])),
      )
      .execute();
    const row = await db.selectFrom('job_leases').select('holder').where('name', '=', name).executeTakeFirst();
    return row?.holder === holder;
  }

  async releaseLease(db: Executor, name: string, holder: string): Promise<void> {
    await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
  }
}
