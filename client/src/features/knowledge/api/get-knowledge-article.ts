import { useQuery } from '@tanstack/react-query';
import type { Knowledge } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/**
 * One article by id. `placeholder` (the copy already in a list) lets the dialog draw at once while the
 * fresh copy, with current counts, loads.
 */
export function useKnowledgeArticle(id: string | null, placeholder?: Knowledge) {
  return useQuery<Knowledge>({
    queryKey: knowledgeKeys.article(id ?? ''),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}
