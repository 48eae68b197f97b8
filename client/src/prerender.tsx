import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { User } from '@common/schemas/users';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { profileKeys } from './features/profile/api/query-keys';
import type { CurrentUser } from './lib/identity/get-current-user';
import { identityKeys } from './lib/identity/query-keys';
import { createQueryClient } from './lib/query-client';

/**
 * The client's server-side entry. The build renders the pages whose first screen does not depend on the
 * visitor (scripts/prerender.ts); the server renders a profile's first screen per request from the data its
 * API would answer (server/pages/profile-page.ts). Either way the HTML goes inside `<div id="root">`, a
 * phone paints its text before the JavaScript has run, and main.tsx hydrates it. The tree is the one
 * main.tsx renders, with the address given rather than read from the browser, and a cache of its own so
 * nothing leaks between pages or requests. Waits for every lazy page and chunk, so the HTML is complete and
 * carries no inline script.
 */
async function renderTree(path: string, queryClient: QueryClient): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <AppProvider queryClient={queryClient}>
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

/**
 * Empties a render's cache once its HTML is made. Each query holds a timer until it is collected (five minutes):
 * left alone, those timers kept the build's process alive that long after its work was done, and would keep every
 * request's data in the server's memory as long.
 */
function discard(queryClient: QueryClient): void {
  queryClient.clear();
}

/** A page as it draws before any data has arrived (the build's pages). */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  try {
    return await renderTree(path, queryClient);
  } finally {
    discard(queryClient);
  }
}

/** What a profile's first screen is drawn from: the API's answers to /api/me and /api/users/{id}. */
export interface ProfileData {
  currentUser: CurrentUser;
  user: User;
}

/**
 * A profile page drawn from its person's data, with that data as the cache holds it: the browser puts the
 * same data in its cache before hydrating (main.tsx), so its first render matches this HTML and the profile is
 * not asked for again. Everything else on the page (skills, recommendations) draws its loading state here and
 * is fetched by the browser, as on any page.
 */
export async function renderProfilePage(
  path: string,
  { currentUser, user }: ProfileData,
): Promise<{ html: string; queryState: DehydratedState }> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(identityKeys.currentUser, currentUser);
  queryClient.setQueryData(profileKeys.user(user.id), user);
  try {
    const html = await renderTree(path, queryClient);
    return { html, queryState: dehydrate(queryClient) };
  } finally {
    discard(queryClient);
  }
}
