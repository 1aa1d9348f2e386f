import crypto from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { Mailer, MailMessage } from '../../infra/mail/mailer.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { Logger } from '../../logger.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { randomToken, sha256 } from '../auth/tokens.js';
import { invitationMail } from './invitation-mails.js';
import type { InvitationsRepository } from './invitations.repository.js';
import type { UsersRepository } from './users.repository.js';

/** How long an invitation link works. */
export const INVITATION_TTL_HOURS = 72;
const HOUR_MS = 60 * 60 * 1000;

export const INVITATION_ACCEPTED_MESSAGE =
  'Su cuenta quedó activa. Ya puede iniciar sesión con su correo y su contraseña.';

/**
 * Invitations to people created by an admin or by import: a single-use link valid 72 hours that sets the account's
 * first password. Sending a new one spends the older ones.
 */
export class InvitationsService {
  constructor(
    private readonly deps: {
      db: Db;
      invitations: InvitationsRepository;
      users: UsersRepository;
      audit: AuditService;
      hashPassword: (password: string) => Promise<string>;
      mailer: Mailer;
      limiter: RateLimiter;
      logger: Logger;
      clock: Clock;
      settings: { publicUrl: string };
    },
  ) {}

  /**
   * Creates a fresh invitation for each active person among `userIds` (older unused ones stop working), records
   * `user.invite` for each in the same transaction, and e-mails the links after the commit.
   */
  async send(userIds: string[], actor: AuditActor): Promise<void> {
    const { db, invitations, users, audit, clock, settings } = this.deps;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_HOURS * HOUR_MS).toISOString();
    const mails: MailMessage[] = [];
    await db.transaction().execute(async (tx) => {
      const people = (await users.findByIds(tx, [...new Set(userIds)])).filter((user) => user.active);
      await invitations.voidUnusedForUsers(
        tx,
        people.map((user) => user.id),
        now.toISOString(),
      );
      for (const user of people) {
        const token = randomToken();
        await invitations.insert(tx, {
          id: crypto.randomUUID(),
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt,
          usedAt: null,
          createdBy: actor.id,
          createdAt: now.toISOString(),
        });
        await audit.record(tx, actor, {
          action: 'user.invite',
          entityType: 'user',
          entityId: user.id,
          entityLabel: user.nombre,
          companyId: user.empresaId,
          after: { email: user.email, expiresAt },
        });
        mails.push(invitationMail(user.email, user.nombre, token, INVITATION_TTL_HOURS, settings));
      }
    });
    for (const mail of mails) this.sendInBackground(mail);
  }

  /** Sets the first password from a valid link and spends it. Signs nobody in: the person signs in next. */
  async accept(token: string, password: string, ip: string): Promise<string> {
    const { db, invitations, users, limiter, clock, hashPassword } = this.deps;
    await limiter.consume(`invitation-accept:ip:${ip}`, 30, 15 * 60 * 1000);
    const invalid = () => new AppError('INVITATION_INVALID');
    const invitation = await invitations.findByTokenHash(db, sha256(token));
    const now = clock.now().toISOString();
    if (!invitation || invitation.usedAt || invitation.expiresAt <= now) throw invalid();
    const user = await users.findById(db, invitation.userId);
    if (!user || !user.active) throw invalid();
    const hash = await hashPassword(password);
    await db.transaction().execute(async (tx) => {
      if (!(await invitations.markUsed(tx, invitation.id, now))) throw invalid();
      await users.updatePassword(tx, user.id, hash, now);
    });
    return INVITATION_ACCEPTED_MESSAGE;
  }

  /** Mail goes out after the commit; a slow SMTP server must not hold the admin's request. */
  private sendInBackground(message: MailMessage): void {
    this.deps.mailer.send(message).catch((error: unknown) => {
      this.deps.logger.error({ err: error, to: message.to }, 'No se pudo enviar la invitación');
    });
  }
}
