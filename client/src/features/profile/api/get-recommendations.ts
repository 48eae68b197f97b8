import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { Recommendation } from '@common/schemas/users';
import { profileKeys } from './query-keys';

/** GET /api/users/{id}/recommendations: the stored suggestions, best match first. */
export function getRecommendations(userId: string, signal?: AbortSignal): Promise<Recommendation[]> {
  return apiRequest<Recommendation[]>('GET', apiPath`/api/users/${userId}/recommendations`, undefined, { signal });
}

export const recommendationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.recommendations(userId),
    queryFn: ({ signal }) => getRecommendations(userId, signal),
  });

export function useRecommendations(userId: string) {
  return useQuery(recommendationsQueryOptions(userId));
}
