import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { KnowledgeCategory } from '@common/constants';
import type { KnowledgeSummary } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/**
 * GET /api/companies/{companyId}/knowledge[?category=...]: a company's active articles, newest first, as
 * cards (an excerpt each; the article dialog fetches the full text); `category` null means all categories.
 */
export function getKnowledgeList(
  companyId: string,
  category: KnowledgeCategory | null,
  signal?: AbortSignal,
): Promise<KnowledgeSummary[]> {
  return apiRequest<KnowledgeSummary[]>('GET', apiPath`/api/companies/${companyId}/knowledge`, undefined, {
    query: { category },
    signal,
  });
}

export const knowledgeListQueryOptions = (companyId: string, category: KnowledgeCategory | null) =>
  queryOptions({
    queryKey: knowledgeKeys.list(companyId, category),
    queryFn: ({ signal }) => getKnowledgeList(companyId, category, signal),
  });

export function useKnowledgeList(companyId: string, category: KnowledgeCategory | null) {
  return useQuery(knowledgeListQueryOptions(companyId, category));
}
