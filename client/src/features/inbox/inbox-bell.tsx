import { Bell } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useUnreadCount } from './api';

/**
 * The header's way into the inbox: a bell with the number of unread entries, named for screen readers. Shown to
 * signed-in people only: anonymous visitors share the demo user, whose inbox is nobody's. Drawn once React has
 * taken the page over, as the rest of the header's "who am I" parts are (AccountMenu).
 */
export function InboxBell() {
  const [location] = useLocation();
  const hydrated = useHydrated();
  const me = useCurrentUser();
  const signedIn = hydrated && (me.data?.signedIn ?? false);
  const { data: unread = 0 } = useUnreadCount(signedIn);
  if (!signedIn) return null;
  const label = unread > 0 ? `Inbox, ${unread} unread` : 'Inbox';
  return (
    <Link
      href="/inbox"
      aria-label={label}
      aria-current={location === '/inbox' ? 'page' : undefined}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 outline-brand-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2',
        location === '/inbox' && 'bg-brand-50 text-brand-700',
      )}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-danger-600 px-1 text-[10px] leading-4 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
