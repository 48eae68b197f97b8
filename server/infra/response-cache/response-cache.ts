import { EVERYTHING_CHANGED, type ChangeBus } from '../change-bus/change-bus';

/**
 * Serialized answers kept in this process's memory, so a hot read (the knowledge hub's list) is served without
 * asking the database again. Each answer belongs to a topic of the change bus (such as `knowledge:<companyId>`);
 * a change published on that topic, by this server or by any other on the same database, drops every answer of
 * the topic. Bounded in entries and in bytes: the least recently used answers go first.
 *
 * An answer read before a change but stored after it would bring the old data back, so each topic has a
 * generation that every change raises; an answer is only stored if its topic's generation is still the one the
 * read started under.
 *
 * Answers that also depend on the clock (a period ending now) can be given a maximum age: an older one is read anew.
 */
export interface CachedAnswer {
  /** The JSON body as sent. */
  body: string;
  /** Whatever else the response needs besides the body (such as whether there is a next page). */
  hasNext: boolean;
}

interface Entry extends CachedAnswer {
  topic: string;
  /** When the read that produced it started, by the cache's clock. */
  readAt: number;
}

export interface ResponseCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_RESPONSE_CACHE_LIMITS: ResponseCacheLimits = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 };

export interface ResponseCacheFreshness {
  /** An answer read longer ago than this is read again. */
  maxAgeMs: number;
  /** Milliseconds, as Date.now (tests move it). */
  now?: () => number;
}

export class ResponseCache {
  /** In use order: the first entry is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  /** Raised by EVERYTHING_CHANGED: a read under way then stores nothing, whatever its topic. */
  private everythingGeneration = 0;
  private bytes = 0;

  private readonly now: () => number;

  constructor(
    private readonly limits: ResponseCacheLimits = DEFAULT_RESPONSE_CACHE_LIMITS,
    private readonly freshness?: ResponseCacheFreshness,
  ) {
    this.now = freshness?.now ?? Date.now;
  }

  /** The cached answer for `key`, else the loader's, stored under `topic` unless that topic changed meanwhile. */
  async remember(topic: string, key: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit && this.freshness && this.now() - hit.readAt > this.freshness.maxAgeMs) this.remove(key, hit);
    else if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const generation = this.generationOf(topic);
    const readAt = this.now();
    const answer = await load();
    if (this.generationOf(topic) === generation) this.store(key, { ...answer, topic, readAt });
    return answer;
  }

  /**
   * Drops every answer of the topic (every answer for EVERYTHING_CHANGED), and keeps reads already under way from
   * storing what they read.
   */
  invalidate(topic: string): void {
    if (topic === EVERYTHING_CHANGED) {
      this.everythingGeneration += 1;
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.topic === topic) this.remove(key, entry);
  }

  private generationOf(topic: string): string {
    return `${this.everythingGeneration}:${this.generations.get(topic) ?? 0}`;
  }

  /** Listens to the bus: every published change drops the answers of its topic. Returns the way to stop. */
  follow(bus: ChangeBus): () => void {
    return bus.subscribe((topic) => this.invalidate(topic));
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: Entry): void {
    const size = entry.body.length;
    if (size > this.limits.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldKey, oldEntry);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
