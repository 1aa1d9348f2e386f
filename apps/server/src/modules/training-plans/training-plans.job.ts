import crypto from 'node:crypto';
import { bogotaDay, daysBetween, isPending, renewalDueDate } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { Logger } from '../../logger.js';
import type { CertificateService } from '../evaluations/certificate.service.js';
import type { UsersService } from '../users/users.service.js';
import { reminderKind, reminderMail } from './training-plans.mails.js';
import type { TrainingPlansRepository } from './training-plans.repository.js';
import type { TrainingPlanService } from './training-plans.service.js';

const LEASE = 'training-plans';
const LEASE_MS = 10 * 60 * 1000;

export interface TrainingPlanJobDeps {
  db: Db;
  repository: TrainingPlansRepository;
  plans: TrainingPlanService;
  certificates: CertificateService;
  users: UsersService;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** Who this process is in the lease row; unique per process. */
  holder?: string;
}

/**
 * The scheduled work of training plans (decision 038), run hourly by every app process: renewals for expired
 * certificates, then the day's reminders. A lease row lets one process at a time do it; each reminder is claimed in
 * `reminder_deliveries` (unique) before it is sent, so two processes never send the same one.
 */
export class TrainingPlanJob {
  private readonly holder: string;

  constructor(private readonly deps: TrainingPlanJobDeps) {
    this.holder = deps.holder ?? crypto.randomUUID();
  }

  /** One run; null when another process holds the lease. */
  async run(): Promise<{ renewals: number; reminders: number } | null> {
    const now = this.deps.clock.now();
    const taken = await this.deps.repository.acquireLease(
      this.deps.db,
      LEASE,
      this.holder,
      now.toISOString(),
      new Date(now.getTime() + LEASE_MS).toISOString(),
    );
    if (!taken) return null;
    try {
      const renewals = await this.createRenewals(now);
      const reminders = await this.sendReminders(now);
      return { renewals, reminders };
    } finally {
      await this.deps.repository.releaseLease(this.deps.db, LEASE, this.holder);
    }
  }

  /** A `renewal` assignment per expired certificate that has no newer one; once per certificate. */
  async createRenewals(now: Date): Promise<number> {
    const expired = await this.deps.certificates.expiredCertificates(now);
    const dates = await this.deps.certificates.certificateDates(this.deps.db, [
      ...new Set(expired.map((c) => c.userId)),
    ]);
    const renewed = await this.deps.repository.renewedCertificates(
      this.deps.db,
      expired.map((c) => c.id),
    );
    let created = 0;
    for (const cert of expired) {
      if (renewed.has(cert.id) || !cert.expiresAt) continue;
      const newer = dates.some(
        (other) =>
          other.userId === cert.userId &&
          other.routeId === cert.routeId &&
          !other.revokedAt &&
          Date.parse(other.issuedAt) > Date.parse(cert.issuedAt),
      );
      if (newer) continue;
      const inserted = await this.deps.repository.insertRenewal(this.deps.db, {
        id: crypto.randomUUID(),
        routeId: cert.routeId,
        targetKind: 'person',
        userId: cert.userId,
        companyId: null,
        jobTitle: null,
        dueDate: renewalDueDate(bogotaDay(cert.expiresAt)),
        mandatory: true,
        origin: 'renewal',
        renewalOf: cert.id,
        createdBy: null,
        createdAt: now.toISOString(),
        archivedAt: null,
      });
      if (inserted) created += 1;
    }
    return created;
  }

  /** The reminders due today (Bogotá): 7 days before, on the day, and every 7 days while overdue (`reminderKind`). */
  async sendReminders(now: Date): Promise<number> {
    const today = bogotaDay(now);
    const rows = (await this.deps.plans.evaluate({}, now)).filter((row) => isPending(row.status));
    const optedOut = await this.deps.users.remindersOptedOut(
      this.deps.db,
      rows.map((row) => row.userId),
    );
    let sent = 0;
    for (const row of rows) {
      const daysLeft = daysBetween(today, row.dueDate);
      const kind = reminderKind(daysLeft);
      if (!kind || (!row.mandatory && optedOut.has(row.userId))) continue;
      const id = crypto.randomUUID();
      const claimed = await this.deps.repository.claimDelivery(this.deps.db, {
        id,
        assignmentId: row.assignmentId || null,
        userId: row.userId,
        routeId: row.routeId,
        dueDate: row.dueDate,
        kind,
        sentAt: now.toISOString(),
      });
      if (!claimed) continue;
      try {
        await this.deps.mailer.send(
          reminderMail(
            {
              to: row.email,
              nombre: row.userName,
              routeId: row.routeId,
              routeTitle: row.routeTitle,
              dueDate: row.dueDate,
              kind,
              mandatory: row.mandatory,
              daysLeft,
            },
            this.deps.publicUrl,
          ),
        );
        sent += 1;
      } catch (error) {
        // Not handed over: forget the claim so the next run (the same day) tries again.
        await this.deps.repository.releaseDelivery(this.deps.db, id);
        this.deps.logger.warn({ err: error }, 'No se pudo enviar un recordatorio de capacitación');
      }
    }
    return sent;
  }
}
