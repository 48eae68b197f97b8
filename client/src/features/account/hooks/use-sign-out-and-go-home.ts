import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { useSignOut } from '../api/account';

/** Signs this browser out, then goes home with a toast; a failure shows the server's sentence. */
export function useSignOutAndGoHome() {
  const signOut = useSignOut();
  const [, navigate] = useLocation();
  const signOutAndGoHome = (onDone?: () => void) =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        onDone?.();
        navigate('/');
        toast({ title: 'Signed out', description: 'Sign in again with a code or a passkey.' });
      },
      onError: (error) => showApiError(error, { sentence: 'Failed to sign out', serverReason: 'instead' }),
    });
  return { signOutAndGoHome, isPending: signOut.isPending };
}
