import { LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { useSignOut } from '@/lib/identity/sign-out';
import { initials } from '@/lib/initials';
import type { User } from '@common/schemas/users';

// Kept importable from here too: it moved to lib/ so other screens can use it without loading this menu.
export { initials };

const itemClassName =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 outline-brand-600 [&_svg]:size-4';

/**
 * The signed-in person's menu: who they are, their account page, and Sign out. Loaded only for signed-in people,
 * so anonymous visitors of the public demo do not download sign-out's code.
 */
export default function SignedInMenu({ user, className }: { user: User; className?: string }) {
  const { id: userId, fullName, email } = user;
  const [location] = useLocation();
  // Remembers the page it was opened on, like the mobile menu: navigating closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={containerRef} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${fullName}`}
        onClick={() => setOpenAt(open ? null : location)}
        className="flex items-center gap-2 rounded-full p-0.5 text-sm font-medium text-slate-700 outline-brand-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 lg:pr-3"
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
        >
          {initials(fullName)}
        </span>
        <span aria-hidden="true" className="hidden max-w-40 truncate lg:inline">
          {fullName}
        </span>
      </button>
      {/* Kept in the DOM but hidden when closed, so aria-controls always points at a real element. */}
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 animate-menu-in rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <div className="border-b border-slate-200 px-3 pt-1 pb-3">
          <p className="truncate text-sm font-semibold text-slate-900">{fullName}</p>
          {email ? <p className="truncate text-xs text-slate-600">{email}</p> : null}
        </div>
        <ul className="flex flex-col gap-0.5 pt-2">
          <li>
            <Link href={`/profile/${userId}`} className={itemClassName}>
              <UserRound aria-hidden="true" />
              Your profile
            </Link>
          </li>
          <li>
            <Link href="/account" className={itemClassName}>
              <Settings aria-hidden="true" />
              Account
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={cn(itemClassName, 'disabled:opacity-60')}
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              <LogOut aria-hidden="true" />
              {signOut.isPending ? 'Signing out...' : 'Sign out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
