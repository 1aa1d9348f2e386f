import type { Db } from '../../db/database.js';

export class FavoritesRepository {
  constructor(private readonly db: Db) {}

  async add(userId: string, kind: string, targetId: string, now: string): Promise<void> {
    await this.db
      .insertInto('favorites')
      .values({ user_id: userId, kind, target_id: targetId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
      .execute();
  }

  async remove(userId: string, kind: string, targetId: string): Promise<void> {
    await this.db
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('target_id', '=', targetId)
      .execute();
  }

  /** Which of `targetIds` the user has marked. */
  async marked(userId: string, kind: string, targetIds: string[]): Promise<Set<string>> {
    if (targetIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('favorites')
      .select('target_id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('target_id', 'in', targetIds)
      .execute();
    return new Set(rows.map((row) => row.target_id));
  }

  /** Every favourite of the user, newest first. */
  listFor(userId: string) {
    return this.db
      .selectFrom('favorites')
      .select(['kind', 'target_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
  }
}
