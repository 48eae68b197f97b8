import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@common/schemas/users';
import type { Workspace } from '@common/schemas/workspaces';
import { identityKeys } from './query-keys';

/** The signed-in user, or the demo user while no one is signed in. */
export interface CurrentUser {
  user: User;
  isDemo: boolean;
  /** True when this browser is signed in (an anonymous visitor acts as the demo user). */
  signedIn: boolean;
  /** True once the person signed in with a code mailed to their address (accepting an invitation needs it). */
  emailVerified: boolean;
  /** The workspaces the person belongs to; never the demo workspace, which everyone shares. */
  workspaces: Workspace[];
}

/** GET /api/me. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('GET', '/api/me', undefined, { signal });
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.currentUser, queryFn: ({ signal }) => getCurrentUser(signal) });

/** Who "I" am on the knowledge and peer-learning pages (Joined / Hosting badges, authorship). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
