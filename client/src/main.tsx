import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// A page rendered at build time (scripts/prerender.ts; the landing page) arrives drawn: React takes over
// its HTML instead of drawing it again, so the text painted before this script ran stays where it is.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
