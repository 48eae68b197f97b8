import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { CreateKnowledgeInput, Knowledge } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** POST /api/companies/{companyId}/knowledge: an article written by hand. */
export function createKnowledge(companyId: string, body: CreateKnowledgeInput): Promise<Knowledge> {
  return apiRequest<Knowledge>('POST', apiPath`/api/companies/${companyId}/knowledge`, body);
}

export function useCreateKnowledge(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateKnowledgeInput) => createKnowledge(companyId, body),
    onSuccess: (article) => {
      // Opening the new article right after creating it then needs no round trip.
      queryClient.setQueryData(knowledgeKeys.article(article.id), article);
      return queryClient.invalidateQueries({ queryKey: knowledgeKeys.cards(companyId) });
    },
  });
}
