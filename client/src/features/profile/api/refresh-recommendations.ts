import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { Recommendation } from '@common/schemas/users';
import { profileKeys } from './query-keys';

/** POST /api/users/{id}/recommendations/refresh (no body): recomputes the user's suggestions. */
export function refreshRecommendations(userId: string): Promise<Recommendation[]> {
  return apiRequest<Recommendation[]>('POST', apiPath`/api/users/${userId}/recommendations/refresh`);
}

export function useRefreshRecommendations(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshRecommendations(userId),
    // The list is fetched again after a refresh; returning the promise keeps the button pending until the new list is in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.recommendations(userId) }),
  });
}
