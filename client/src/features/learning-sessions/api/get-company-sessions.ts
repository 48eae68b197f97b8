import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/learning-sessions/query-keys';
import type { LearningSession } from '@common/schemas/sessions';

/** GET /api/companies/{companyId}/learning-sessions: every session of the company, soonest first. */
export function getCompanySessions(companyId: string, signal?: AbortSignal): Promise<LearningSession[]> {
  return apiRequest<LearningSession[]>('GET', apiPath`/api/companies/${companyId}/learning-sessions`, undefined, {
    signal,
  });
}

export const companySessionsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: sessionKeys.companyList(companyId),
    queryFn: ({ signal }) => getCompanySessions(companyId, signal),
  });

export function useCompanySessions(companyId: string) {
  return useQuery(companySessionsQueryOptions(companyId));
}
