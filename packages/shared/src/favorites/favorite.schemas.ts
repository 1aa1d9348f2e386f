import { z } from 'zod';

/** What a learner can keep in "Favoritos": routes, content items, educational documents and norms. */
export const favoriteKindSchema = z.enum(['route', 'item', 'document', 'norm']);
export type FavoriteKind = z.infer<typeof favoriteKindSchema>;
export const favoriteKindLabels: Record<FavoriteKind, string> = {
  route: 'Rutas de aprendizaje',
  item: 'Contenidos',
  document: 'Documentos de la biblioteca educativa',
  norm: 'Normas de la biblioteca legislativa',
};

export const favoriteStateSchema = z.object({ favorite: z.boolean() });

export const favoriteEntrySchema = z.object({
  kind: favoriteKindSchema,
  targetId: z.string(),
  title: z.string(),
  /** One line saying what it is, e.g. the route of a content item or a norm's topic. */
  description: z.string(),
  /** Path of the web page that opens it. */
  href: z.string(),
  createdAt: z.string(),
});
export type FavoriteEntry = z.infer<typeof favoriteEntrySchema>;

/** `GET /api/favorites`: the user's favourites that still exist and they may still see, newest first. */
export const favoriteListSchema = z.object({ items: z.array(favoriteEntrySchema) });
export type FavoriteList = z.infer<typeof favoriteListSchema>;
