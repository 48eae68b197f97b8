import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CreateUserData, User } from '@common/schemas/users';

/** POST /api/users: creates the trial account; the server also starts its session cookie. */
export function createUser(data: CreateUserData): Promise<User> {
  return apiRequest<User>('POST', '/api/users', data);
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
