import { ShieldOff } from 'lucide-react';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { useAfterSignOut } from '@/lib/identity/sign-out';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** Ends every session, this browser's too: for a lost phone or a shared computer left signed in. */
export function SignOutEverywhereButton() {
  const signOutEverywhere = useSignOutEverywhere();
  const afterSignOut = useAfterSignOut();
  return (
    <SubmitButton
      type="button"
      variant="outline"
      className="self-start"
      pending={signOutEverywhere.isPending}
      pendingLabel="Signing out everywhere..."
      icon={<ShieldOff aria-hidden="true" />}
      onClick={() =>
        signOutEverywhere.mutate(undefined, {
          onSuccess: () => afterSignOut('Every browser and device is signed out, this one too.'),
          onError: (error) =>
            showApiError(error, {
              sentence: 'Could not sign out everywhere. Please try again.',
              serverReason: 'instead',
            }),
        })
      }
    >
      Sign out everywhere
    </SubmitButton>
  );
}
