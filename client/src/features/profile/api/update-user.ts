import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { identityKeys } from '@/lib/identity/query-keys';
import type { Recommendation, UpdateUserData, User } from '@common/schemas/users';
import { compareRecommendations, type RecommendationChanges } from '../recommendation-changes';
import { profileKeys } from './query-keys';

/** PATCH /api/users/{id} with the edited fields; answers the saved user. Only the user themself may (else 403). */
export function updateUser(id: string, data: UpdateUserData): Promise<User> {
  return apiRequest<User>('PATCH', apiPath`/api/users/${id}`, data);
}

export interface SavedProfile {
  user: User;
  /** What the save changed in the recommendations; null when they could not be compared (not loaded). */
  recommendationChanges: RecommendationChanges | null;
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  const recommendationsKey = profileKeys.recommendations(id);
  return useMutation({
    mutationFn: async (data: UpdateUserData): Promise<SavedProfile> => {
      const before = queryClient.getQueryData<Recommendation[]>(recommendationsKey);
      const user = await updateUser(id, data);
      // The answer is the saved row: show it at once instead of asking again.
      queryClient.setQueryData(profileKeys.user(id), user);
      // A change of role, industry, goal or skills made the server recompute the recommendations: fetch them now,
      // so the save's toast can say what changed and no card describes the profile as it was.
      await queryClient.invalidateQueries({ queryKey: recommendationsKey, exact: true });
      // The ways to learn follow the list; they load after it, as on the page's first visit.
      void queryClient.invalidateQueries({ queryKey: profileKeys.waysToLearnAll(id) });
      const after = queryClient.getQueryData<Recommendation[]>(recommendationsKey);
      return { user, recommendationChanges: before && after ? compareRecommendations(before, after) : null };
    },
    onSuccess: () => {
      // Names and roles also appear in the users list (mentor names) and in "who am I".
      void queryClient.invalidateQueries({ queryKey: identityKeys.users, exact: true });
      void queryClient.invalidateQueries({ queryKey: identityKeys.currentUser, exact: true });
    },
  });
}
