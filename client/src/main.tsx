import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_QUERY_STATE_ID } from '@common/app-routes';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// A page the server drew from data (a profile) carries that data: the cache starts with it, so the first
// render matches the HTML and nothing is asked for twice. A data block, never run as script.
const serverQueryState = document.getElementById(SERVER_QUERY_STATE_ID);
if (serverQueryState?.textContent) hydrate(queryClient, JSON.parse(serverQueryState.textContent));

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// A page rendered ahead (the landing page, the hub and the dashboard at build time; a profile per request)
// arrives drawn: React takes over its HTML instead of drawing it again, so the text painted before this
// script ran stays where it is.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
