import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { SignInSession } from '@common/schemas/account';

/** Signing in and out, and the places a person is signed in. */

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  passkeys: ['account', 'passkeys'] as const,
};

/** Mails a 6-digit code; the server answers the same whether or not the address has an account. */
export const sendSignInCode = (email: string) =>
  apiRequest<unknown>('POST', '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });

export const signInWithCode = (email: string, otp: string) =>
  apiRequest<unknown>('POST', '/api/auth/sign-in/email-otp', { email, otp });

/**
 * After signing in or out every cached answer belongs to someone else: drop them all, so each screen asks
 * again as the new person.
 */
export function useStartOver() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries();
    return queryClient.invalidateQueries();
  };
}

export function useSignOut() {
  const startOver = useStartOver();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('POST', '/api/auth/sign-out', {}),
    onSuccess: () => startOver(),
  });
}

export const signInSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => apiRequest<SignInSession[]>('GET', '/api/account/sessions', undefined, { signal }),
  });

export const useSignInSessions = () => useQuery(signInSessionsQueryOptions());

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', apiPath`/api/account/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useSignOutEverywhere() {
  const startOver = useStartOver();
  return useMutation({
    mutationFn: () => apiRequest<void>('POST', '/api/account/sign-out-everywhere'),
    onSuccess: () => startOver(),
  });
}
