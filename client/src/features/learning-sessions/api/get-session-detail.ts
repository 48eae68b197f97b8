import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/learning-sessions/query-keys';
import type { LearningSessionDetail } from '@common/schemas/sessions';

/** GET /api/learning-sessions/{id}: one session with its host and the people who joined it. */
export function getSessionDetail(sessionId: string, signal?: AbortSignal): Promise<LearningSessionDetail> {
  return apiRequest<LearningSessionDetail>('GET', apiPath`/api/learning-sessions/${sessionId}`, undefined, { signal });
}

export const sessionDetailQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(sessionId),
    queryFn: ({ signal }) => getSessionDetail(sessionId, signal),
  });

/** Waits for an id: nothing is asked while no session is open. */
export function useSessionDetail(sessionId: string | null) {
  return useQuery({ ...sessionDetailQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
