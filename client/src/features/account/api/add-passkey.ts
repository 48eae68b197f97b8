import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPasskey } from '@/lib/auth/passkey-ceremonies';
import { accountKeys } from './query-keys';

/** The browser creates a passkey on this device; the server stores it for the signed-in person. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}
