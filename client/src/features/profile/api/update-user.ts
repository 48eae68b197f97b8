import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { identityKeys } from '@/lib/identity/query-keys';
import type { UpdateUserData, User } from '@common/schemas/users';
import { profileKeys } from './query-keys';

/** PATCH /api/users/{id} with the edited fields; answers the saved user. Only the user themself may (else 403). */
export function updateUser(id: string, data: UpdateUserData): Promise<User> {
  return apiRequest<User>('PATCH', apiPath`/api/users/${id}`, data);
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateUserData) => updateUser(id, data),
    onSuccess: (user) => {
      // The answer is the saved row: show it at once instead of asking again.
      queryClient.setQueryData(profileKeys.user(id), user);
      // Names and roles also appear in the users list (mentor names) and in "who am I".
      void queryClient.invalidateQueries({ queryKey: identityKeys.users, exact: true });
      void queryClient.invalidateQueries({ queryKey: identityKeys.currentUser, exact: true });
    },
  });
}
