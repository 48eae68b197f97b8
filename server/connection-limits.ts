/**
 * How long and how many connections the app server keeps (server/app.ts). A module of its own so that the test and
 * benchmark proxy can stay inside them without loading the app.
 */
export interface ConnectionLimits {
  /** Open connections at most; the server closes further ones at once. */
  maxConnections: number;
  /** A client must send all its headers within this time... */
  headersTimeoutMs: number;
  /** ...and its whole request within this one. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often the server checks the two time-outs above. */
  checkIntervalMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 1000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 2_000,
};
