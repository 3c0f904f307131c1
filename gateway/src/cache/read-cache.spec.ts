import { cacheKey } from './http-cache.service';
import { etagOf, ReadCache } from './read-cache';

function setup(options: { ttlMs?: number; staleMs?: number; maxBytes?: number } = {}) {
  let now = 1_000_000;
  const cache = new ReadCache({
    ttlMs: options.ttlMs ?? 60_000,
    staleMs: options.staleMs ?? 600_000,
    maxBytes: options.maxBytes ?? 1024 * 1024,
    now: () => now,
  });
  const put = (key: string, tags: string[], body = `{"key":"${key}"}`) =>
    cache.store(cache.lead(key), { body: Buffer.from(body), etag: etagOf(body), headers: {}, tags });
  return { cache, put, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('answers a stored answer while fresh, then only as stale until the stale window ends', () => {
    const { cache, put, advance } = setup({ ttlMs: 1000, staleMs: 5000 });
    expect(put('/api/settings', ['settings'])).toBe(true);
    expect(cache.fresh('/api/settings')?.body.toString()).toBe('{"key":"/api/settings"}');
    advance(1001);
    expect(cache.fresh('/api/settings')).toBeUndefined();
    expect(cache.stale('/api/settings')).toBeDefined();
    advance(5000);
    expect(cache.stale('/api/settings')).toBeUndefined();
  });

  it('drops every answer carrying an invalidated tag, and only those', () => {
    const { cache, put } = setup();
    put('/api/products/1', ['product:1', 'categories']);
    put('/api/products?page=1', ['products', 'categories']);
    put('/api/news', ['news', 'categories']);
    expect(cache.invalidate(['product:1', 'products'])).toBe(2);
    expect(cache.fresh('/api/products/1')).toBeUndefined();
    expect(cache.fresh('/api/products?page=1')).toBeUndefined();
    expect(cache.fresh('/api/news')).toBeDefined();
    expect(cache.invalidate(['categories'])).toBe(1);
    expect(cache.size.entries).toBe(0);
  });

  it('does not store an answer fetched while one of its tags was invalidated (a read racing a write)', () => {
    const { cache } = setup();
    const racing = cache.lead('/api/products/1');
    cache.invalidate(['product:1']);
    const body = Buffer.from('{"old":true}');
    expect(cache.store(racing, { body, etag: etagOf(body), headers: {}, tags: ['product:1'] })).toBe(false);
    expect(cache.fresh('/api/products/1')).toBeUndefined();
    const after = cache.lead('/api/products/1');
    expect(cache.store(after, { body, etag: etagOf(body), headers: {}, tags: ['product:1'] })).toBe(true);
  });

  it('drops everything on clear, including answers being fetched across it', () => {
    const { cache, put } = setup();
    put('/a', ['x']);
    const racing = cache.lead('/b');
    cache.clear();
    expect(cache.fresh('/a')).toBeUndefined();
    const body = Buffer.from('{}');
    expect(cache.store(racing, { body, etag: etagOf(body), headers: {}, tags: ['y'] })).toBe(false);
  });

  it('stays within its byte bound, dropping the least recently used, and untags what it drops', () => {
    const { cache, put } = setup({ maxBytes: 10 * 1024 });
    const big = 'x'.repeat(3000);
    put('/1', ['t1'], big);
    put('/2', ['t2'], big);
    put('/3', ['t3'], big);
    cache.fresh('/1'); // used: /2 is now the least recently used
    put('/4', ['t4'], big);
    expect(cache.size.bytes).toBeLessThanOrEqual(10 * 1024);
    expect(cache.fresh('/2')).toBeUndefined();
    expect(cache.fresh('/1')).toBeDefined();
    expect(cache.invalidate(['t2'])).toBe(0);
    // An answer larger than the whole cache is not kept.
    expect(put('/huge', ['h'], 'y'.repeat(20 * 1024))).toBe(false);
  });

  it('counts the compressed copies of an answer against its byte bound', () => {
    const { cache } = setup({ maxBytes: 10 * 1024 });
    const body = Buffer.from('x'.repeat(1000));
    const encoded = { br: Buffer.alloc(4000), gzip: Buffer.alloc(4000) };
    expect(cache.store(cache.lead('/page'), { body, etag: etagOf(body), encoded, headers: {}, tags: [] })).toBe(true);
    expect(cache.size.bytes).toBeGreaterThan(9000);
    const more = { br: Buffer.alloc(5000), gzip: Buffer.alloc(5000) };
    expect(cache.store(cache.lead('/big'), { body, etag: etagOf(body), encoded: more, headers: {}, tags: [] })).toBe(
      false,
    );
  });

  it('lets one fetch per key run, and the others wait for it', async () => {
    const { cache } = setup();
    expect(cache.pending('/k')).toBeUndefined();
    const lead = cache.lead('/k');
    const waiting = cache.pending('/k');
    expect(waiting).toBeDefined();
    lead.done();
    await expect(waiting).resolves.toBeUndefined();
    expect(cache.pending('/k')).toBeUndefined();
  });

  it('can make answers stale without dropping them, to serve while their service is down', () => {
    const { cache, put } = setup();
    put('/api/news/1', ['news:1']);
    expect(cache.expire(['news:1'])).toBe(1);
    expect(cache.fresh('/api/news/1')).toBeUndefined();
    expect(cache.stale('/api/news/1')).toBeDefined();
  });

  it('counts hits and misses', () => {
    const { cache, put } = setup();
    put('/a', ['x']);
    cache.fresh('/a');
    cache.fresh('/a');
    expect(cache.stats).toMatchObject({ hits: 2, misses: 1 });
  });
});

describe('cacheKey', () => {
  it('sorts the query so the order of parameters does not matter', () => {
    expect(cacheKey('/api/products?page=1&limit=12')).toBe(cacheKey('/api/products?limit=12&page=1'));
    expect(cacheKey('/api/products?')).toBe('/api/products');
    expect(cacheKey('/api/news')).toBe('/api/news');
    expect(cacheKey('/api/products?page=1')).not.toBe(cacheKey('/api/products?page=2'));
  });
});
