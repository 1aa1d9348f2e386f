import { isAdminProfile, type FavoriteKind, type FavoriteList, type SessionUser } from '@academia/shared';
import { notFound } from '../../errors/app-error.js';
import { entryKey } from '../search/search-index.js';
import type { SearchService } from '../search/search.service.js';
import type { FavoritesRepository } from './favorites.repository.js';

/** Answers whether the user may see the target; favourites can only be set on what the user can see. */
export type VisibilityCheck = (user: SessionUser, targetId: string) => Promise<boolean>;

export class FavoritesService {
  private readonly checks = new Map<FavoriteKind, VisibilityCheck>();

  constructor(
    private readonly favorites: FavoritesRepository,
    private readonly search: SearchService,
  ) {}

  /** Modules register how to tell whether a target of their kind exists for a user. */
  registerKind(kind: FavoriteKind, check: VisibilityCheck): void {
    this.checks.set(kind, check);
  }

  async set(
    user: SessionUser,
    kind: FavoriteKind,
    targetId: string,
    favorite: boolean,
  ): Promise<{ favorite: boolean }> {
    if (favorite) {
      const visible = await this.checks.get(kind)?.(user, targetId);
      if (!visible) throw notFound();
      await this.favorites.add(user.id, kind, targetId, new Date().toISOString());
    } else {
      await this.favorites.remove(user.id, kind, targetId);
    }
    return { favorite };
  }

  marked(userId: string, kind: FavoriteKind, targetIds: string[]): Promise<Set<string>> {
    return this.favorites.marked(userId, kind, targetIds);
  }

  /**
   * The user's favourites that still exist and that they may still see, newest first. Titles and links come from
   * the search index, which every module keeps up to date; an unpublished route's favourite reappears when it is
   * published again.
   */
  async list(user: SessionUser): Promise<FavoriteList> {
    const rows = await this.favorites.listFor(user.id);
    const described = await this.search.describe(
      rows.map((row) => ({ kind: row.kind as FavoriteKind, targetId: row.target_id })),
      isAdminProfile(user.perfil),
    );
    return {
      items: rows.flatMap((row) => {
        const entry = described.get(entryKey(row.kind as FavoriteKind, row.target_id));
        return entry
          ? [{ kind: row.kind as FavoriteKind, targetId: row.target_id, createdAt: row.created_at, ...entry }]
          : [];
      }),
    };
  }
}
