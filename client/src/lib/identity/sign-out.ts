import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { showApiError } from '@/lib/api-errors';

/** POST /api/auth/sign-out: ends this browser's session (the server clears the cookie). */
export function signOut(): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/sign-out', {});
}

/**
 * What follows any way of signing this browser out: back to the landing page as an anonymous visitor, and every
 * cached answer dropped, since each one was about the person who just left (the public demo loads afresh).
 */
export function useAfterSignOut() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return async (message: string) => {
    navigate('/');
    // reset, not only invalidate: an invalidated query keeps showing its old data until it refetches.
    await queryClient.resetQueries();
    toast({ title: 'Signed out', description: message, variant: 'success' });
  };
}

/** The header's and the account page's "Sign out". */
export function useSignOut() {
  const afterSignOut = useAfterSignOut();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => afterSignOut('You are browsing the public demo again.'),
    onError: (error) =>
      showApiError(error, { sentence: 'Could not sign out. Please try again.', serverReason: 'below' }),
  });
}
