import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** DELETE /api/knowledge/{id}/like: takes back the current user's "Helpful"; failures are logged like a like's. */
export async function removeHelpful(knowledgeId: string): Promise<void> {
  try {
    await apiRequest<void>('DELETE', apiPath`/api/knowledge/${knowledgeId}/like`);
  } catch (cause) {
    throw new Error(TRACK_INTERACTION_ERROR, { cause });
  }
}

/** Sets the current user's "Helpful" on an article: a like when pressed, taking it back when not. */
export function setHelpful({
  knowledgeId,
  pressed,
  userId,
}: {
  knowledgeId: string;
  pressed: boolean;
  userId: string | undefined;
}): Promise<unknown> {
  return pressed ? trackInteraction({ knowledgeId, action: 'like', userId }) : removeHelpful(knowledgeId);
}

/** Refreshes the counts of lists, searches and the open article after an interaction. */
function refreshCounts(queryClient: QueryClient, companyId: string, knowledgeId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: knowledgeKeys.cards(companyId) }),
    queryClient.invalidateQueries({ queryKey: knowledgeKeys.article(knowledgeId) }),
  ]);
}

/**
 * Records a view or a "Helpful" like, then refreshes the counts shown in lists, searches and the open
 * article. A failure is logged and nothing is shown: counting must never get in the reader's way.
 */
export function useTrackInteraction(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trackInteraction,
    onSuccess: (_interaction, { knowledgeId }) => refreshCounts(queryClient, companyId, knowledgeId),
    onError: (error) => {
      console.error(error);
    },
  });
}

/** Presses or releases "Helpful", then refreshes the counts; a failure is logged, never shown. */
export function useSetHelpful(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHelpful,
    onSettled: (_result, _error, { knowledgeId }) => refreshCounts(queryClient, companyId, knowledgeId),
    onError: (error) => {
      console.error(error);
    },
  });
}
