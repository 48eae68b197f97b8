import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@common/schemas/users';
import { apiRequest } from '@/lib/api-client';
import { userUrl } from './user-url';

export const recommendationsQueryKey = (userId: string) => ['/api/users', userId, 'recommendations'] as const;

/** GET /api/users/{id}/recommendations: the stored suggestions, best match first. */
export function getRecommendations(userId: string, signal?: AbortSignal): Promise<Recommendation[]> {
  return apiRequest<Recommendation[]>('GET', userUrl(userId, 'recommendations'), undefined, { signal });
}

export const recommendationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: recommendationsQueryKey(userId), queryFn: ({ signal }) => getRecommendations(userId, signal) });

export function useRecommendations(userId: string) {
  return useQuery(recommendationsQueryOptions(userId));
}
