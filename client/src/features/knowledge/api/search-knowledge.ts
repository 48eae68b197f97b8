import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { KnowledgeCategory } from '@common/constants';
import type { KnowledgeSearchResult } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/**
 * GET /api/companies/{companyId}/knowledge/search?q=...[&category=...]: ranked full-text search with
 * highlights, within one category when one is chosen (null: every category).
 */
export function searchKnowledge(
  companyId: string,
  term: string,
  category: KnowledgeCategory | null,
  signal?: AbortSignal,
): Promise<KnowledgeSearchResult[]> {
  return apiRequest<KnowledgeSearchResult[]>('GET', apiPath`/api/companies/${companyId}/knowledge/search`, undefined, {
    query: { q: term, category },
    signal,
  });
}

/** The term is the one the user submitted (search is manual), so nothing is fetched while it is empty. */
export const knowledgeSearchQueryOptions = (companyId: string, term: string, category: KnowledgeCategory | null) =>
  queryOptions({
    queryKey: knowledgeKeys.search(companyId, term, category),
    queryFn: ({ signal }) => searchKnowledge(companyId, term, category, signal),
    enabled: term.length > 0,
  });

export function useKnowledgeSearch(companyId: string, term: string, category: KnowledgeCategory | null) {
  return useQuery(knowledgeSearchQueryOptions(companyId, term, category));
}
