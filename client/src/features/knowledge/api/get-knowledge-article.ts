import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { Knowledge } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** GET /api/knowledge/{id}: one article with its full text (lists and search carry only an excerpt). */
export function getKnowledgeArticle(id: string, signal?: AbortSignal): Promise<Knowledge> {
  return apiRequest<Knowledge>('GET', apiPath`/api/knowledge/${id}`, undefined, { signal });
}

export const knowledgeArticleQueryOptions = (id: string) =>
  queryOptions({ queryKey: knowledgeKeys.article(id), queryFn: ({ signal }) => getKnowledgeArticle(id, signal) });

/** The open article; nothing is fetched while none is open (`id` null). */
export function useKnowledgeArticle(id: string | null) {
  return useQuery({ ...knowledgeArticleQueryOptions(id ?? ''), enabled: id !== null });
}
