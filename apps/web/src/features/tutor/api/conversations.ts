import { tutorConversationListSchema, tutorConversationSchema } from '@academia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const tutorKeys = {
  all: ['tutor'] as const,
  list: () => ['tutor', 'conversations'] as const,
  conversation: (id: string) => ['tutor', 'conversations', id] as const,
};

/** The user's conversations with the tutor, latest first. */
export function useConversations() {
  return useQuery({
    queryKey: tutorKeys.list(),
    queryFn: ({ signal }) => apiFetch('/api/tutor/conversations', { schema: tutorConversationListSchema, signal }),
  });
}

/** One conversation with its messages, fetched only when asked for. */
export function fetchConversation(id: string) {
  return apiFetch(`/api/tutor/conversations/${encodeURIComponent(id)}`, { schema: tutorConversationSchema });
}

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/tutor/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.all }),
  });
}
