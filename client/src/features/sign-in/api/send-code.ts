import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/email-otp/send-verification-otp: mails a 6-digit sign-in code. The server answers the same for
 * an address it does not know (and mails nothing), so the screen never learns who has an account.
 */
export function sendSignInCode(email: string): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}
