import { lazy, Suspense } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useCurrentUser } from '@/lib/identity/get-current-user';

/*
 * The switcher (a popover, and the create-workspace form with its schema library behind it) is for signed-in
 * people only: it loads once someone is, so a visitor's first download does not carry it.
 */
const WorkspaceSwitcher = lazy(() =>
  import('@/features/workspaces/components/workspace-switcher').then((module) => ({
    default: module.WorkspaceSwitcher,
  })),
);

/** The header's workspace switcher, for signed-in people only, once React has taken the page over (see AccountMenu). */
export function SignedInWorkspaceSwitcher({ className }: { className?: string }) {
  const { data: me } = useCurrentUser();
  const hydrated = useHydrated();
  if (!me?.signedIn || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <WorkspaceSwitcher className={className} />
    </Suspense>
  );
}
