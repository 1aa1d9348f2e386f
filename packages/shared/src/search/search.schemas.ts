import { z } from 'zod';

/** Everything the search index holds. */
export const searchKindSchema = z.enum(['route', 'item', 'document', 'norm']);
export type SearchKind = z.infer<typeof searchKindSchema>;
export const searchKindLabels: Record<SearchKind, string> = {
  route: 'Ruta de aprendizaje',
  item: 'Contenido',
  document: 'Biblioteca educativa',
  norm: 'Biblioteca legislativa',
};

/**
 * Text cut around the match, as segments: `match` marks the words that matched the query. Segments (not HTML)
 * let the page render the highlight without injecting markup.
 */
export const highlightSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Highlight = z.infer<typeof highlightSchema>;

export const searchQueryTextSchema = z
  .string()
  .trim()
  .min(2, 'Escriba al menos 2 caracteres para buscar.')
  .max(120, 'La búsqueda admite hasta 120 caracteres.');

/** `GET /api/search?q=&limit=`: the header search over everything the user may see. */
export const globalSearchQuerySchema = z.object({
  q: searchQueryTextSchema,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type GlobalSearchQuery = z.infer<typeof globalSearchQuerySchema>;

export const searchHitSchema = z.object({
  kind: searchKindSchema,
  id: z.string(),
  title: z.string(),
  /** Title with the matched words marked. */
  titleHighlight: highlightSchema,
  /** A passage of the summary or text around the first match (or its beginning when only the title matched). */
  snippet: highlightSchema,
  /** Path of the web page that opens it. */
  href: z.string(),
  /** The route a content item belongs to, named beside the result; null for every other kind. */
  routeTitle: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const globalSearchResultSchema = z.object({
  query: z.string(),
  total: z.number().int(),
  items: z.array(searchHitSchema),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;
