import type { KnowledgeCategory } from '@common/constants';

/**
 * Query keys of the knowledge hub. Every query that answers a company's cards (the list, each category
 * filter, every search) starts with `cards(companyId)`, so one invalidation refreshes them all after a
 * write, and the article dialog can look a card up among them. A full article is keyed apart: it is not
 * a card.
 */
export const knowledgeKeys = {
  cards: (companyId: string) => ['knowledge', 'cards', companyId] as const,
  list: (companyId: string, category: KnowledgeCategory | null) =>
    [...knowledgeKeys.cards(companyId), 'list', { category }] as const,
  search: (companyId: string, term: string, category: KnowledgeCategory | null) =>
    [...knowledgeKeys.cards(companyId), 'search', { term, category }] as const,
  article: (id: string) => ['knowledge', 'article', id] as const,
  /** The current user's drafts in a company: not cards of the hub, so a write to the hub leaves them be. */
  drafts: (companyId: string) => ['knowledge', 'drafts', companyId] as const,
  versions: (id: string) => ['knowledge', 'article', id, 'versions'] as const,
  version: (id: string, version: number) => ['knowledge', 'article', id, 'versions', version] as const,
  /** The hub's stat cards: not cards of articles, so kept apart from `cards`. */
  stats: (companyId: string) => ['knowledge', 'stats', companyId] as const,
};
