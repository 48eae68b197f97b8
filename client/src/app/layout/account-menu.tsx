import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { useCurrentUser } from '@/lib/identity/get-current-user';

const SignedInMenu = lazy(() => import('./signed-in-menu'));

/**
 * The header's account part: a "Sign in" link for anonymous visitors (who browse the public demo), the account
 * menu for a signed-in person. Nothing while "who am I" is loading, so neither flashes for the other, nor
 * while React takes over a page drawn ahead (useHydrated): a menu drawn then would not open when clicked.
 */
export function AccountMenu({ className }: { className?: string }) {
  const me = useCurrentUser();
  const hydrated = useHydrated();
  if (me.isPending || !hydrated) return null;
  if (!me.data?.signedIn) {
    return (
      <Link href="/signin" className={buttonClassName('ghost', 'sm', className)}>
        Sign in
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInMenu user={me.data.user} className={className} />
    </Suspense>
  );
}
