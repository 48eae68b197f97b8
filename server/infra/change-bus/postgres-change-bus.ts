import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { EVERYTHING_CHANGED, LocalListeners, type ChangeBus } from './change-bus';

/** The PostgreSQL channel every Skillweave server on one database listens on. */
export const CHANGE_CHANNEL = 'skillweave_changes';
/** Names the listening connection in pg_stat_activity (operators, and tests that cut it). */
export const CHANGE_LISTENER_NAME = 'skillweave-change-bus';

/** How long publish waits for its own notice to come back before resolving anyway (a request must not hang). */
const ECHO_WAIT_MS = 2_000;
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export interface PostgresChangeBusOptions {
  /** The database's URL: the bus keeps one connection of its own, outside the request pool. */
  url: string;
  log?: (level: 'info' | 'warn', message: string) => void;
}

interface Notice {
  /** The server that published, so its own notice only confirms delivery instead of running listeners twice. */
  from: string;
  seq: number;
  topic: string;
}

/**
 * A change bus over PostgreSQL LISTEN/NOTIFY, for app servers sharing one database. publish runs this server's
 * listeners, then sends the topic with pg_notify; every server's listening connection receives it and runs its
 * listeners. After a lost connection the bus reconnects with growing pauses; as it may have missed notices
 * meanwhile, it tells its listeners that everything changed, once when the connection drops and again when it is
 * back.
 */
export async function postgresChangeBus({ url, log = () => {} }: PostgresChangeBusOptions): Promise<ChangeBus> {
  const { default: pgModule } = await import('pg');
  const listeners = new LocalListeners();
  const serverId = randomUUID();
  let seq = 0;
  /** Publishes waiting for their notice to come back, by sequence number. */
  const awaitingEcho = new Map<number, () => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let reconnectDelay = RECONNECT_FIRST_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const releaseWaiters = () => {
    for (const resolve of awaitingEcho.values()) resolve();
    awaitingEcho.clear();
  };

  const onNotice = (message: pg.Notification) => {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    let notice: Notice;
    try {
      notice = JSON.parse(message.payload) as Notice;
    } catch {
      return;
    }
    if (notice.from === serverId) {
      awaitingEcho.get(notice.seq)?.();
      awaitingEcho.delete(notice.seq);
      return;
    }
    listeners.deliver(notice.topic);
  };

  const lost = (reason: string) => {
    if (closed || !client) return;
    const dead = client;
    client = undefined;
    dead.removeAllListeners('notification');
    dead.end().catch(() => undefined);
    log('warn', `Change bus: lost its PostgreSQL connection (${reason}); reconnecting`);
    releaseWaiters();
    listeners.deliver(EVERYTHING_CHANGED);
    scheduleReconnect();
  };

  const connect = async () => {
    const next = new pgModule.Client({ connectionString: url, application_name: CHANGE_LISTENER_NAME });
    // Unheard, a lost connection's 'error' event would stop the whole server.
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection closed'));
    try {
      await next.connect();
      next.on('notification', onNotice);
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      next.removeAllListeners();
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().then(
        () => {
          reconnectDelay = RECONNECT_FIRST_MS;
          log('info', 'Change bus: listening again');
          // Notices sent while we were away are lost: whatever was kept may be out of date.
          listeners.deliver(EVERYTHING_CHANGED);
        },
        (error: Error) => {
          // Once per outage: a database away for an hour must not write a line every few seconds.
          if (reconnectDelay === RECONNECT_FIRST_MS) log('warn', `Change bus: could not reconnect (${error.message})`);
          reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
          scheduleReconnect();
        },
      );
    }, reconnectDelay);
    reconnectTimer.unref();
  };

  await connect();

  return {
    /**
     * Resolves once this server's own listening connection has received the notice back. PostgreSQL hands a
     * notice to every listening session at the same moment (when the NOTIFY commits), so by then the other
     * servers' connections have it too: a reader who was told "saved" and then asks another server finds that
     * server's cache already dropped, unless that server's Node process has not yet read its socket (a
     * sub-millisecond gap under normal load, longer when its event loop is busy) or its listening connection is
     * down (it then drops everything on reconnect). The window is narrowed, not closed.
     */
    async publish(topic) {
      listeners.deliver(topic);
      const listening = client;
      if (!listening) return; // reconnecting: the others hear of it only through their own reconnects
      seq += 1;
      const notice: Notice = { from: serverId, seq, topic };
      const echoed = new Promise<void>((resolve) => {
        awaitingEcho.set(notice.seq, resolve);
        setTimeout(() => {
          awaitingEcho.delete(notice.seq);
          resolve();
        }, ECHO_WAIT_MS).unref();
      });
      try {
        await listening.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify(notice)]);
      } catch (error) {
        awaitingEcho.delete(notice.seq);
        log('warn', `Change bus: could not announce ${topic} (${(error as Error).message})`);
        return;
      }
      await echoed;
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      releaseWaiters();
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}
