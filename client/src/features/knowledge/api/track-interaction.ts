import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { InteractionAction } from '@common/constants';
import type { Interaction } from '@common/schemas/knowledge';
import { knowledgeKeys } from './query-keys';

const TRACK_INTERACTION_ERROR = 'Failed to track interaction';

interface TrackInteractionVariables {
  knowledgeId: string;
  action: InteractionAction;
  /** The current user; the server takes it from the session when it is not known yet. */
  userId: string | undefined;
}

/**
 * POST /api/knowledge/{id}/interactions with `{ userId, action, metadata: {} }`. Any failure becomes
 * "Failed to track interaction", with the API error kept as its cause; it is logged, never shown.
 */
export async function trackInteraction({
  knowledgeId,
  action,
  userId,
}: TrackInteractionVariables): Promise<Interaction> {
  try {
    return await apiRequest<Interaction>('POST', apiPath`/api/knowledge/${knowledgeId}/interactions`, {
      userId,
      action,
      metadata: {},
    });
  } catch (cause) {
    throw new Error(TRACK_INTERACTION_ERROR, { cause });
  }
}

/**
 * Records a view or a "Helpful" like, then refreshes the counts shown in lists, searches and the open
 * article. A failure is logged and nothing is shown: counting must never get in the reader's way.
 */
export function useTrackInteraction(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trackInteraction,
    onSuccess: (_interaction, { knowledgeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: knowledgeKeys.cards(companyId) }),
        queryClient.invalidateQueries({ queryKey: knowledgeKeys.article(knowledgeId) }),
      ]),
    onError: (error) => {
      console.error(error);
    },
  });
}
