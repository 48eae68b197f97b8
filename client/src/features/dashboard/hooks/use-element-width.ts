import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The width of an element, kept current as it resizes, for charts that draw in pixels. Before the first
 * measurement (and where there is no layout, as in tests) it answers `fallback`.
 *
 * The width comes only from the resize observer, which reports after the browser has laid the page out for
 * its next frame. Reading the element's size while React attaches it would force that layout in the middle
 * of the commit, making one long task of drawing the dashboard. The chart is redrawn at its width before
 * that frame is painted, so it never shows at the fallback width.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 560) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width ?? 0;
      if (measured > 0) flushSync(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
