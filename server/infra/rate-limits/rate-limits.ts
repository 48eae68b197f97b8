import fastifyRateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDrawnOnTheServer } from '../../../common/app-routes';
import type { ErrorCode } from '../../../common/error-codes';
import { memoryBudgetCounter, type BudgetCounter } from './shared-budgets';

/**
 * Request budgets per client address (and per signed-in person for creating sessions): generous for everything,
 * tight where a request is costly or invites abuse (account, waitlist and session creation, generation,
 * interaction tracking). A refused request
 * answers 429 in the API's error shape with Retry-After. Set by RATE_LIMITS (server/env.ts);
 * RATE_LIMITS=off removes them for load tests and benchmarks. On PostgreSQL every app server counts in the
 * same table (shared-budgets.ts); on embedded PGlite, which one process serves, the plugin's memory does.
 */

export const RATE_LIMIT_BUCKETS = [
  'global',
  'signup',
  'waitlist',
  'generate',
  'interactions',
  'signIn',
  'signInCode',
  'invitations',
  'sessions',
] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];
export type RateLimitSettings = Record<RateLimitBucket, { max: number; windowSeconds: number }>;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  global: { max: 1000, windowSeconds: 60 },
  signup: { max: 10, windowSeconds: 600 },
  waitlist: { max: 10, windowSeconds: 600 },
  generate: { max: 20, windowSeconds: 600 },
  interactions: { max: 120, windowSeconds: 60 },
  // Asking for a sign-in code, per client address (and per email address, server/modules/accounts/auth-routes.ts).
  signIn: { max: 20, windowSeconds: 600 },
  // Trying a sign-in code, per client address (and per email address from that client address): kept apart from
  // asking, so someone guessing from their address cannot stop the owner asking for and using a code from theirs.
  signInCode: { max: 20, windowSeconds: 600 },
  // Invitation mails sent or resent, per client address: each one mails somebody.
  invitations: { max: 30, windowSeconds: 600 },
  // Learning sessions created, per signed-in person wherever they connect from (per address for visitors, who all
  // act as the demo user): a list of hundreds made in a minute is a flood, not a calendar.
  sessions: { max: 20, windowSeconds: 3600 },
};

/**
 * Parses "off", "on" or overrides such as "signup=5/60,global=300/60" (max per window in seconds).
 * Returns undefined for off; throws a sentence for anything else.
 */
export function parseRateLimits(value: string | undefined): RateLimitSettings | undefined {
  const text = (value ?? 'on').trim();
  if (text === 'off') return undefined;
  const settings: RateLimitSettings = structuredClone(DEFAULT_RATE_LIMITS);
  if (text === 'on' || text === '') return settings;
  for (const part of text.split(',')) {
    const match = part.trim().match(/^([a-zA-Z]+)=(\d+)\/(\d+)$/);
    const bucket = match?.[1] as RateLimitBucket | undefined;
    if (!match || !bucket || !RATE_LIMIT_BUCKETS.includes(bucket) || Number(match[2]) < 1 || Number(match[3]) < 1) {
      throw new Error(
        `must be "on", "off" or bucket=max/seconds pairs such as "signup=5/60" (buckets: ${RATE_LIMIT_BUCKETS.join(', ')})`,
      );
    }
    settings[bucket] = { max: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return settings;
}

/**
 * Whose budget a request spends: the signed-in person's, whatever address they come from, or else the client
 * address's. Visitors who are not signed in all act as the demo user, so counting them as one person would let one
 * of them spend everybody's budget.
 */
async function personOrAddress(request: FastifyRequest): Promise<string> {
  return (await request.isSignedIn()) ? `person:${await request.currentUserId()}` : request.ip;
}

/**
 * The route option for one bucket; without rate limits registered, Fastify ignores it. Counted per client address,
 * or with `perPerson` per signed-in person (per address for visitors).
 */
export function routeRateLimit(
  settings: RateLimitSettings | undefined,
  bucket: Exclude<RateLimitBucket, 'global'>,
  { perPerson = false }: { perPerson?: boolean } = {},
): { rateLimit?: RateLimitOptions } {
  if (!settings) return {};
  const { max, windowSeconds } = settings[bucket];
  return {
    rateLimit: {
      max,
      timeWindow: windowSeconds * 1000,
      keyGenerator: perPerson
        ? async (request: FastifyRequest) => `${bucket}:${await personOrAddress(request)}`
        : (request: FastifyRequest) => `${bucket}:${request.ip}`,
    },
  };
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');

/**
 * Requests outside the budget: health checks and the client's files and pages, except the profile's page, which
 * reads the database like the API calls it stands for. Decided by the route that matched; for the client's
 * catch-all and unmatched paths by the path, which the security hook has already required to be origin-form
 * ("/..."), so "http://host/api/users" can never pass for a file.
 */
export function isUnlimitedRequest(route: string | undefined, url: string): boolean {
  if (route === '/api/health' || route === '/api/health/ready') return true;
  if (route && isApiPath(route)) return false;
  return url.startsWith('/') && !isApiPath(url) && !isDrawnOnTheServer(url.split('?')[0] ?? url);
}

/**
 * @fastify/rate-limit's store interface over a BudgetCounter. Every route's budget has keys of its own
 * (`bucket:address`), so one store serves them all and a route's child is the same store.
 */
export function rateLimitStoreOn(counter: BudgetCounter): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.count(key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}

/**
 * `shared`: the counter every app server shares; without it, this process's memory counts. Either way one counter
 * serves every route, so routes that spend the same bucket (an invitation and its resend) count it together:
 * the plugin's own memory store would give each route a count of its own.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  shared?: BudgetCounter,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: true,
    max: settings.global.max,
    timeWindow: settings.global.windowSeconds * 1000,
    // Named like the route buckets' keys, so a shared table tells them apart.
    keyGenerator: (request) => `global:${request.ip}`,
    store: rateLimitStoreOn(shared ?? memoryBudgetCounter()),
    // The SPA's files and health checks are cheap and must stay reachable. Decided by the route that
    // matched, never by the raw request target; unmatched paths (404s) count against the budget.
    allowList: (request) => isUnlimitedRequest(request.routeOptions.url, request.url),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return Object.assign(new Error(`Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`), {
        statusCode: 429,
        code: 'rate_limited' satisfies ErrorCode,
      });
    },
  });
}
