import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account';

/**
 * Passkeys through the auth server's passkey routes. The WebAuthn ceremony (asking the browser's
 * authenticator) is Better Auth's client, loaded only when a passkey is added or used, so no other page
 * carries it.
 */

export interface Passkey {
  id: string;
  name: string | null;
  createdAt: string;
  deviceType: string;
}

async function authClient() {
  const [{ createAuthClient }, { passkeyClient }] = await Promise.all([
    import('better-auth/client'),
    import('@better-auth/passkey/client'),
  ]);
  return createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth', plugins: [passkeyClient()] });
}

/** Better Auth's client answers { data, error } instead of throwing: turn an error into a thrown sentence. */
function throwIfFailed(result: { error?: { message?: string } | null } | undefined, fallback: string): void {
  if (result?.error) throw new Error(result.error.message || fallback);
}

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.passkeys,
    queryFn: ({ signal }) =>
      apiRequest<Passkey[]>('GET', '/api/auth/passkey/list-user-passkeys', undefined, { signal }),
  });

export const usePasskeys = () => useQuery(passkeysQueryOptions());

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const client = await authClient();
      throwIfFailed(await client.passkey.addPasskey({ name }), 'The passkey was not added');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}

export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>('POST', '/api/auth/passkey/delete-passkey', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}

/** Signs in with a passkey alone: the browser asks which one. */
export async function signInWithPasskey(): Promise<void> {
  const client = await authClient();
  throwIfFailed(await client.signIn.passkey(), 'The passkey could not be used');
}
