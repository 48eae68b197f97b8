/**
 * How long and how many connections the app server keeps (server/app.ts). A module of its own so that the test and
 * benchmark proxy can stay inside them without loading the app.
 */
export interface ConnectionLimits {
  /** Open connections at most; the server closes further ones at once. */
  maxConnections: number;
  /**
   * Open connections one client address may hold at once (0: no cap); the server closes further ones at once, so
   * one client cannot take every slot of maxConnections. Connections from a trusted proxy are not capped
   * (server/http/connection-guard.ts).
   */
  maxConnectionsPerClient: number;
  /**
   * A connection that has sent no byte at all after this long is closed. Node's own time-outs start with the first
   * byte of a request (headers) or after an answer (keep-alive), so a socket that never speaks would hold its slot
   * for ever.
   */
  requestLineTimeoutMs: number;
  /** A client must send all its headers within this time... */
  headersTimeoutMs: number;
  /** ...and its whole request within this one. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often the server checks the two time-outs above. */
  checkIntervalMs: number;
}

/** The per-client cap when none is set: 50, or half of all connections when that is fewer, so others keep room. */
export function defaultConnectionsPerClient(maxConnections: number): number {
  return Math.min(50, Math.max(1, Math.floor(maxConnections / 2)));
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 1000,
  maxConnectionsPerClient: defaultConnectionsPerClient(1000),
  requestLineTimeoutMs: 5_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 2_000,
};

/** The limits with every unset (or undefined) one at its default; the per-client cap follows maxConnections. */
export function resolveConnectionLimits(given: Partial<ConnectionLimits> = {}): ConnectionLimits {
  const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const maxConnections = given.maxConnections ?? DEFAULT_CONNECTION_LIMITS.maxConnections;
  return {
    ...DEFAULT_CONNECTION_LIMITS,
    maxConnectionsPerClient: defaultConnectionsPerClient(maxConnections),
    ...set,
  };
}
