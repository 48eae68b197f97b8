import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDrawnOnTheServer, SERVER_QUERY_STATE_ID } from '../../common/app-routes';
import { userSchema, type User } from '../../common/schemas/users';
import { AppError } from '../http/errors';
import { currentUserSchema, describeCurrentUser, type CurrentUserAnswer } from '../modules/people';
import { getVisibleUser } from '../modules/people';
import { RENDERER_ENTRY, withPrerendered, type PageEncoding } from './app-pages';

/**
 * A profile's first screen drawn on the server, per request. Its largest text is the person's name, which
 * needs their data: drawn in the browser, a phone showed it only after the app's code had run and the profile
 * had been fetched (about 2.6 s of Lighthouse's render delay). Here the server reads the same answers the
 * page would ask the API for (GET /api/me and /api/users/{id}, with the same rules on who may see whom),
 * draws the page with the client's own renderer, and sends that data along as a JSON data block: the browser
 * starts its cache with it, so hydration matches the HTML and the profile is not fetched again.
 * The rest of the page (skills, recommendations) draws its loading state and is fetched by the browser.
 *
 * The page names only the entry's code, not the profile's own chunks as other pages do (./app-pages.ts): its
 * text is already drawn, and two dozen preloaded modules competed with the stylesheet for a slow connection
 * before the first paint (Lighthouse's LCP 2.0 s without them against 2.3-2.9 s with them, side by side). The
 * profile's code is fetched when the entry asks for it; what needs React is disabled or absent until then.
 */

/** The part of the built renderer (client/src/prerender.tsx) used here. */
export interface ProfileRenderer {
  renderProfilePage(
    path: string,
    data: { currentUser: CurrentUserAnswer; user: User },
  ): Promise<{ html: string; queryState: unknown }>;
}

/** Loads the client's renderer on the first profile asked for (not at start: it is a few hundred kB of code). */
export function profileRendererLoader(clientDir: string): (() => Promise<ProfileRenderer>) | undefined {
  const entry = path.join(clientDir, RENDERER_ENTRY);
  if (!fs.existsSync(entry)) return undefined;
  let loading: Promise<ProfileRenderer> | undefined;
  return () => (loading ??= import(pathToFileURL(entry).href) as Promise<ProfileRenderer>);
}

/** The data block the browser reads before hydrating; `<` is escaped so no text in it can end the element. */
export function serverQueryStateScript(queryState: unknown): string {
  const json = JSON.stringify(queryState).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_QUERY_STATE_ID}">${json}</script>`;
}

/** A page's HTML with what the server drew inside its root, and the data it was drawn from before `</body>`. */
export function withServerRendered(indexHtml: string, html: string, queryState: unknown): string {
  return withPrerendered(indexHtml, html).replace(
    '</body>',
    () => `  ${serverQueryStateScript(queryState)}\n  </body>`,
  );
}

/**
 * The profile page drawn for this request, or undefined where the browser draws it as any other page: an
 * address that is not a profile, a person this visitor may not see or that does not exist (the page then
 * shows "User Not Found" as usual), an id written otherwise than the person's own (the page's cache is keyed
 * by the address's id), or a failure of the renderer, which is logged and costs only the faster paint.
 */
export async function renderProfilePage(
  app: FastifyInstance,
  request: FastifyRequest,
  loadRenderer: () => Promise<ProfileRenderer>,
  pathname: string,
  indexHtml: string,
): Promise<string | undefined> {
  if (!isDrawnOnTheServer(pathname)) return undefined;
  const id = pathname.split('/').filter(Boolean)[1] ?? '';
  if (!userSchema.shape.id.safeParse(id).success) return undefined;
  try {
    const viewerId = await request.currentUserId();
    const [user, currentUser, renderer] = await Promise.all([
      getVisibleUser(app.db, viewerId, id),
      describeCurrentUser(app.db, viewerId, await request.isSignedIn()),
      loadRenderer(),
    ]);
    if (user.id !== id) return undefined;
    // As the API would answer: its response schemas keep only the fields they name.
    const { html, queryState } = await renderer.renderProfilePage(pathname, {
      currentUser: currentUserSchema.parse(currentUser),
      user: userSchema.parse(user),
    });
    return withServerRendered(indexHtml, html, queryState);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    request.log.warn({ err: error }, 'the profile page could not be drawn on the server; the browser draws it');
    return undefined;
  }
}

/** A page drawn for one request, compressed for it at a level quick enough to do per request. */
export function encodePage(html: string, encoding: PageEncoding): Buffer {
  const body = Buffer.from(html);
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return encoding === 'gzip' ? zlib.gzipSync(body, { level: 6 }) : body;
}
