import { favoriteKindSchema, favoriteListSchema, favoriteStateSchema } from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin.js';
import type { FavoriteToggleService } from './favorite-toggle.service.js';
import type { FavoritesService } from './favorites.service.js';

const params = z.object({ kind: favoriteKindSchema, targetId: z.string().max(64) });

export const favoritesRoutes: FastifyPluginAsyncZod<{
  favorites: FavoritesService;
  toggle: FavoriteToggleService;
}> = async (app, { favorites, toggle }) => {
  app.get(
    '/favorites',
    { schema: { tags: ['favoritos'], summary: 'Mis favoritos', response: { 200: favoriteListSchema } } },
    (request) => favorites.list(currentUser(request)),
  );
  app.put(
    '/favorites/:kind/:targetId',
    {
      schema: { tags: ['favoritos'], summary: 'Marcar como favorito', params, response: { 200: favoriteStateSchema } },
    },
    (request) => toggle.set(currentUser(request), request.params.kind, request.params.targetId, true),
  );
  app.delete(
    '/favorites/:kind/:targetId',
    { schema: { tags: ['favoritos'], summary: 'Quitar de favoritos', params, response: { 200: favoriteStateSchema } } },
    (request) => toggle.set(currentUser(request), request.params.kind, request.params.targetId, false),
  );
};
