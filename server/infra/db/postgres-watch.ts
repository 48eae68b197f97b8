import type pg from 'pg';
import { ChangeListeners, type DatabaseStatus, type StatusWatch } from './status';
import { DATABASE_UNAVAILABLE_MESSAGE, unavailableReason } from './unavailable';

/**
 * Watches a PostgreSQL server with `SELECT 1` on a connection of its own, twice a second. A stopped or restarting
 * server refuses connections at once; a frozen one (a stalled host, a network partition) answers nothing, and
 * without this watch every request would wait for its statement time-out. When a probe fails:
 * - the status says unreachable, so requests are answered 503 at once (server/http/database-status.ts);
 * - the request pool's connections are broken off, so requests already waiting on the frozen server are
 *   answered 503 too, within about one and a half seconds of the freeze (a probe interval and its time-out),
 *   instead of when it thaws;
 * - one line is logged; another when the server answers again.
 * The pool opens fresh connections once the server is back: nothing needs a restart.
 */

export interface PostgresWatchOptions {
  url: string;
  /** Between probes. */
  intervalMs: number;
  /** A probe (connect included) that takes longer has failed. */
  timeoutMs: number;
  /** The request pool's open connections, broken off when the server is found unreachable. */
  poolConnections: () => Iterable<pg.Client>;
}

export async function watchPostgres(options: PostgresWatchOptions): Promise<StatusWatch> {
  const { default: pgModule } = await import('pg');
  const listeners = new ChangeListeners();
  let status: DatabaseStatus = { reachable: true, writable: true };
  let downSince: number | undefined;
  let probeClient: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let probing = false;
  let closed = false;

  const dropProbeClient = () => {
    const client = probeClient;
    probeClient = undefined;
    if (!client) return;
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    client.connection.stream.destroy();
  };

  const markUnreachable = (error: unknown) => {
    if (!status.reachable) return;
    downSince = Date.now();
    const reason = unavailableReason(error);
    status = { reachable: false, writable: false, problem: DATABASE_UNAVAILABLE_MESSAGE };
    // Requests waiting on a frozen server would otherwise wait until it thaws.
    for (const connection of options.poolConnections()) connection.connection.stream.destroy();
    listeners.tell({
      level: 'warn',
      message: 'Database unreachable: requests answer 503 until it is back',
      fields: { database: { reachable: false, reason } },
    });
  };

  const markReachable = () => {
    if (status.reachable) return;
    const downForMs = Date.now() - (downSince ?? Date.now());
    status = { reachable: true, writable: true };
    downSince = undefined;
    listeners.tell({
      level: 'info',
      message: 'Database reachable again',
      fields: { database: { reachable: true, downForMs } },
    });
  };

  const connectProbe = async (): Promise<pg.Client> => {
    const client = new pgModule.Client({
      connectionString: options.url,
      application_name: 'skillweave-watch',
      connectionTimeoutMillis: options.timeoutMs,
      query_timeout: options.timeoutMs,
    });
    // Unheard, a lost connection's 'error' event would stop the whole server.
    client.on('error', () => {
      if (probeClient === client) probeClient = undefined;
    });
    probeClient = client;
    await client.connect();
    return client;
  };

  /** One answer to SELECT 1, on the kept connection or a new one. */
  const answers = async (fresh: boolean) => {
    const client = fresh || !probeClient ? await connectProbe() : probeClient;
    await client.query('SELECT 1');
  };

  const probe = async () => {
    if (probing || closed) return;
    probing = true;
    try {
      try {
        await answers(false);
      } catch (error) {
        dropProbeClient();
        // A server that let a probe time out is frozen: a second try would only double the wait.
        if (/timeout/i.test((error as Error).message)) throw error;
        // The kept connection alone may have ended (an administrator, idle_session_timeout): that is no outage.
        await answers(true);
      }
      markReachable();
    } catch (error) {
      dropProbeClient();
      markUnreachable(error);
    } finally {
      probing = false;
    }
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      void probe().finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };

  await probe();
  schedule();

  return {
    status: () => status,
    onChange: (listener) => listeners.add(listener),
    suspect() {
      void probe();
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      dropProbeClient();
    },
  };
}
