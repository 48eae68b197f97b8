import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

/**
 * Starts React in the page's root element. A page rendered at build time (scripts/prerender.ts) arrives
 * drawn: React takes over its HTML instead of drawing it again, so the text already painted stays where it is.
 */
export function startApp(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
