import type { AuditActor } from '../audit/audit.types.js';

/** Sends the invitation e-mail (set your password) to people who have no password yet. */
export interface InvitationSender {
  send(userIds: string[], actor: AuditActor): Promise<void>;
}
