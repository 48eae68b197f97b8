import type { SelectOption } from '@/components/ui/select';
import { KNOWLEDGE_CATEGORIES, type KnowledgeCategory } from '@common/constants';

export const CATEGORY_OPTIONS: readonly SelectOption<KnowledgeCategory>[] = KNOWLEDGE_CATEGORIES.map((value) => ({
  value,
  label: value,
}));

/** The filter's choices: everything, then each category. */
export type CategoryFilterValue = KnowledgeCategory | null;
