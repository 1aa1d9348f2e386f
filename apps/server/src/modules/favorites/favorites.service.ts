import { isAdminProfile, type FavoriteKind, type FavoriteList, type SessionUser } from '@academia/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import { entryKey } from '../search/search-index.js';
import type { SearchService } from '../search/search.service.js';
import type { FavoritesRepository } from './favorites.repository.js';

/** Answers whether the user may see the target; favourites can only be set on what the user can see. */
export type VisibilityCheck = (user: SessionUser, targetId: string) => Promise<boolean>;

/**
 * One check per kind, given at construction: the modules that own routes, items, documents and norms depend on
 * favorites, so the container passes thin functions that call their services once they exist (at request time).
 */
export type VisibilityChecks = Record<FavoriteKind, VisibilityCheck>;

export class FavoritesService {
  constructor(
    private readonly db: Db,
    private readonly favorites: FavoritesRepository,
    private readonly search: SearchService,
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

  marked(userId: string, kind: FavoriteKind, targetIds: string[]): Promise<Set<string>> {
    return this.favorites.marked(this.db, userId, kind, targetIds);
  }

  /**
   * The user's favourites that still exist and that they may still see, newest first. Titles and links come from
   * the search index, which every module keeps up to date; an unpublished route's favourite reappears when it is
   * published again.
   */
  async list(user: SessionUser): Promise<FavoriteList> {
    const favorites = await this.favorites.listFor(this.db, user.id);
    const described = await this.search.describe(
      favorites.map((favorite) => ({ kind: favorite.kind, targetId: favorite.targetId })),
      isAdminProfile(user.perfil),
    );
    return {
      items: favorites.flatMap((favorite) => {
        const entry = described.get(entryKey(favorite.kind, favorite.targetId));
        return entry
          ? [{ kind: favorite.kind, targetId: favorite.targetId, createdAt: favorite.createdAt, ...entry }]
          : [];
      }),
    };
  }
}
