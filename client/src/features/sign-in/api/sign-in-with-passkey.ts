import { useMutation } from '@tanstack/react-query';
import { signInWithPasskey } from '@/lib/auth/passkey-ceremonies';

/** The browser's passkey prompt, then the server's check: signs this browser in. */
export function useSignInWithPasskey() {
  return useMutation({ mutationFn: signInWithPasskey });
}
