import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over a page drawn at build time (scripts/prerender.ts) and in that build-time render
 * itself; true in every render after, and always for a page drawn in the browser. A part of such a page that
 * depends on something the build could not know (who is signed in) draws its "not known yet" state until
 * then: the person may already be known when React reaches a lazily loaded page, and drawing them at once
 * would not match the HTML, which React then throws away and draws again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
