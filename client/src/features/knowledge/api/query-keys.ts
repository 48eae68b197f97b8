import type { KnowledgeCategory } from '@common/constants';

/**
 * Query keys double as URLs (the default queryFn GETs urlFromQueryKey(key)), and every knowledge read
 * of a company starts with `all(companyId)`, so one invalidation refreshes the list, each category
 * filter and every search after a write.
 */
export const knowledgeKeys = {
  all: (companyId: string) => ['/api/companies', companyId, 'knowledge'] as const,
  /** GET /api/companies/{companyId}/knowledge[?category=...] */
  list: (companyId: string, category: KnowledgeCategory | null) =>
    category ? ([...knowledgeKeys.all(companyId), { category }] as const) : knowledgeKeys.all(companyId),
  /** GET /api/companies/{companyId}/knowledge/search?q=... */
  search: (companyId: string, term: string) => [...knowledgeKeys.all(companyId), 'search', { q: term }] as const,
  /** GET /api/knowledge/{id} */
  article: (id: string) => ['/api/knowledge', id] as const,
};
