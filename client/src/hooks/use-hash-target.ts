import { useEffect } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => window.location.hash;

/**
 * Brings the section named by the URL's `#id` into view and moves focus to its heading, for links such as
 * `/features#enterprise`. The browser cannot do it alone here: pages are loaded lazily, so on a full load the
 * section does not exist yet when the browser looks for it, and a client-side navigation (history.pushState)
 * never scrolls at all. Call it in a page with anchored sections; it runs once the page has rendered and
 * again whenever the hash changes.
 */
export function useHashTarget(): void {
  const hash = useLocationProperty(currentHash, () => '');

  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // A broken %-escape names no section.
    }
    const target = document.getElementById(id);
    if (!target) return;
    // Focus the heading (so screen readers and the Tab key continue from the section), but scroll the section:
    // its top padding keeps the heading clear of the sticky header.
    const heading = target.matches('h1, h2, h3') ? target : target.querySelector<HTMLElement>('h1, h2, h3');
    const focusable = heading ?? target;
    if (!focusable.hasAttribute('tabindex')) focusable.setAttribute('tabindex', '-1');
    target.scrollIntoView({ block: 'start' });
    focusable.focus({ preventScroll: true });
  }, [hash]);
}
