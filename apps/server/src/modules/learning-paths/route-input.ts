import type { itemInputSchema, routeMetadataInputSchema } from '@academia/shared';
import type { z } from 'zod';
import { renderMarkdown } from '../../infra/markdown/markdown.js';
import type { ItemContent, RouteChanges } from './learning-route.types.js';

export type ParsedItem = z.output<typeof itemInputSchema>;
export type ParsedMetadata = z.output<typeof routeMetadataInputSchema>;

/** The content an item input sets; every kind clears the fields of the other kinds. */
export function itemContent(input: ParsedItem): ItemContent {
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    durationMinutes: input.durationMinutes,
    required: input.required,
    body: input.kind === 'text' ? input.body : null,
    bodyHtml: input.kind === 'text' ? renderMarkdown(input.body) : null,
    url: input.kind === 'video' || input.kind === 'link' ? input.url : null,
    fileId: input.kind === 'video' || input.kind === 'pdf' ? input.fileId : null,
    captionsFileId: input.kind === 'video' && input.fileId ? input.captionsFileId : null,
    quiz: input.kind === 'quiz' ? input.quiz : null,
  };
}

/** The route fields a (partial) metadata input changes; fields left out stay as they are. */
export function metadataChanges(input: Partial<ParsedMetadata>): RouteChanges {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.summary !== undefined && { summary: input.summary }),
    ...(input.objectives !== undefined && { objectives: input.objectives }),
    ...(input.coverFileId !== undefined && { coverFileId: input.coverFileId }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.hours !== undefined && { hours: input.hours }),
    ...(input.level !== undefined && { level: input.level }),
    ...(input.passMark !== undefined && { passMark: input.passMark }),
    ...(input.attempts !== undefined && { attempts: input.attempts }),
    ...(input.unlockInOrder !== undefined && { unlockInOrder: input.unlockInOrder }),
    ...(input.validityMonths !== undefined && { validityMonths: input.validityMonths }),
  };
}
