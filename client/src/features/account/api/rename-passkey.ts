import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './query-keys';

export interface PasskeyRename {
  id: string;
  name: string;
}

/** POST /api/auth/passkey/update-passkey {id, name}. */
export function renamePasskey({ id, name }: PasskeyRename): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/passkey/update-passkey', { id, name });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}
