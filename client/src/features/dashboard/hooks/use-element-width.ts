import { useCallback, useState } from 'react';

/**
 * The width of an element, kept current as it resizes, for charts that draw in pixels. Before the first
 * measurement (and where there is no layout, as in tests) it answers `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 560) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
