import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiListPage, apiPath } from '@/lib/api-client';
import { sessionKeys } from '@/lib/learning-sessions/query-keys';
import type { LearningSession } from '@common/schemas/sessions';
import { nextSessionOffset, SESSION_PAGE_SIZE, type SessionPage } from './session-pages';

/** GET /api/companies/{companyId}/learning-sessions?limit=&offset=: one page of the company's sessions. */
export function getCompanySessions(companyId: string, offset: number, signal?: AbortSignal): Promise<SessionPage> {
  return apiListPage<LearningSession>(apiPath`/api/companies/${companyId}/learning-sessions`, {
    query: { limit: SESSION_PAGE_SIZE, offset },
    signal,
  });
}

export const companySessionsQueryOptions = (companyId: string) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.companyList(companyId),
    queryFn: ({ pageParam, signal }) => getCompanySessions(companyId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextSessionOffset,
  });

export function useCompanySessions(companyId: string) {
  return useInfiniteQuery(companySessionsQueryOptions(companyId));
}
