import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { EmailChange } from '@common/schemas/email-change';
import { profileKeys } from './query-keys';

/**
 * POST /api/users/{id}/email-change: mails a code to the new address and answers the change now waiting. The
 * profile's PATCH refuses a new email (409 email_change_needs_code), so the editor saves the rest and calls this.
 */
export function startEmailChange(userId: string, email: string): Promise<EmailChange> {
  return apiRequest<EmailChange>('POST', apiPath`/api/users/${userId}/email-change`, { email });
}

export function useStartEmailChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => startEmailChange(userId, email),
    onSuccess: (change) => queryClient.setQueryData(profileKeys.emailChange(userId), change),
  });
}
