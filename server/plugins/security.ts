import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

/**
 * Protections every response and every write gets (docs/security.md lists each with its test):
 * strict headers, writes only from our own pages, and request bodies only as JSON.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed: send writes from Skillweave itself';

/** A year, the usual HSTS lifetime; only sent over HTTPS, where browsers honour it. */
const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives position popovers with inline styles and inject a small <style> for
        // scroll locking; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  app.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isCrossSite(request.headers['sec-fetch-site'], request.headers.origin, request.host)) throw forbidden(CROSS_SITE_MESSAGE);
  });

  // Bodies are JSON or nothing: a form post or text/plain (the shapes a cross-site page can send
  // without a preflight) answers 415 before any handler runs.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
}

/**
 * A write is cross-site when the browser says so (Sec-Fetch-Site other than same-origin or a typed
 * URL), or when its Origin is not this server's host. Clients that send neither (curl, server to
 * server) are not browsers acting for someone else, so they pass.
 */
export function isCrossSite(fetchSite: string | string[] | undefined, origin: string | undefined, host: string): boolean {
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  if (origin === undefined) return false;
  try {
    const { protocol, host: originHost } = new URL(origin);
    // Read the Host header as a URL of the same scheme, so "localhost:80" and "localhost" agree.
    return originHost !== new URL(`${protocol}//${host}`).host;
  } catch {
    return true; // "null" and other opaque origins come from sandboxes and files
  }
}
