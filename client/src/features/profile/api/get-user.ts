import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiPath, apiRequest } from '@/lib/api-client';
import type { User } from '@common/schemas/users';
import { profileKeys } from './query-keys';

/** GET /api/users/{id}. */
export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('GET', apiPath`/api/users/${id}`, undefined, { signal });
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}

/** A missing user (404), or an id that cannot name one (400, not a uuid): both read as "User Not Found". */
export function isUserNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
