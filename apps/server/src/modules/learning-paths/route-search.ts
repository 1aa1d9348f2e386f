import type { SearchEntry } from '../search/search-index.js';
import type { LearningRoute, RouteItem } from './learning-route.types.js';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Readable text of the sanitised HTML we rendered ourselves (so a tag-stripping pass is enough). */
function htmlToText(html: string): string {
  return (
    html
      // Headings, paragraphs, list items and table cells end a thought: keep that as a line break.
      .replace(/<\/(h[1-6]|p|li|td|th|tr|blockquote)>/g, '\n\n')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*\n\s*/g, '\n\n')
      .trim()
  );
}

/**
 * The index entries of a route and its content items. Learners find them only while the route is published.
 * Quiz items are found by title and description only: their questions hold the answer key.
 */
export function routeSearchEntries(route: LearningRoute, items: RouteItem[]): SearchEntry[] {
  const visible = route.status === 'published';
  const routeEntry: SearchEntry = {
    kind: 'route',
    targetId: route.id,
    parentId: null,
    title: route.title,
    keywords: route.category,
    body: [route.summary, ...route.objectives].join('\n\n'),
    visible,
    subtype: route.level,
    topic: route.category,
    status: route.status,
    year: null,
    recency: route.publishedAt ?? route.updatedAt,
  };
  return [
    routeEntry,
    ...items.map((item): SearchEntry => ({
      kind: 'item',
      targetId: item.id,
      parentId: route.id,
      title: item.title,
      keywords: '',
      body: [item.description, item.bodyHtml ? htmlToText(item.bodyHtml) : ''].filter(Boolean).join('\n\n'),
      visible,
      subtype: item.kind,
      topic: route.category,
      status: null,
      year: null,
      recency: item.updatedAt,
    })),
  ];
}
