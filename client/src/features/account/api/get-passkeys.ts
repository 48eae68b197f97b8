import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Passkey } from '@common/schemas/account';
import { accountKeys } from './query-keys';

/** GET /api/auth/passkey/list-user-passkeys: the signed-in person's passkeys. */
export function getPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return apiRequest<Passkey[]>('GET', '/api/auth/passkey/list-user-passkeys', undefined, { signal });
}

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.passkeys, queryFn: ({ signal }) => getPasskeys(signal) });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
