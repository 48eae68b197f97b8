import { useQuery } from '@tanstack/react-query';
import type { LearningSession } from '@common/schemas/sessions';
import { SESSION_LIST_KEY_END } from './session-lists';

/** The default queryFn GETs /api/users/{userId}/learning-sessions from this key. */
export const userSessionsQueryKey = (userId: string) => ['/api/users', userId, SESSION_LIST_KEY_END] as const;

/** GET /api/users/{userId}/learning-sessions: the sessions a user hosts or has joined. Waits for the id. */
export function useUserSessions(userId: string | undefined) {
  return useQuery<LearningSession[]>({
    queryKey: userSessionsQueryKey(userId ?? ''),
    enabled: Boolean(userId),
  });
}
