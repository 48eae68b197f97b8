import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { LearningSession, UpdateSessionInput } from '@common/schemas/sessions';
import { refreshSessionDetails, refreshSessionLists, replaceSessionInLists } from './session-lists';

interface JoinSessionVariables {
  session: Pick<LearningSession, 'id' | 'learnerIds'>;
  userId: string;
}

/**
 * PATCH /api/learning-sessions/{id} with the learners the screen saw plus the current user. The server
 * turns it into an atomic "add me", so a stale list loses nobody.
 */
export function joinSession({ session, userId }: JoinSessionVariables): Promise<LearningSession> {
  const body: UpdateSessionInput = { learnerIds: [...session.learnerIds, userId] };
  return apiRequest<LearningSession>('PATCH', apiPath`/api/learning-sessions/${session.id}`, body);
}

/**
 * Joins a session. Both lists (and an open detail) are refreshed after a refusal too: the usual cause is that the screen was
 * stale (someone took the last seat), and the refetch shows the card as it now is.
 */
export function useJoinSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinSession,
    onSuccess: (session) => replaceSessionInLists(queryClient, session),
    // Not awaited: the toast and the button should not wait for the lists to come back.
    onSettled: () => {
      void refreshSessionLists(queryClient);
      void refreshSessionDetails(queryClient);
    },
  });
}
