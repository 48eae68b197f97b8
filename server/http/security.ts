import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { badRequest, forbidden } from './errors';

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

let defaultHeaders: Record<string, string> | undefined;

/**
 * The headers helmet would set, worked out once. Our policy is the same for every response, and
 * running helmet's middleware per request (as @fastify/helmet does) cost more than half of the
 * throughput of a cheap route (docs/performance.md).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  if (options === HELMET_OPTIONS && defaultHeaders) return defaultHeaders;
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
  if (options === HELMET_OPTIONS) defaultHeaders = headers;
  return headers;
}

/** Names every server answers for: loopback (local use, tests, benchmarks). A rebinding page carries its own name. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export interface HostPolicy {
  /** The origin people open, e.g. https://skillweave.example (PUBLIC_URL). */
  publicUrl?: string;
  /** More host names to answer for (ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
}

export const UNKNOWN_HOST_MESSAGE =
  'This server does not answer for that host name: open Skillweave at its own address';
export const REQUEST_TARGET_MESSAGE = 'The request target must be a path starting with "/"';

/** The host name of a Host header value ("Example.com:5000" -> "example.com", "[::1]:80" -> "[::1]"), or undefined. */
export function hostNameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    const url = new URL(`http://${host}`);
    // A Host header is a name and an optional port, nothing more.
    return url.username || url.password || url.pathname !== '/' || url.search || url.hash ? undefined : url.hostname;
  } catch {
    return undefined;
  }
}

/** The origin of a URL ("http://a.test:80/" -> "http://a.test"), or undefined for opaque or broken ones. */
function originOf(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Host header values seen, and their host names: parsing one as a URL on every request cost a visible share. */
const HOST_NAMES_KEPT = 64;

function memoizedHostNameOf(): (host: string | undefined) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (host) => {
    if (host === undefined) return undefined;
    if (known.has(host)) return known.get(host);
    // Bounded: a client sending many different Host values only empties the memo.
    if (known.size >= HOST_NAMES_KEPT) known.clear();
    const name = hostNameOf(host);
    known.set(host, name);
    return name;
  };
}

export async function registerSecurity(app: FastifyInstance, policy: HostPolicy = {}): Promise<void> {
  const headers = securityHeaders();
  const publicOrigin = policy.publicUrl ? originOf(policy.publicUrl) : undefined;
  const publicHost = publicOrigin ? new URL(publicOrigin).hostname : undefined;
  const allowedHosts = new Set([...LOOPBACK_HOSTS, ...(policy.allowedHosts ?? []).map((host) => host.toLowerCase())]);
  if (publicHost) allowedHosts.add(publicHost);
  const hostNameOfRequest = memoizedHostNameOf();

  // Callback-style hooks: an async hook per request costs a promise and a tick on every route.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Only origin-form targets ("/api/users"): an absolute-form one ("http://host/api/users") is routed
    // by Fastify, but every decision about "which part of the app is this" reads the path.
    if (!request.url.startsWith('/')) return done(badRequest('invalid_request_target', REQUEST_TARGET_MESSAGE));
    // DNS rebinding: a page on the attacker's domain, resolved to this server, still sends its own name as Host.
    const hostName = hostNameOfRequest(request.host);
    if (!hostName || !allowedHosts.has(hostName)) return done(badRequest('unknown_host', UNKNOWN_HOST_MESSAGE));
    if (WRITE_METHODS.has(request.method)) {
      // On the public host only the public origin counts (its scheme is known); loopback and the
      // other allowed names are their own origin, as the request arrived.
      const strictlyPublic = hostName === publicHost && !LOOPBACK_HOSTS.includes(hostName);
      const ownOrigin = strictlyPublic ? undefined : originOf(`${request.protocol}://${request.host}`);
      const allowedOrigins = [ownOrigin, publicOrigin].filter((origin): origin is string => origin !== undefined);
      if (isCrossSite(request.headers['sec-fetch-site'], request.headers.origin, allowedOrigins))
        return done(forbidden('cross_site_request', CROSS_SITE_MESSAGE));
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
 * URL), or when its Origin, scheme included, is none of this server's origins (the one the request
 * came to, and the public one). Clients that send neither header (curl, server to server) are not
 * browsers acting for someone else, so they pass.
 */
export function isCrossSite(
  fetchSite: string | string[] | undefined,
  origin: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  if (origin === undefined) return false;
  const given = originOf(origin); // "null" and other opaque origins come from sandboxes and files
  return given === undefined || !allowedOrigins.includes(given);
}
