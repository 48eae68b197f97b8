import { useQuery } from '@tanstack/react-query';
import type { KnowledgeCategory } from '@common/constants';
import type { Knowledge } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** A company's active articles, newest first; `category` null means all categories. */
export function useKnowledgeList(companyId: string, category: KnowledgeCategory | null) {
  return useQuery<Knowledge[]>({ queryKey: knowledgeKeys.list(companyId, category) });
}
