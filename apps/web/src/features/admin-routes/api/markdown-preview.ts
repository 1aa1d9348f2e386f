import { markdownPreviewSchema } from '@academia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminRouteKeys } from './query-keys';

/** Renders Markdown with the server's renderer (the one learners get), so the preview is exactly what they see. */
export function previewMarkdown(markdown: string, signal?: AbortSignal) {
  return apiFetch('/api/admin/markdown/preview', {
    method: 'POST',
    body: { markdown },
    schema: markdownPreviewSchema,
    signal,
  });
}

export function useMarkdownPreview(markdown: string, enabled: boolean) {
  return useQuery({
    queryKey: adminRouteKeys.markdownPreview(markdown),
    queryFn: ({ signal }) => previewMarkdown(markdown, signal),
    enabled,
    staleTime: Infinity,
  });
}
