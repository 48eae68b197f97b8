import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/sign-out-everywhere: ends every session of the person, this browser's included. */
export function signOutEverywhere(): Promise<{ signedOut: number }> {
  return apiRequest<{ signedOut: number }>('POST', '/api/account/sign-out-everywhere');
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
