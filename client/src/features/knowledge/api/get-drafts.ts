import { useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { KnowledgeSummary } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

/** GET /api/companies/{companyId}/knowledge/drafts: the current user's generated drafts waiting for review. */
export function getDrafts(companyId: string, signal?: AbortSignal): Promise<KnowledgeSummary[]> {
  return apiRequest<KnowledgeSummary[]>('GET', apiPath`/api/companies/${companyId}/knowledge/drafts`, undefined, {
    signal,
  });
}

export function useDrafts(companyId: string) {
  return useQuery({ queryKey: knowledgeKeys.drafts(companyId), queryFn: ({ signal }) => getDrafts(companyId, signal) });
}
