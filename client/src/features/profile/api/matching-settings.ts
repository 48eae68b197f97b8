import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { MatchingSettings } from '@common/schemas/matching';
import { profileKeys } from './query-keys';

/** GET /api/users/{id}/matching: whether the person paused matching (their own profile only). */
export function useMatchingSettings(userId: string) {
  return useQuery({
    queryKey: profileKeys.matching(userId),
    queryFn: ({ signal }) =>
      apiRequest<MatchingSettings>('GET', apiPath`/api/users/${userId}/matching`, undefined, { signal }),
  });
}

/** PUT /api/users/{id}/matching: pauses or resumes matching. */
export function useSaveMatchingSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MatchingSettings) =>
      apiRequest<MatchingSettings>('PUT', apiPath`/api/users/${userId}/matching`, settings),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.matching(userId), saved),
  });
}
