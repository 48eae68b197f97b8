import { useQuery } from '@tanstack/react-query';
import type { KnowledgeSearchResult } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/**
 * Ranked full-text search. The term is the one the user submitted (search is manual), so nothing is
 * fetched while it is empty.
 */
export function useKnowledgeSearch(companyId: string, term: string) {
  return useQuery<KnowledgeSearchResult[]>({ queryKey: knowledgeKeys.search(companyId, term), enabled: term.length > 0 });
}
