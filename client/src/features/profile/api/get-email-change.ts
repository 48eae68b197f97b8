import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import type { EmailChange } from '@common/schemas/email-change';
import { profileKeys } from './query-keys';

/**
 * GET /api/users/{id}/email-change: the change of email waiting for its code, if any. A new email is proven by a
 * code mailed to it before it replaces the old one; only the person themself may ask.
 */
export function getEmailChange(userId: string, signal?: AbortSignal): Promise<EmailChange> {
  return apiRequest<EmailChange>('GET', apiPath`/api/users/${userId}/email-change`, undefined, { signal });
}

export const emailChangeQueryOptions = (userId: string) =>
  queryOptions({ queryKey: profileKeys.emailChange(userId), queryFn: ({ signal }) => getEmailChange(userId, signal) });

/** `enabled`: the person is signed in, on their own profile, and not the demo account. */
export function useEmailChange(userId: string, enabled: boolean) {
  return useQuery({ ...emailChangeQueryOptions(userId), enabled });
}
