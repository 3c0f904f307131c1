import type { SessionUser } from '@site/contracts';
import { SessionCache } from './session-cache';

const ana: SessionUser = { id: 1, username: 'ana', name: '安娜', role: 'editor' };
const bo: SessionUser = { id: 2, username: 'bo', name: '博', role: 'viewer' };

describe('SessionCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('trusts a resolved session for its TTL, then forgets it', () => {
    const cache = new SessionCache(2000, clock);
    cache.set('t-ana', ana, cache.epoch);
    expect(cache.get('t-ana')).toEqual(ana);
    now += 1999;
    expect(cache.get('t-ana')).toEqual(ana);
    now += 1;
    expect(cache.get('t-ana')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with a TTL of 0, and no refused session', () => {
    const off = new SessionCache(0, clock);
    off.set('t-ana', ana, off.epoch);
    expect(off.get('t-ana')).toBeNull();

    const cache = new SessionCache(2000, clock);
    cache.set('t-ana', ana, cache.epoch);
    cache.set('t-ana', null, cache.epoch);
    expect(cache.get('t-ana')).toBeNull();
  });

  it("forgets one user's sessions, one token, or all", () => {
    const cache = new SessionCache(2000, clock);
    cache.set('t-ana-1', ana, cache.epoch);
    cache.set('t-ana-2', ana, cache.epoch);
    cache.set('t-bo', bo, cache.epoch);
    cache.forgetUser(ana.id);
    expect(cache.get('t-ana-1')).toBeNull();
    expect(cache.get('t-ana-2')).toBeNull();
    expect(cache.get('t-bo')).toEqual(bo);

    cache.set('t-ana-1', ana, cache.epoch);
    cache.forgetToken('t-bo');
    expect(cache.get('t-bo')).toBeNull();
    expect(cache.get('t-ana-1')).toEqual(ana);

    cache.clear();
    expect(cache.get('t-ana-1')).toBeNull();
  });

  it('does not keep an answer asked for before a forgetting (it may predate the change)', () => {
    const cache = new SessionCache(2000, clock);
    const asked = cache.epoch;
    cache.forgetUser(ana.id);
    cache.set('t-ana', ana, asked);
    expect(cache.get('t-ana')).toBeNull();
    cache.set('t-ana', ana, cache.epoch);
    expect(cache.get('t-ana')).toEqual(ana);
  });

  it('holds at most its limit, forgetting the oldest first', () => {
    const cache = new SessionCache(2000, clock, 2);
    cache.set('t1', ana, cache.epoch);
    cache.set('t2', ana, cache.epoch);
    cache.set('t3', bo, cache.epoch);
    expect(cache.size).toBe(2);
    expect(cache.get('t1')).toBeNull();
    expect(cache.get('t3')).toEqual(bo);
  });

  it('keeps no session id in memory as it came', () => {
    const cache = new SessionCache(2000, clock);
    cache.set('secret-token-value', ana, cache.epoch);
    expect(JSON.stringify([...(cache as unknown as { entries: Map<string, unknown> }).entries.keys()])).not.toContain(
      'secret-token-value',
    );
  });
});
