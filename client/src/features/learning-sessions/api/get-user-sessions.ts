import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/learning-sessions/query-keys';
import type { LearningSession } from '@common/schemas/sessions';

/** GET /api/users/{userId}/learning-sessions: the sessions a user hosts or has joined. */
export function getUserSessions(userId: string, signal?: AbortSignal): Promise<LearningSession[]> {
  return apiRequest<LearningSession[]>('GET', apiPath`/api/users/${userId}/learning-sessions`, undefined, { signal });
}

export const userSessionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: sessionKeys.userList(userId), queryFn: ({ signal }) => getUserSessions(userId, signal) });

/** Waits for the id: the current user is known only once /api/me has answered. */
export function useUserSessions(userId: string | undefined) {
  return useQuery({ ...userSessionsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
