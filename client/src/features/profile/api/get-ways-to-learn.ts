import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { WaysToLearn } from '@common/schemas/recommendations';
import { profileKeys } from './query-keys';

/** GET /api/users/{id}/recommendations/ways-to-learn?workspaceId=: colleagues, sessions and articles per recommendation. */
export function getWaysToLearn(userId: string, workspaceId: string, signal?: AbortSignal): Promise<WaysToLearn[]> {
  return apiRequest<WaysToLearn[]>('GET', apiPath`/api/users/${userId}/recommendations/ways-to-learn`, undefined, {
    query: { workspaceId },
    signal,
  });
}

export const waysToLearnQueryOptions = (userId: string, workspaceId: string) =>
  queryOptions({
    queryKey: profileKeys.waysToLearn(userId, workspaceId),
    queryFn: ({ signal }) => getWaysToLearn(userId, workspaceId, signal),
  });

/**
 * The ways to learn the person's recommendations, asked for only once the list is on screen (`listShown`) so the
 * list never waits for them, and not at all without a workspace to look in (null: not yet known, or not asked).
 * Cards find theirs by skill name, so while a changed list's ways load again, a card that stayed keeps its links.
 */
export function useWaysToLearn(userId: string, workspaceId: string | null, listShown: boolean) {
  return useQuery({
    ...waysToLearnQueryOptions(userId, workspaceId ?? ''),
    enabled: workspaceId !== null && listShown,
  });
}
