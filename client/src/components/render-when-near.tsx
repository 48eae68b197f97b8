import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a section starts being drawn: about a flick of the thumb ahead of the reader. */
const AHEAD_OF_THE_SCREEN = '240px';

/**
 * Draws its children only once they come near the screen, and keeps them drawn from then on. Until then it draws
 * the placeholder. A long page's lower sections then cost a phone nothing while it loads: their code, their requests,
 * their renders and their layout all wait for the reader to scroll towards them.
 *
 * They are also drawn at once when someone presses Tab (so a keyboard never skips them) and before the page is
 * printed. Where the browser cannot observe the screen (tests in jsdom), they are drawn at once.
 */
export function RenderWhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [near, setNear] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return;
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const draw = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && draw(), {
      rootMargin: `0px 0px ${AHEAD_OF_THE_SCREEN} 0px`,
    });
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Tab' && draw();
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('beforeprint', draw);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('beforeprint', draw);
    };
  }, [near]);

  return near ? children : <div ref={anchor}>{placeholder}</div>;
}
