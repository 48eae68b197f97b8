import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CodeSignIn {
  email: string;
  code: string;
}

/** POST /api/auth/sign-in/email-otp: signs this browser in with the mailed code (the server sets the cookie). */
export function signInWithCode({ email, code }: CodeSignIn): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/sign-in/email-otp', { email, otp: code });
}

export function useSignInWithCode() {
  return useMutation({ mutationFn: signInWithCode });
}
