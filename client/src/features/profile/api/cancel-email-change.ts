import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { EmailChange } from '@common/schemas/email-change';
import { profileKeys } from './query-keys';

/** DELETE /api/users/{id}/email-change: drops the change waiting for its code; the current email stays. */
export function cancelEmailChange(userId: string): Promise<void> {
  return apiRequest<void>('DELETE', apiPath`/api/users/${userId}/email-change`);
}

export function useCancelEmailChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEmailChange(userId),
    onSuccess: () =>
      queryClient.setQueryData<EmailChange>(profileKeys.emailChange(userId), { pendingEmail: null, expiresAt: null }),
  });
}
