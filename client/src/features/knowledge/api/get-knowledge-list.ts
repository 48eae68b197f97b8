import { useQuery } from '@tanstack/react-query';
import type { KnowledgeCategory } from '@common/constants';
import type { KnowledgeSummary } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/**
 * A company's active articles, newest first, as cards (an excerpt each; the article dialog fetches
 * the full text); `category` null means all categories.
 */
export function useKnowledgeList(companyId: string, category: KnowledgeCategory | null) {
  return useQuery<KnowledgeSummary[]>({ queryKey: knowledgeKeys.list(companyId, category) });
}
