import { useQuery } from '@tanstack/react-query';
import type { Knowledge } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** One article by id, with its full text (lists and search carry only an excerpt). */
export function useKnowledgeArticle(id: string | null) {
  return useQuery<Knowledge>({
    queryKey: knowledgeKeys.article(id ?? ''),
    enabled: id !== null,
  });
}
