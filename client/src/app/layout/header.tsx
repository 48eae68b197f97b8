import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { InboxBell } from '@/features/inbox/inbox-bell';
import { cn } from '@/lib/cn';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';
import { SignedInWorkspaceSwitcher } from './signed-in-workspace-switcher';

function navLinkClassName(active: boolean, mobile: boolean): string {
  return cn(
    'rounded-md font-medium outline-brand-600 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
    mobile ? 'block px-3 py-2.5 text-base' : 'px-3 py-2 text-sm',
    active ? 'text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
    active && mobile && 'bg-brand-50',
  );
}

/** The sticky header on every page; below md the links move into a disclosure menu. */
export function Header() {
  const [location] = useLocation();
  // The menu remembers the page it was opened on: navigating (including back/forward) closes it, so it never
  // covers the new page, without an effect that would render twice.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location : null);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={location === link.href ? 'page' : undefined}
                  className={navLinkClassName(location === link.href, false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {/* Hidden on a phone by a wrapper: the switcher's own inline-flex would win over a `hidden` passed to it
              and push the account menu off the screen. Below md it sits in the menu instead. */}
          <div className="hidden md:flex">
            <SignedInWorkspaceSwitcher />
          </div>
          <InboxBell />
          <AccountMenu />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 outline-brand-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>

      {/* Kept in the DOM but hidden when closed, so aria-controls always points at a real element. */}
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="animate-menu-in border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={location === link.href ? 'page' : undefined}
                className={navLinkClassName(location === link.href, true)}
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <SignedInWorkspaceSwitcher className="mt-3 w-full max-w-none" />
      </nav>
    </header>
  );
}
