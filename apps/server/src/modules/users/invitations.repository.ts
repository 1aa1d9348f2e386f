import type { Executor } from '../../db/executor.js';
import type { InvitationsTable } from '../../db/schema.js';

export interface Invitation {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdBy: string | null;
  createdAt: string;
}

const toInvitation = (row: InvitationsTable): Invitation => ({
  id: row.id,
  userId: row.user_id,
  tokenHash: row.token_hash,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  createdBy: row.created_by,
  createdAt: row.created_at,
});

/** The `invitations` table: single-use links to set a first password; only the token's SHA-256 is stored. */
export class InvitationsRepository {
  async insert(db: Executor, invitation: Invitation): Promise<void> {
    await db
      .insertInto('invitations')
      .values({
        id: invitation.id,
        user_id: invitation.userId,
        token_hash: invitation.tokenHash,
        expires_at: invitation.expiresAt,
        used_at: invitation.usedAt,
        created_by: invitation.createdBy,
        created_at: invitation.createdAt,
      })
      .execute();
  }

  async findByTokenHash(db: Executor, tokenHash: string): Promise<Invitation | undefined> {
    const row = await db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return row && toInvitation(row);
  }

  /** Spends every unused invitation of these people at `at`, so only a newer link works. */
  async voidUnusedForUsers(db: Executor, userIds: string[], at: string): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .updateTable('invitations')
      .set({ used_at: at })
      .where('user_id', 'in', userIds)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Marks the invitation used only if it still was unused; false when another request got there first. */
  async markUsed(db: Executor, id: string, at: string): Promise<boolean> {
    const result = await db
      .updateTable('invitations')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
