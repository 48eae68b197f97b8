import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SignInSession } from '@common/schemas/account';
import { accountKeys } from './query-keys';

/** GET /api/account/sessions: every browser and device the person is signed in on, newest activity first. */
export function getSignInSessions(signal?: AbortSignal): Promise<SignInSession[]> {
  return apiRequest<SignInSession[]>('GET', '/api/account/sessions', undefined, { signal });
}

export const signInSessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => getSignInSessions(signal) });

export function useSignInSessions() {
  return useQuery(signInSessionsQueryOptions());
}
