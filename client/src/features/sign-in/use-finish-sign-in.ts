import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { currentUserQueryOptions } from '@/lib/identity/get-current-user';
import { safeNextPath } from './next-path';

/**
 * After a successful sign-in: every cached answer was the public demo's, so all of it is invalidated; then on to
 * the `next` page when the address named one on this site, else to the person's own profile.
 */
export function useFinishSignIn(next: string | null) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries();
    const me = await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => undefined);
    if (me && !me.signedIn) {
      // The server accepted the code but this browser did not keep its cookie.
      toast({
        title: 'Error',
        description: 'Your browser did not keep the sign-in: allow cookies for this site and try again.',
        variant: 'destructive',
      });
      return;
    }
    if (me) toast({ title: 'Signed in', description: `Welcome back, ${me.user.fullName}.`, variant: 'success' });
    // Without an answer about who signed in, the account page says it itself (and offers a retry).
    navigate(safeNextPath(next) ?? (me ? `/profile/${me.user.id}` : '/account'));
  };
}
