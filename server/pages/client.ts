import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppRoute } from '../../common/app-routes';
import type { ApiError } from '../../common/schemas/errors';
import { chooseEncoding, loadAppPages, type AppPages, type PageEncoding } from './app-pages';
import { encodePage, profileRendererLoader, renderProfilePage, type ProfileRenderer } from './profile-page';

const NOT_SERVED_BY_NAME = /\.(?:map|br|gz)$/;
/** Vite's build manifest lives under .vite/: read by the server, not served. */
const NOT_SERVED_FOLDER = /^\/\.vite(?:\/|$)/;

/**
 * Serves the built React client. Paths outside /api without a file extension (and `/`) get the app's page:
 * with 200 for the pages of the app, with 404 for any other path (the client's router then draws "Page Not
 * Found"). A missing file such as /assets/x.js is a plain 404.
 *
 * The build writes a .br and a .gz copy next to every text file (scripts/precompress.ts); a browser that
 * accepts one gets it as it is, with `Vary: Accept-Encoding`, and nothing is compressed per request. The
 * pages' HTML is index.html with the page's own code named in it, made and compressed once at start
 * (./app-pages.ts). A profile is drawn on the server per request, from its person's data (./profile-page.ts).
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const pages = clientDir ? loadAppPages(clientDir) : undefined;
  const loadRenderer = clientDir ? profileRendererLoader(clientDir) : undefined;
  const send = (request: FastifyRequest, reply: FastifyReply, pages: AppPages, pathname: string) =>
    sendPage({ app, pages, loadRenderer }, request, reply, pathname);
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      // `/` is a page like the others, answered below with its own HTML.
      index: false,
      preCompressed: true,
      // Source maps would hand out the full client sources; the build makes none, and none is served. The
      // compressed copies are chosen by Accept-Encoding, not asked for by name.
      allowedPath: (pathName) => !NOT_SERVED_BY_NAME.test(pathName) && !NOT_SERVED_FOLDER.test(pathName),
      setHeaders(res, filePath) {
        // Vite names built assets by content hash: they never change, so browsers may keep them.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // `/` is a page like the others (the static files' index would answer it with the bare index.html). Hidden
  // from the API description, as the static files are.
  if (pages) app.get('/', { schema: { hide: true } }, (request, reply) => send(request, reply, pages, '/'));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const looksLikeFile = path.posix.extname(pathname) !== '';
    if (isApi || looksLikeFile || (request.method !== 'GET' && request.method !== 'HEAD') || !pages) {
      return reply
        .code(404)
        .send({ message: `No route for ${request.method} ${pathname}`, code: 'route_not_found' } satisfies ApiError);
    }
    return send(request, reply, pages, pathname);
  });
}

/** The headers of a page's HTML in an encoding: asked for again each time, varying with what it depends on. */
function htmlHeaders(
  reply: FastifyReply,
  encoding: PageEncoding,
  { cacheControl, vary }: { cacheControl: string; vary: string },
): FastifyReply {
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', cacheControl).header('vary', vary);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply;
}

interface PageSources {
  app: FastifyInstance;
  pages: AppPages;
  loadRenderer: (() => Promise<ProfileRenderer>) | undefined;
}

/**
 * The page's HTML in the best encoding the browser takes, never cached without asking (a new build names new
 * chunks); 200 for the router's pages, 404 for any other path. A profile drawn for this visitor is theirs
 * alone: kept by no shared cache, and asked for again each time.
 */
async function sendPage(
  { app, pages, loadRenderer }: PageSources,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
) {
  const drawnFromQuery = request.url.includes('?');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (loadRenderer && !drawnFromQuery && request.method === 'GET') {
    const drawn = await renderProfilePage(app, request, loadRenderer, pathname, pages.indexHtml);
    if (drawn !== undefined) {
      htmlHeaders(reply, encoding, { cacheControl: 'private, no-cache', vary: 'accept-encoding, cookie' });
      return reply.code(200).send(encodePage(drawn, encoding));
    }
  }
  const page = pages.pageFor(pathname, { drawnFromQuery });
  const etag = encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${encoding}"`;
  htmlHeaders(reply, encoding, { cacheControl: 'no-cache', vary: 'accept-encoding' }).header('etag', etag);
  const status = isAppRoute(pathname) ? 200 : 404;
  const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
  if (status === 200 && known.includes(etag)) return reply.code(304).send();
  return reply.code(status).send(page.body(encoding));
}
