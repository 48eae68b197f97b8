import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '../../common/app-routes';
import type { ApiError } from '../../common/schemas/errors';

const NOT_SERVED_BY_NAME = /\.(?:map|br|gz)$/;

/**
 * Serves the built React client. Paths outside /api without a file extension get index.html: with 200 for
 * the pages of the app, with 404 for any other path (the client's router then draws "Page Not Found"). A
 * missing file such as /assets/x.js is a plain 404.
 *
 * The build writes a .br and a .gz copy next to every text file (scripts/precompress.ts); a browser that
 * accepts one gets it as it is, with `Vary: Accept-Encoding`, and nothing is compressed per request.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      // Source maps would hand out the full client sources; the build makes none, and none is served. The
      // compressed copies are chosen by Accept-Encoding, not asked for by name.
      allowedPath: (pathName) => !NOT_SERVED_BY_NAME.test(pathName),
      setHeaders(res, filePath) {
        // Vite names built assets by content hash: they never change, so browsers may keep them.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const looksLikeFile = path.posix.extname(pathname) !== '';
    if (isApi || looksLikeFile || (request.method !== 'GET' && request.method !== 'HEAD') || !clientDir) {
      return reply
        .code(404)
        .send({ message: `No route for ${request.method} ${pathname}`, code: 'route_not_found' } satisfies ApiError);
    }
    return reply
      .code(isAppRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', clientDir);
  });
}
