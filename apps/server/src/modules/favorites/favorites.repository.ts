import type { FavoriteKind } from '@academia/shared';
import type { Executor } from '../../db/executor.js';

/** One mark of a user on a route, item, document or norm. */
export interface Favorite {
  kind: FavoriteKind;
  targetId: string;
  createdAt: string;
}

export class FavoritesRepository {
  async add(db: Executor, userId: string, kind: FavoriteKind, targetId: string, now: string): Promise<void> {
    await db
      .insertInto('favorites')
      .values({ user_id: userId, kind, target_id: targetId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
      .execute();
  }

  async remove(db: Executor, userId: string, kind: FavoriteKind, targetId: string): Promise<void> {
    await db
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('target_id', '=', targetId)
      .execute();
  }

  /** Which of `targetIds` the user has marked. */
  async marked(db: Executor, userId: string, kind: FavoriteKind, targetIds: string[]): Promise<Set<string>> {
    if (targetIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('favorites')
      .select('target_id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('target_id', 'in', targetIds)
      .execute();
    return new Set(rows.map((row) => row.target_id));
  }

  /** Every favourite of the user, newest first. */
  async listFor(db: Executor, userId: string): Promise<Favorite[]> {
    const rows = await db
      .selectFrom('favorites')
      .select(['kind', 'target_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
    // Only the kinds of FavoriteKind are ever written (add takes one), so the column holds nothing else.
    return rows.map((row) => ({ kind: row.kind as FavoriteKind, targetId: row.target_id, createdAt: row.created_at }));
  }
}
