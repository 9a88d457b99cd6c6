import { createHash } from 'node:crypto';

/** An answer ready to send again: its bytes (the JSON envelope, serialised once) and its strong ETag. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

export interface ReadCacheOptions {
  /** The safety net: an answer is read again from its service after this long, even with no event. */
  ttlMs: number;
  /** At most this many answers (the oldest stored goes first): a caller cannot fill the memory with odd pages. */
  maxEntries?: number;
  now?: () => number;
}

/** A strong validator of exactly these bytes. */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

export function cachedAnswerOf(body: Buffer): CachedAnswer {
  return { body, etag: strongEtag(body) };
}

/**
 * The gateway's copy of public reads that change rarely (decision 0088): each answer kept as the
 * bytes it is sent as, under a key that names everything the answer depends on (route, language,
 * query), until the content service says that content changed (`clear`) or the TTL passes.
 *
 * It stores only while it is `live` (subscribed to the change events): before that, or without an
 * event bus, every read goes to the service. Concurrent misses of one key share one upstream call.
 * A read that began before a `clear` is answered but not kept: it may carry the content from before
 * the change.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private generation = 0;
  private live = false;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.now = options.now ?? Date.now;
  }

  /** Starts keeping answers (the change events now reach this process). */
  goLive(): void {
    this.clear();
    this.live = this.options.ttlMs > 0;
  }

  /** Stops keeping answers and drops what it kept (the change events no longer reach it). */
  goDark(): void {
    this.live = false;
    this.clear();
  }

  get isLive(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops every kept answer and every read in flight: the next read of each key asks the service. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** The kept answer for `key`, or `load`'s (kept when live and nothing changed meanwhile). */
  async read(key: string, load: () => Promise<Buffer>): Promise<CachedAnswer> {
    if (!this.live) return cachedAnswerOf(await load());
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const loading = load().then((body) => {
      const answer = cachedAnswerOf(body);
      if (generation === this.generation && this.live) this.keep(key, answer);
      return answer;
    });
    this.pending.set(key, loading);
    const forget = () => {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    };
    loading.then(forget, forget);
    return loading;
  }

  private keep(key: string, answer: CachedAnswer): void {
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { ...answer, expiresAt: this.now() + this.options.ttlMs });
  }
}
