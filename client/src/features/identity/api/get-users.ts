import { useQuery } from '@tanstack/react-query';
import type { User } from '@common/schemas/users';

export const usersQueryKey = ['/api/users'] as const;

/** GET /api/users: everyone, used to show mentors' names. */
export function useUsers() {
  return useQuery<User[]>({ queryKey: usersQueryKey });
}
