import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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

export const waysToLearnQueryOptions = (userId: string, workspaceId: string, skillNames: readonly string[]) =>
  queryOptions({
    queryKey: profileKeys.waysToLearn(userId, workspaceId, skillNames),
    queryFn: ({ signal }) => getWaysToLearn(userId, workspaceId, signal),
  });

/**
 * The ways to learn the listed recommendations, asked for only once the list is on screen (`skillNames` null
 * until then) so the list never waits for them. While a changed list's ways load, the previous answer stays:
 * cards are matched by skill name, so a card that stayed keeps its links instead of blinking.
 */
export function useWaysToLearn(userId: string, workspaceId: string | null, skillNames: readonly string[] | null) {
  return useQuery({
    ...waysToLearnQueryOptions(userId, workspaceId ?? '', skillNames ?? []),
    enabled: workspaceId !== null && skillNames !== null && skillNames.length > 0,
    placeholderData: keepPreviousData,
  });
}
