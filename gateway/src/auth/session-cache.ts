import { createHash } from 'node:crypto';
import type { SessionUser } from '@site/contracts';

/** Sessions remembered at most; past it the oldest is forgotten first. */
const MAX_SESSIONS = 10_000;

/** A heap snapshot of the gateway should not hand out live session ids: they are kept hashed. */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Resolved sessions, trusted for `ttlMs` (ADR 0011), so a burst of back-office requests asks identity
 * once. Forgetting bumps an epoch: an answer asked for before the forgetting is not kept, since it
 * may predate the change that caused it.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();
  private epochCount = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly max = MAX_SESSIONS,
  ) {}

  /** Taken before asking identity, handed back to `set` with its answer. */
  get epoch(): number {
    return this.epochCount;
  }

  get(token: string): SessionUser | null {
    if (this.ttlMs <= 0) return null;
    const key = keyOf(token);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until > this.now()) return entry.user;
    this.entries.delete(key);
    return null;
  }

  set(token: string, user: SessionUser | null, epoch: number): void {
    if (this.ttlMs <= 0 || epoch !== this.epochCount) return;
    const key = keyOf(token);
    this.entries.delete(key);
    if (!user) return;
    this.entries.set(key, { user, until: this.now() + this.ttlMs });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  forgetToken(token: string): void {
    this.epochCount++;
    this.entries.delete(keyOf(token));
  }

  forgetUser(id: number): void {
    this.epochCount++;
    for (const [key, entry] of this.entries) if (entry.user.id === id) this.entries.delete(key);
  }

  clear(): void {
    this.epochCount++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
