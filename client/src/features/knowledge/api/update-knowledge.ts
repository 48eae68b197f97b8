import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { Knowledge, UpdateKnowledgeInput } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** PATCH /api/knowledge/{id}: an edit, naming the version it started from (409 when someone saved since). */
export function updateKnowledge(id: string, body: UpdateKnowledgeInput): Promise<Knowledge> {
  return apiRequest<Knowledge>('PATCH', apiPath`/api/knowledge/${id}`, body);
}

export function useUpdateKnowledge(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateKnowledgeInput & { id: string }) => updateKnowledge(id, body),
    onSuccess: (article) => {
      queryClient.setQueryData(knowledgeKeys.article(article.id), article);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: knowledgeKeys.versions(article.id) }),
        queryClient.invalidateQueries({ queryKey: knowledgeKeys.cards(companyId) }),
        queryClient.invalidateQueries({ queryKey: knowledgeKeys.drafts(companyId) }),
      ]);
    },
  });
}
