import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { GenerateKnowledgeInput, Knowledge } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** POST /api/companies/{companyId}/knowledge/generate: drafts an AI-generated article, stored as a draft for the author's review. */
export function generateKnowledge(companyId: string, body: GenerateKnowledgeInput): Promise<Knowledge> {
  return apiRequest<Knowledge>('POST', apiPath`/api/companies/${companyId}/knowledge/generate`, body);
}

export function useGenerateKnowledge(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateKnowledgeInput) => generateKnowledge(companyId, body),
    onSuccess: (article) => {
      // The page opens the new article right away; seeding its cache entry saves a round trip.
      queryClient.setQueryData(knowledgeKeys.article(article.id), article);
      // A draft is in no list of the hub yet: only the author's drafts change.
      return queryClient.invalidateQueries({ queryKey: knowledgeKeys.drafts(companyId) });
    },
  });
}
