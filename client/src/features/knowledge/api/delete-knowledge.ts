import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { knowledgeKeys } from './query-keys';

/** DELETE /api/knowledge/{id}: a published article leaves the hub; a draft is discarded. */
export function deleteKnowledge(id: string): Promise<void> {
  return apiRequest<void>('DELETE', apiPath`/api/knowledge/${id}`);
}

export function useDeleteKnowledge(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKnowledge,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: knowledgeKeys.article(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: knowledgeKeys.cards(companyId) }),
        queryClient.invalidateQueries({ queryKey: knowledgeKeys.drafts(companyId) }),
      ]);
    },
  });
}
