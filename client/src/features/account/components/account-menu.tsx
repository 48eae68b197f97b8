import * as Popover from '@radix-ui/react-popover';
import { LogIn, LogOut, UserRound, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useSignOutAndGoHome } from '../hooks/use-sign-out-and-go-home';

const itemClassName =
  'flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The header's account corner: "Sign in" for visitors; for a signed-in person, a menu with their pages and Sign out. */
export function AccountMenu({ className }: { className?: string }) {
  const { data: me } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const signOut = useSignOutAndGoHome();

  if (!me?.signedIn) {
    return (
      <Link href="/signin" className={cn(buttonClassName('outline', 'sm'), className)}>
        <LogIn aria-hidden="true" /> Sign in
      </Link>
    );
  }

  const { user } = me;
  const leave = () => signOut.signOutAndGoHome(() => setOpen(false));

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={`Account: ${user.fullName}`}
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <span aria-hidden="true">{initialsOf(user.fullName)}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Account menu"
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in"
        >
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{user.fullName}</p>
            {user.email ? <p className="truncate text-xs text-slate-500">{user.email}</p> : null}
          </div>
          <div className="my-1 border-t border-slate-100" />
          <Link href={`/profile/${user.id}`} className={itemClassName} onClick={() => setOpen(false)}>
            <UserRound aria-hidden="true" className="size-4 text-slate-500" /> Profile
          </Link>
          <Link href="/account" className={itemClassName} onClick={() => setOpen(false)}>
            <Settings aria-hidden="true" className="size-4 text-slate-500" /> Account
          </Link>
          <button type="button" className={itemClassName} onClick={leave} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" className="size-4 text-slate-500" /> Sign out
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
