import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { identityKeys } from '@/lib/identity/query-keys';
import type { EmailChange } from '@common/schemas/email-change';
import type { User } from '@common/schemas/users';
import { profileKeys } from './query-keys';

/**
 * A new email is proven by a code mailed to it before it replaces the old one: asking mails the code, confirming
 * with it makes the swap (and signs every other browser out). The server refuses a new email in the profile's
 * PATCH, so the form saves the other fields with the current email and asks for the code beside.
 */

const changePath = (userId: string) => apiPath`/api/users/${userId}/email-change`;

const emailChangeKey = (userId: string) => [...profileKeys.user(userId), 'email-change'] as const;

/** GET: the change waiting for its code, if any; only the person themself may ask (`enabled`). */
export function useEmailChange(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: emailChangeKey(userId),
    queryFn: ({ signal }) => apiRequest<EmailChange>('GET', changePath(userId), undefined, { signal }),
    enabled,
  });
}

/** POST: mails a code to `email`; answers the change now waiting. */
export function useStartEmailChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiRequest<EmailChange>('POST', changePath(userId), { email }),
    onSuccess: (change) => queryClient.setQueryData(emailChangeKey(userId), change),
  });
}

/** POST .../confirm: the code from the mail; answers the profile with its new email. */
export function useConfirmEmailChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<User>('POST', apiPath`/api/users/${userId}/email-change/confirm`, { code }),
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.user(userId), user);
      queryClient.setQueryData<EmailChange>(emailChangeKey(userId), { pendingEmail: null, expiresAt: null });
      void queryClient.invalidateQueries({ queryKey: identityKeys.currentUser, exact: true });
      void queryClient.invalidateQueries({ queryKey: identityKeys.users, exact: true });
    },
  });
}

/** DELETE: drops the waiting change; the current email stays. */
export function useCancelEmailChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', changePath(userId)),
    onSuccess: () =>
      queryClient.setQueryData<EmailChange>(emailChangeKey(userId), { pendingEmail: null, expiresAt: null }),
  });
}
