import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@common/schemas/users';
import { identityKeys } from './query-keys';

/** GET /api/users: everyone, used to show mentors' and authors' names. */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiRequest<User[]>('GET', '/api/users', undefined, { signal });
}

export const usersQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.users, queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
