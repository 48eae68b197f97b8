import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../errors';

/**
 * Protections every response and every write gets (docs/security.md lists each with its test):
 * strict headers, writes only from our own pages, and request bodies only as JSON.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed: send writes from Skillweave itself';

/** A year, the usual HSTS lifetime; only sent over HTTPS, where browsers honour it. */
const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS: HelmetOptions = {
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
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet would set, worked out once. Our policy is the same for every response, and
 * running helmet's middleware per request (as @fastify/helmet does) cost more than half of the
 * throughput of a cheap route (docs/performance.md).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  // Callback-style hooks: an async hook per request costs a promise and a tick on every route.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (WRITE_METHODS.has(request.method) && request.url.startsWith('/api/')) {
      if (isCrossSite(request.headers['sec-fetch-site'], request.headers.origin, request.host)) return done(forbidden(CROSS_SITE_MESSAGE));
    }
    done();
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
