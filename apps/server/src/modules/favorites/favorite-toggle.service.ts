import type { FavoriteKind, SessionUser } from '@academia/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { FavoritesRepository } from './favorites.repository.js';

/** Answers whether the user may see the target; favourites can only be set on what the user can see. */
export type VisibilityCheck = (user: SessionUser, targetId: string) => Promise<boolean>;

/** One check per kind, answered by the module that owns routes, items, documents or norms. */
export type VisibilityChecks = Record<FavoriteKind, VisibilityCheck>;

/**
 * Marks and unmarks favourites. Apart from FavoritesService because it needs the owning modules' visibility checks,
 * while those modules need FavoritesService to show their marks: the container builds this one after them.
 */
export class FavoriteToggleService {
  constructor(
    private readonly db: Db,
    private readonly favorites: FavoritesRepository,
    private readonly checks: VisibilityChecks,
    private readonly clock: Clock,
  ) {}

  async set(
    user: SessionUser,
    kind: FavoriteKind,
    targetId: string,
    favorite: boolean,
  ): Promise<{ favorite: boolean }> {
    if (favorite) {
      const visible = await this.checks[kind](user, targetId);
      if (!visible) throw notFound();
      await this.favorites.add(this.db, user.id, kind, targetId, this.clock.now().toISOString());
    } else {
      await this.favorites.remove(this.db, user.id, kind, targetId);
    }
    return { favorite };
  }
}
