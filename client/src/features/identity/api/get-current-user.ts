import { useQuery } from '@tanstack/react-query';
import type { User } from '@common/schemas/users';

/** GET /api/me: the signed-in user (after signup), or the demo user while no one is signed in. */
export interface CurrentUser {
  user: User;
  isDemo: boolean;
}

export const currentUserQueryKey = ['/api/me'] as const;

/** Who "I" am on the knowledge and peer-learning pages (Joined / Hosting badges, authorship). */
export function useCurrentUser() {
  return useQuery<CurrentUser>({ queryKey: currentUserQueryKey });
}
