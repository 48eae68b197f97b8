import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { KnowledgeSearchResult } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** GET /api/companies/{companyId}/knowledge/search?q=...: ranked full-text search with highlights. */
export function searchKnowledge(
  companyId: string,
  term: string,
  signal?: AbortSignal,
): Promise<KnowledgeSearchResult[]> {
  return apiRequest<KnowledgeSearchResult[]>('GET', apiPath`/api/companies/${companyId}/knowledge/search`, undefined, {
    query: { q: term },
    signal,
  });
}

/** The term is the one the user submitted (search is manual), so nothing is fetched while it is empty. */
export const knowledgeSearchQueryOptions = (companyId: string, term: string) =>
  queryOptions({
    queryKey: knowledgeKeys.search(companyId, term),
    queryFn: ({ signal }) => searchKnowledge(companyId, term, signal),
    enabled: term.length > 0,
  });

export function useKnowledgeSearch(companyId: string, term: string) {
  return useQuery(knowledgeSearchQueryOptions(companyId, term));
}
