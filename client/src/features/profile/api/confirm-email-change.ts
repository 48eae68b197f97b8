import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { identityKeys } from '@/lib/identity/query-keys';
import type { EmailChange } from '@common/schemas/email-change';
import type { User } from '@common/schemas/users';
import { profileKeys } from './query-keys';

/**
 * POST /api/users/{id}/email-change/confirm: the code from the mail; the new address replaces the old one and every
 * other browser of the account is signed out. Answers the profile with its new email.
 */
export function confirmEmailChange(userId: string, code: string): Promise<User> {
  return apiRequest<User>('POST', apiPath`/api/users/${userId}/email-change/confirm`, { code });
}

export function useConfirmEmailChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => confirmEmailChange(userId, code),
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.user(userId), user);
      queryClient.setQueryData<EmailChange>(profileKeys.emailChange(userId), { pendingEmail: null, expiresAt: null });
      // The email shows in "who am I" and, for admins, in the users list.
      void queryClient.invalidateQueries({ queryKey: identityKeys.currentUser, exact: true });
      void queryClient.invalidateQueries({ queryKey: identityKeys.users, exact: true });
    },
  });
}
