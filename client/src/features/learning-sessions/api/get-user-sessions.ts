import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiListPage, apiPath } from '@/lib/api-client';
import { sessionKeys } from '@/lib/learning-sessions/query-keys';
import type { LearningSession } from '@common/schemas/sessions';
import { nextSessionOffset, SESSION_PAGE_SIZE, type SessionPage } from './session-pages';

/** GET /api/users/{userId}/learning-sessions?limit=&offset=: one page of the sessions a user hosts or has joined. */
export function getUserSessions(userId: string, offset: number, signal?: AbortSignal): Promise<SessionPage> {
  return apiListPage<LearningSession>(apiPath`/api/users/${userId}/learning-sessions`, {
    query: { limit: SESSION_PAGE_SIZE, offset },
    signal,
  });
}

export const userSessionsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.userList(userId),
    queryFn: ({ pageParam, signal }) => getUserSessions(userId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextSessionOffset,
  });

/** Waits for the id: the current user is known only once /api/me has answered. */
export function useUserSessions(userId: string | undefined) {
  return useInfiniteQuery({ ...userSessionsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
