import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { KnowledgeStats } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** GET /api/companies/{companyId}/knowledge/stats: the hub's four figures for the workspace. */
export function getKnowledgeStats(companyId: string, signal?: AbortSignal): Promise<KnowledgeStats> {
  return apiRequest<KnowledgeStats>('GET', apiPath`/api/companies/${companyId}/knowledge/stats`, undefined, {
    signal,
  });
}

export const knowledgeStatsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: knowledgeKeys.stats(companyId),
    queryFn: ({ signal }) => getKnowledgeStats(companyId, signal),
  });

/**
 * The figures, kept current: every write that changes them (an article created, generated or removed, a
 * view or a like) refreshes the company's cards, so a fresh answer for any card query refreshes the
 * figures too. Listening here keeps that rule in one place instead of in every write.
 */
export function useKnowledgeStats(companyId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const cardsKey = JSON.stringify(knowledgeKeys.cards(companyId)).slice(0, -1);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      // A refetch of cards that were already there: the first load of a list changes no figure.
      if (event.query.state.dataUpdateCount < 2) return;
      if (!JSON.stringify(event.query.queryKey).startsWith(cardsKey)) return;
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.stats(companyId) });
    });
  }, [queryClient, companyId]);
  return useQuery(knowledgeStatsQueryOptions(companyId));
}
