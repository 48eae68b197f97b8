import { KeyRound } from 'lucide-react';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';

/** "Sign in with a passkey": the browser offers this site's passkeys; no email needed. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignInWithPasskey();
  return (
    <SubmitButton
      type="button"
      variant="outline"
      pending={signIn.isPending}
      pendingLabel="Waiting for your passkey..."
      icon={<KeyRound aria-hidden="true" />}
      onClick={() =>
        signIn.mutate(undefined, {
          onSuccess: onSignedIn,
          onError: (error) =>
            showApiError(error, {
              sentence: 'Could not sign in with a passkey. Please try again.',
              serverReason: 'instead',
            }),
        })
      }
    >
      Sign in with a passkey
    </SubmitButton>
  );
}
