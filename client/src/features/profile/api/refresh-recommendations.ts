import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { Recommendation } from '@common/schemas/users';
import { compareRecommendations, type RecommendationChanges } from '../recommendation-changes';
import { profileKeys } from './query-keys';

/** POST /api/users/{id}/recommendations/refresh (no body): recomputes the person's own suggestions. */
export function refreshRecommendations(userId: string): Promise<Recommendation[]> {
  return apiRequest<Recommendation[]>('POST', apiPath`/api/users/${userId}/recommendations/refresh`);
}

/** The refresh, answering what it changed compared with the list on screen. */
export function useRefreshRecommendations(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<RecommendationChanges> => {
      const before = queryClient.getQueryData<Recommendation[]>(profileKeys.recommendations(userId)) ?? [];
      const after = await refreshRecommendations(userId);
      return compareRecommendations(before, after);
    },
    // The list is fetched again after a refresh; returning the promise keeps the button pending until the new list is in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.recommendations(userId) }),
  });
}
