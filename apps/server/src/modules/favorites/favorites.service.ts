import type { FavoriteKind, SessionUser } from '@academia/shared';
import { notFound } from '../../errors/app-error.js';
import type { FavoritesRepository } from './favorites.repository.js';

/** Answers whether the user may see the target; favourites can only be set on what the user can see. */
export type VisibilityCheck = (user: SessionUser, targetId: string) => Promise<boolean>;

export class FavoritesService {
  private readonly checks = new Map<FavoriteKind, VisibilityCheck>();

  constructor(private readonly favorites: FavoritesRepository) {}

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
}
