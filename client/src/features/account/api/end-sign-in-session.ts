import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** DELETE /api/account/sessions/{id}: signs one other browser or device out. */
export function endSignInSession(id: string): Promise<void> {
  return apiRequest<void>('DELETE', apiPath`/api/account/sessions/${id}`);
}

export function useEndSignInSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSignInSession,
    // Also after a failure: a 404 means that session had ended already, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
