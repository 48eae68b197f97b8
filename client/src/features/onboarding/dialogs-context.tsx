import { useQueryClient } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { CurrentUser } from '@/lib/identity/get-current-user';
import { identityKeys } from '@/lib/identity/query-keys';

// The forms (react-hook-form, zod schemas) load on first open, keeping them out of every page's first download.
const SignupDialog = lazy(() => import('./signup-dialog'));
const WaitlistDialog = lazy(() => import('./waitlist-dialog'));

export type OnboardingDialog = 'signup' | 'waitlist';

interface DialogsContextValue {
  /**
   * Opens "Start Your Free Trial" (Start Free Trial, Start Free, Start 14-Day Trial buttons); a signed-in person
   * goes to their profile instead.
   */
  openSignup: () => void;
  /** Opens "Join Enterprise Waitlist" (Join B2B Waitlist, Contact Sales, Schedule Demo, Request Enterprise Demo). */
  openWaitlist: () => void;
  /** Opens the dialog a plan's button names: 'signup' or 'waitlist'. */
  openDialogFor: (dialog: OnboardingDialog) => void;
}

const DialogsContext = createContext<DialogsContextValue | null>(null);

/** Holds which onboarding dialog is open; mounted once in AppProvider so every page can open either one. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OnboardingDialog | null>(null);
  // A dialog stays mounted after its first use so its close animation can play and its chunk is not re-fetched.
  const [mounted, setMounted] = useState<ReadonlySet<OnboardingDialog>>(() => new Set());

  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const show = useCallback(
    (dialog: OnboardingDialog) => {
      // A signed-in person already has an account: a trial button takes them to their profile. (The server refuses
      // a signup from a signed-in browser anyway; this spares them the form.) Read from the cache the header
      // filled, so opening a dialog never waits for, or starts, a request.
      const me = queryClient.getQueryData<CurrentUser>(identityKeys.currentUser);
      if (dialog === 'signup' && me?.signedIn) {
        navigate(`/profile/${me.user.id}`);
        return;
      }
      setMounted((prev) => (prev.has(dialog) ? prev : new Set(prev).add(dialog)));
      setOpen(dialog);
    },
    [queryClient, navigate],
  );

  const value = useMemo<DialogsContextValue>(
    () => ({ openSignup: () => show('signup'), openWaitlist: () => show('waitlist'), openDialogFor: show }),
    [show],
  );

  const onOpenChange = (dialog: OnboardingDialog) => (next: boolean) => setOpen(next ? dialog : null);

  return (
    <DialogsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {mounted.has('signup') ? <SignupDialog open={open === 'signup'} onOpenChange={onOpenChange('signup')} /> : null}
        {mounted.has('waitlist') ? (
          <WaitlistDialog open={open === 'waitlist'} onOpenChange={onOpenChange('waitlist')} />
        ) : null}
      </Suspense>
    </DialogsContext.Provider>
  );
}

/** `const { openSignup, openWaitlist } = useDialogs();` from any page under AppProvider. */
export function useDialogs(): DialogsContextValue {
  const value = useContext(DialogsContext);
  if (!value) throw new Error('useDialogs must be used inside <DialogsProvider> (AppProvider mounts it)');
  return value;
}
