import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  /** The body compressed, made once when stored (pages), for clients that accept it. */
  encoded?: { br: Buffer; gzip: Buffer };
  /** Headers of the answer worth repeating (content type, paging totals). */
  headers: Record<string, string>;
  tags: string[];
  /** Fresh until then; kept after it only to be served while the owner is down. */
  freshUntil: number;
  /** Work a served copy still owes (a news read counts a view). */
  onHit?: () => void;
}

export interface ReadCacheOptions {
  ttlMs: number;
  /** How long past its TTL an answer may still be served when its service is down. */
  staleMs: number;
  maxBytes: number;
  now?: () => number;
}

/** One fetch per key at a time; the answer is stored only if nothing it shows changed meanwhile. */
export interface Lead {
  key: string;
  startedAt: number;
  done(): void;
}

const OVERHEAD_BYTES = 256;

export const etagOf = (body: Buffer | string): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * Public answers in memory, bounded by bytes (least recently used go first). Each answer carries
 * tags naming what it shows (`product:12`, `products`, `categories`…); invalidating a tag drops
 * every answer carrying it. An answer whose fetch began before one of its tags was invalidated is
 * not stored, so a read racing a write never outlives the write.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly inflight = new Map<string, Promise<void>>();
  /** Per tag, the invalidation counter when it was last invalidated. */
  private readonly invalidatedAt = new Map<string, number>();
  private epoch = 0;
  private resetAt = -1;
  private readonly now: () => number;
  readonly stats = { hits: 0, misses: 0, stales: 0, invalidations: 0, resets: 0 };

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, CachedAnswer>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) =>
        entry.body.length +
        (entry.encoded ? entry.encoded.br.length + entry.encoded.gzip.length : 0) +
        key.length +
        OVERHEAD_BYTES,
      ttl: options.ttlMs + options.staleMs,
      ttlAutopurge: false,
      ttlResolution: 0,
      perf: { now: () => this.now() },
      dispose: (entry, key) => this.untag(key, entry.tags),
    });
  }

  /** A fresh answer, or undefined. */
  fresh(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.freshUntil > this.now()) {
      this.stats.hits++;
      return entry;
    }
    return undefined;
  }

  /** An answer past its TTL but within the stale window (for when its service is down). */
  stale(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) this.stats.stales++;
    return entry;
  }

  /** The fetch under way for this key, to wait for instead of asking again. */
  pending(key: string): Promise<void> | undefined {
    return this.inflight.get(key);
  }

  /** Starts the one fetch of a key. */
  lead(key: string): Lead {
    this.stats.misses++;
    let finish!: () => void;
    const flight = new Promise<void>((resolve) => (finish = resolve));
    this.inflight.set(key, flight);
    let finished = false;
    return {
      key,
      startedAt: this.epoch,
      done: () => {
        if (finished) return;
        finished = true;
        if (this.inflight.get(key) === flight) this.inflight.delete(key);
        finish();
      },
    };
  }

  /** Stores what a lead fetched, unless one of its tags was invalidated since it began. */
  store(lead: Lead, answer: Omit<CachedAnswer, 'freshUntil'>): boolean {
    if (lead.startedAt <= this.resetAt) return false;
    if (answer.tags.some((tag) => (this.invalidatedAt.get(tag) ?? -1) >= lead.startedAt)) return false;
    // Replacing an answer disposes of the old one, untagging it, before the new tags are added.
    const entry: CachedAnswer = { ...answer, freshUntil: this.now() + this.options.ttlMs };
    this.entries.set(lead.key, entry);
    if (!this.entries.has(lead.key)) return false; // larger than the whole cache
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(lead.key);
    }
    return true;
  }

  /** Drops every answer showing any of these tags; answers for them being fetched now are not stored. */
  invalidate(tags: Iterable<string>): number {
    const mark = this.epoch++;
    let dropped = 0;
    for (const tag of tags) {
      this.invalidatedAt.set(tag, mark);
      for (const key of [...(this.byTag.get(tag) ?? [])]) {
        if (this.entries.delete(key)) dropped++;
      }
    }
    this.stats.invalidations++;
    return dropped;
  }

  /**
   * Makes the answers carrying these tags stale without dropping them: fetched again on the next
   * read, yet still there to serve while their service is down. For changes that are not edits
   * (view counts), where an older copy beats an error.
   */
  expire(tags: Iterable<string>): number {
    let expired = 0;
    for (const tag of tags) {
      for (const key of this.byTag.get(tag) ?? []) {
        const entry = this.entries.get(key);
        if (entry && entry.freshUntil > 0) {
          entry.freshUntil = 0;
          expired++;
        }
      }
    }
    return expired;
  }

  /** Drops everything (events may have been missed). */
  clear(): void {
    const mark = this.epoch++;
    for (const tag of this.byTag.keys()) this.invalidatedAt.set(tag, mark);
    this.entries.clear();
    this.byTag.clear();
    this.stats.resets++;
    // A fetch begun before the reset must not be stored after it, whatever its tags.
    this.resetAt = mark;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private untag(key: string, tags: string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
