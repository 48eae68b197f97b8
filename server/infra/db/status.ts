/**
 * What the server knows about its database between queries: whether it can be reached, and whether it can take
 * writes. Requests are answered from it at once while the answer is "no" (503 or 507 with a sentence,
 * server/http/database-status.ts) instead of each waiting for a time-out; `/api/health/ready` reports it.
 */
export interface DatabaseStatus {
  /** Queries can run. False while PostgreSQL cannot be reached. */
  reachable: boolean;
  /** Writes can be accepted. False while the embedded database's disk is nearly full (reads still work). */
  writable: boolean;
  /** A sentence for people when either is false. */
  problem?: string;
}

/** A change worth one log line: an outage began or ended, the disk ran low or has room again. */
export interface StatusChange {
  level: 'warn' | 'info';
  message: string;
  /** Structured fields for the log record (never interpolated into the message). */
  fields: Record<string, unknown>;
}

/** Something that keeps a DatabaseStatus current in the background. */
export interface StatusWatch {
  status(): DatabaseStatus;
  /** Hears each change once, as it happens (the server logs it). */
  onChange(listener: (change: StatusChange) => void): void;
  /** A request just met a connection error: check now rather than at the next tick. */
  suspect(): void;
  close(): void;
}

export const ALWAYS_AVAILABLE: StatusWatch = {
  status: () => ({ reachable: true, writable: true }),
  onChange: () => undefined,
  suspect: () => undefined,
  close: () => undefined,
};

/** Listeners of a watch, each called once per change; a listener that throws never stops the others. */
export class ChangeListeners {
  private readonly listeners: ((change: StatusChange) => void)[] = [];

  add(listener: (change: StatusChange) => void): void {
    this.listeners.push(listener);
  }

  tell(change: StatusChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {
        // A logging failure must not stop the watch.
      }
    }
  }
}
