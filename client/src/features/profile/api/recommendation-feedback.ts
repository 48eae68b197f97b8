import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { RecommendationFeedbackInput } from '@common/schemas/recommendations';
import type { Recommendation } from '@common/schemas/users';
import { profileKeys } from './query-keys';

/** POST /api/users/{id}/recommendations/feedback: answers the person's list after the feedback. */
export function sendRecommendationFeedback(userId: string, feedback: RecommendationFeedbackInput) {
  return apiRequest<Recommendation[]>('POST', apiPath`/api/users/${userId}/recommendations/feedback`, feedback);
}

/** DELETE /api/users/{id}/recommendations/feedback?skillName=: takes a "not interested" back; answers the list. */
export function withdrawNotInterested(userId: string, skillName: string) {
  return apiRequest<Recommendation[]>('DELETE', apiPath`/api/users/${userId}/recommendations/feedback`, undefined, {
    query: { skillName },
  });
}

/**
 * After feedback the answered list is the list (no second request). The skill levels changed too ("known" adds a
 * level, "interested" a wanted skill) and the ways to learn belong to the old list, so both are asked again.
 */
function useStoreAnsweredList(userId: string) {
  const queryClient = useQueryClient();
  return (list: Recommendation[]) => {
    queryClient.setQueryData(profileKeys.recommendations(userId), list);
    void queryClient.invalidateQueries({ queryKey: profileKeys.skillLevels(userId), exact: true });
    void queryClient.invalidateQueries({ queryKey: profileKeys.waysToLearnAll(userId) });
  };
}

export function useRecommendationFeedback(userId: string) {
  const store = useStoreAnsweredList(userId);
  return useMutation({
    mutationFn: (feedback: RecommendationFeedbackInput) => sendRecommendationFeedback(userId, feedback),
    onSuccess: store,
  });
}

export function useWithdrawNotInterested(userId: string) {
  const store = useStoreAnsweredList(userId);
  return useMutation({
    mutationFn: (skillName: string) => withdrawNotInterested(userId, skillName),
    onSuccess: store,
  });
}
