/**
 * Tells every app server that data changed, so whatever it keeps in memory about that data (a response cache) is
 * dropped. A topic names what changed, such as `knowledge:<companyId>`. With one server (embedded PGlite) the bus is
 * this process; with PostgreSQL it also carries the topic to every other server on the same database.
 */
export interface ChangeBus {
  /**
   * Announces a committed change. Resolves once this server's listeners have run and, where there are other
   * servers, once the notice is on its way to them.
   */
  publish(topic: string): Promise<void>;
  /**
   * Runs the listener for every change any server publishes; returns the way to stop listening. A listener must
   * treat EVERYTHING_CHANGED as a change of every topic: a bus sends it when it may have missed notices.
   */
  subscribe(listener: (topic: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * The topic a bus delivers when it cannot know what changed (its PostgreSQL connection was lost, so notices from
 * other servers may have gone unheard): whoever keeps anything drops all of it.
 */
export const EVERYTHING_CHANGED = '*';

/** The listeners of one process, which every bus delivers to. */
export class LocalListeners {
  private readonly listeners = new Set<(topic: string) => void>();

  add(listener: (topic: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  deliver(topic: string): void {
    for (const listener of this.listeners) listener(topic);
  }
}

/** One process, one bus: what a server on embedded PGlite (which only one process may open) needs. */
export function localChangeBus(): ChangeBus {
  const listeners = new LocalListeners();
  return {
    publish: async (topic) => listeners.deliver(topic),
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}
