import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** POST /api/auth/passkey/delete-passkey {id}: the passkey no longer signs anyone in. */
export function deletePasskey(id: string): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/passkey/delete-passkey', { id });
}

export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}
