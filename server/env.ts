import path from 'node:path';
import { z } from 'zod';
import type { ChatModelConfig } from './ai/chat-client';
import { parseTrustProxy, type TrustProxy } from './http/trusted-proxy';
import { DEFAULT_MIN_FREE_MB } from './infra/db/disk-space';
import { DEFAULT_CONNECT_TIMEOUT_MS } from './infra/db/unavailable';
import { parseRateLimits, type RateLimitSettings } from './infra/rate-limits/rate-limits';
import { CLIENT_BUILD_DIR } from './paths';

/** How long a stop waits for requests in flight before closing their connections (SHUTDOWN_TIMEOUT_MS). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** How long one SQL statement of a request may run on PostgreSQL before it is cancelled. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/**
 * The server's configuration, read once from the environment and validated at start.
 * A bad value stops the server with a message naming every variable at fault.
 */
const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be from 0 to 65535')
      .max(65535, 'must be from 0 to 65535')
      .default(5000),
    HOST: z.string().min(1, 'must not be empty').default('localhost'),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 (off) or more')
      .max(600_000, 'must be at most 600000 (10 minutes)')
      .default(DEFAULT_STATEMENT_TIMEOUT_MS),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(60_000, 'must be at most 60000 (a minute)')
      .default(DEFAULT_CONNECT_TIMEOUT_MS),
    DISK_MIN_FREE_MB: z.coerce
      .number({ error: 'must be a number of megabytes' })
      .int('must be a whole number of megabytes')
      .min(0, 'must be 0 (no check) or more')
      .max(1_000_000)
      .default(DEFAULT_MIN_FREE_MB),
    SHUTDOWN_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .max(600_000, 'must be at most 600000 (10 minutes)')
      .default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    CLIENT_DIR: z.string().optional(),
    AI_BASE_URL: z
      .url({ error: 'must be a URL such as http://127.0.0.1:11434/v1' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    RATE_LIMITS: z
      .string()
      .optional()
      .superRefine((value, context) => {
        try {
          parseRateLimits(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    TRUST_PROXY: z
      .string()
      .optional()
      .superRefine((value, context) => {
        try {
          parseTrustProxy(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    AI_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(100)
      .max(300_000)
      .default(15_000),
    PUBLIC_URL: z
      .string()
      .optional()
      .superRefine((value, context) => {
        if (!value) return;
        const problem = publicUrlProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .superRefine((value, context) => {
        const bad = splitList(value).filter((host) => !HOST_NAME.test(host));
        if (bad.length > 0)
          context.addIssue({
            code: 'custom',
            message: `must be host names separated by commas, such as "skillweave.example,www.skillweave.example" (not: ${bad.join(', ')})`,
          });
      }),
    AUTH_SECRET: z
      .string()
      .optional()
      .refine(
        (value) => !value || value.length >= 32,
        'must be at least 32 characters (for example: openssl rand -base64 32)',
      ),
    SMTP_URL: z
      .string()
      .optional()
      .refine(
        (value) => !value || /^smtps?:\/\//.test(value),
        'must start with smtp:// or smtps://, such as smtp://user:password@mail.example:587',
      ),
    MAIL_FROM: z.string().optional(),
    MAX_CONNECTIONS: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100_000)
      .default(1000),
    DEMO_RESET_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number of minutes')
      .min(0, 'must be 0 (never) or more')
      .max(10_080, 'must be at most 10080 (a week)')
      .default(60),
    // Empty counts as unset (the default), not as 0, which would turn the cap off.
    MAX_CONNECTIONS_PER_CLIENT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(0, 'must be 0 (no cap) or more')
        .max(100_000)
        .optional(),
    ),
  })
  .refine(
    (env) => env.MAX_CONNECTIONS_PER_CLIENT === undefined || env.MAX_CONNECTIONS_PER_CLIENT <= env.MAX_CONNECTIONS,
    {
      message: 'must be at most MAX_CONNECTIONS (one client can never hold more than all of them)',
      path: ['MAX_CONNECTIONS_PER_CLIENT'],
    },
  )
  .refine((env) => !env.AI_BASE_URL || env.AI_MODEL, {
    message: 'must be set when AI_BASE_URL is set',
    path: ['AI_MODEL'],
  });

/** A host name without port: letters, digits, dots and dashes, or a bracketed IPv6 address. */
const HOST_NAME = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?)$/i;

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** Why a PUBLIC_URL value cannot be the public origin, or undefined when it can. */
function publicUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be the address people open, such as https://skillweave.example';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must start with http:// or https://';
  if (url.username || url.password) return 'must not contain a user name or password';
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return 'must be an origin only (no path, query or #fragment), such as https://skillweave.example';
  return undefined;
}

export type Env = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: how long one statement of a request may run (0: no limit). */
  statementTimeoutMs: number;
  /** PostgreSQL only: how long opening a connection may take before the request answers 503. */
  connectTimeoutMs: number;
  /** Embedded database only: below this many free megabytes on its disk, writes are refused (0: no check). */
  diskMinFreeMb: number;
  /** How long a stop waits for requests in flight before closing their connections and exiting. */
  shutdownTimeoutMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  clientDir: string;
  /** Request budgets; undefined when RATE_LIMITS=off. */
  rateLimits: RateLimitSettings | undefined;
  /** Which reverse proxies are believed about the client's address and https (TRUST_PROXY): none by default. */
  trustProxy: TrustProxy;
  /** A language model for recommendations and generation; unset means the built-in engines only. */
  ai: ChatModelConfig | undefined;
  /** The origin people open (PUBLIC_URL, default http://localhost:PORT), without a trailing slash. */
  publicUrl: string;
  /** Host names the server answers for besides loopback and PUBLIC_URL's (ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** Open connections at most; further ones are closed at once (MAX_CONNECTIONS). */
  maxConnections: number;
  /** Open connections one client address may hold (MAX_CONNECTIONS_PER_CLIENT, 0: no cap); unset: the default. */
  maxConnectionsPerClient: number | undefined;
  /** Every this many minutes the public demo is put back to its seeded state (DEMO_RESET_MINUTES, 0: never). */
  demoResetMinutes: number;
  /** Signs session cookies (AUTH_SECRET); unset: one is generated and kept in the database. */
  authSecret: string | undefined;
  /** Outgoing mail (SMTP_URL, MAIL_FROM); without an SMTP URL mail is written to the log. */
  mail: { smtpUrl: string | undefined; from: string };
};

export class EnvError extends Error {}

/** Parses the given environment (process.env by default); throws EnvError naming each bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
    });
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    diskMinFreeMb: env.DISK_MIN_FREE_MB,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    // Shipped with the server, so found next to it; a CLIENT_DIR given by hand is read from where the server starts.
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : CLIENT_BUILD_DIR,
    rateLimits: parseRateLimits(env.RATE_LIMITS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? {
            baseUrl: env.AI_BASE_URL,
            apiKey: env.AI_API_KEY || undefined,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : undefined,
    publicUrl: new URL(env.PUBLIC_URL || `http://localhost:${env.PORT}`).origin,
    allowedHosts: splitList(env.ALLOWED_HOSTS),
    maxConnections: env.MAX_CONNECTIONS,
    maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
    demoResetMinutes: env.DEMO_RESET_MINUTES,
    authSecret: env.AUTH_SECRET || undefined,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || `Skillweave <no-reply@${new URL(env.PUBLIC_URL || 'http://localhost').hostname}>`,
    },
  };
}
