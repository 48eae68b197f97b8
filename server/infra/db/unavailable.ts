/**
 * Telling "the database cannot be reached" from every other database error. A request that meets one is
 * answered 503 `database_unavailable` with a sentence (server/http/error-handler.ts), and is not logged with a
 * stack: an outage is logged once, by the watch that notices it (server/infra/db/postgres-watch.ts), not once per
 * request (an outside test measured 3.2 MB of stacks per server in 10 s of a stopped database).
 */

/** How long opening a PostgreSQL connection may take before the request answers 503 (DATABASE_CONNECT_TIMEOUT_MS). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 1_500;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached right now, so this request was not served: try again in a moment';

/** Socket-level failures of the driver's connection to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQL states that mean the server went away or would not take the connection: class 08 (connection
 * exception), the server shutting down or crashing (57P01, 57P02), starting up (57P03), an idle session
 * ended (57P05), and no connection slot left (53300).
 */
const UNAVAILABLE_SQL_STATES = /^(08...|57P0[1235]|53300)$/;

/**
 * What node-postgres says when a connection is lost or not made in time. (A pool the server itself has ended is a
 * fault of ours, answered 500 like any other.)
 */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|not queryable|database unreachable/i;

/** Drizzle wraps the driver's error once; the pool may wrap it again. */
const MAX_CAUSES = 4;

/** Thrown by the server itself while it knows the database is unreachable, without trying it again. */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string) {
    super(`database unreachable: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** True when the error, or one of its causes, says the database could not be reached or the connection broke. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    if (typeof current === 'object') {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQL_STATES.test(code))) return true;
      if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
      // AggregateError: a connect to "localhost" tries ::1 and 127.0.0.1 and fails with both.
      const { errors } = current as { errors?: unknown };
      if (Array.isArray(errors) && errors.some((each) => isDatabaseUnavailable(each))) return true;
    }
    current = typeof current === 'object' && current !== null && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** A short reason for the one log line of an outage: the driver's code or first words, never a statement. */
export function unavailableReason(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    if (!cause && typeof message === 'string') return message.split('\n')[0]!.slice(0, 120);
    current = cause;
  }
  return 'unknown error';
}
