import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { DEMO_WORKSPACE } from '@common/constants';
import type { Workspace } from '@common/schemas/workspaces';

/**
 * The workspace the screens show: the one the header's switcher picked, remembered per browser and person.
 * Anonymous visitors are always in the demo workspace. A signed-in person without a pick gets their first
 * workspace; a person in no workspace has to choose between creating one and browsing the demo.
 */

export const DEMO_WORKSPACE_ENTRY: Workspace = {
  id: DEMO_WORKSPACE.companyId,
  name: DEMO_WORKSPACE.companyName,
  role: null,
  isDemo: true,
};

const STORAGE_PREFIX = 'skillweave.workspace.';
const listeners = new Set<() => void>();
/** Picks made in this page's life, for browsers that refuse storage. */
const memory = new Map<string, string>();

function readPick(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + userId);
  } catch {
    return null; // storage blocked (private mode, policy): no memory, the default applies
  }
}

/** Remembers the person's pick in this browser and tells every screen. */
export function rememberWorkspace(userId: string, workspaceId: string): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + userId, workspaceId);
  } catch {
    // Storage blocked: the pick lasts until the page reloads, through the listeners below.
  }
  memory.set(userId, workspaceId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(STORAGE_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface CurrentWorkspace {
  /** The workspace to show (the demo workspace while nothing else applies). */
  workspace: Workspace;
  /** The person's own workspaces. */
  workspaces: Workspace[];
  signedIn: boolean;
  /** Signed in, in no workspace, and not yet chosen to browse the demo: offer both. */
  needsChoice: boolean;
  /** Still asking the server who this is. */
  isLoading: boolean;
  /** Switches to a workspace (or the demo) for this person in this browser. */
  switchTo: (workspaceId: string) => void;
}

export function useCurrentWorkspace(): CurrentWorkspace {
  const me = useCurrentUser();
  // Nobody is known while React takes over a page drawn at build time, as in the build (see useHydrated).
  const hydrated = useHydrated();
  const known = hydrated ? me.data : undefined;
  const userId = known?.signedIn ? known.user.id : undefined;
  const pick = useSyncExternalStore(
    subscribe,
    () => (userId ? (memory.get(userId) ?? readPick(userId)) : null),
    () => null, // drawn at build time: nobody, so no pick
  );
  const workspaces = known?.workspaces ?? [];
  const signedIn = known?.signedIn ?? false;
  const picked = workspaces.find((workspace) => workspace.id === pick);
  const workspace =
    picked ?? (pick === DEMO_WORKSPACE.companyId ? DEMO_WORKSPACE_ENTRY : (workspaces[0] ?? DEMO_WORKSPACE_ENTRY));
  const switchTo = useCallback(
    (workspaceId: string) => {
      if (userId) rememberWorkspace(userId, workspaceId);
    },
    [userId],
  );
  return {
    workspace,
    workspaces,
    signedIn,
    needsChoice: signedIn && workspaces.length === 0 && pick !== DEMO_WORKSPACE.companyId,
    isLoading: !hydrated || me.isPending,
    switchTo,
  };
}
