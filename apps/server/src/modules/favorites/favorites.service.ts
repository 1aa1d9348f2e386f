import { isAdminProfile, type FavoriteKind, type FavoriteList, type SessionUser } from '@academia/shared';
import type { Db } from '../../db/database.js';
import { entryKey } from '../search/search-index.js';
import type { SearchService } from '../search/search.service.js';
import type { FavoritesRepository } from './favorites.repository.js';

/** Which targets a user marked, and the list of their favourites. Marking is FavoriteToggleService's job. */
export class FavoritesService {
  constructor(
    private readonly db: Db,
    private readonly favorites: FavoritesRepository,
    private readonly search: SearchService,
  ) {}

  marked(userId: string, kind: FavoriteKind, targetIds: string[]): Promise<Set<string>> {
    return this.favorites.marked(this.db, userId, kind, targetIds);
  }
  /** Every favourite of the person, for their own data export. */
  exportForUser(userId: string) {
    return this.favorites.listFor(this.db, userId);
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
