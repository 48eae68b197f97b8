import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClassName, type ButtonProps } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { currentUserQueryOptions } from '@/lib/identity/get-current-user';
import { useDialogs } from './dialogs-context';

/**
 * A page's "Start Free Trial" button. A signed-in person already has an account, so they get "Go to your profile"
 * instead, once the page is React's. Watches "who am I" without asking for it (the header does), so pages make no extra request.
 */
export function StartTrialButton({
  size = 'lg',
  variant = 'default',
  className,
}: Pick<ButtonProps, 'size' | 'variant' | 'className'>) {
  const { openSignup } = useDialogs();
  const me = useQuery({ ...currentUserQueryOptions(), enabled: false });
  // The landing page arrives drawn at build time, for a visitor nobody knows: while React takes that HTML over,
  // this draws the button the HTML holds, even when the person is already known (their "who am I" can answer
  // before the page's code arrives). Drawing the link then would not match, and React would log error #418.
  const hydrated = useHydrated();
  if (hydrated && me.data?.signedIn) {
    return (
      <Link href={`/profile/${me.data.user.id}`} className={buttonClassName(variant, size, className)}>
        <UserRound aria-hidden="true" />
        Go to your profile
      </Link>
    );
  }
  return (
    <Button size={size} variant={variant} className={className} onClick={openSignup}>
      Start Free Trial
    </Button>
  );
}
