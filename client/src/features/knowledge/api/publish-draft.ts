import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { Knowledge } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** POST /api/knowledge/{id}/publish: the author's draft joins the hub. */
export function publishDraft(id: string): Promise<Knowledge> {
  return apiRequest<Knowledge>('POST', apiPath`/api/knowledge/${id}/publish`);
}

export function usePublishDraft(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: (article) => {
      queryClient.setQueryData(knowledgeKeys.article(article.id), article);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: knowledgeKeys.cards(companyId) }),
        queryClient.invalidateQueries({ queryKey: knowledgeKeys.drafts(companyId) }),
      ]);
    },
  });
}
