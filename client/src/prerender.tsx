import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';

/**
 * The build's own server-side entry (scripts/prerender.ts): the HTML a page draws before any data has
 * arrived, so the server can send it inside `<div id="root">` and a phone paints the page's text before the
 * JavaScript has run; main.tsx then hydrates it. The tree is the one main.tsx renders, with the address
 * given rather than read from the browser, and a cache of its own so nothing leaks between pages.
 * Waits for every lazy page and chunk, so the HTML is complete and carries no inline script.
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <AppProvider queryClient={createQueryClient()}>
          <AppRouter />
        </AppProvider>
      </Router>
    </StrictMode>,
    // One piece: a large page would otherwise be sent as a later segment moved into place by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
