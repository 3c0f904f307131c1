import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient } from '../support/api-client';
import { startNatsServer } from '../support/nats-server';
import { eventually, startTestStack, stopTestStack } from '../support/test-stack';

// The gateway's read cache: answers public GETs from memory, never shows a visitor what staff
// already changed, serves stale while an owner is down, and drops everything after a reconnect.
// This stack has a NATS server of its own (restarted below) and a short TTL.
const TTL_MS = 3000;
const MAX_BYTES = 1024 * 1024;

let nats: Awaited<ReturnType<typeof startNatsServer>>;
let stack: Stack;
let admin: ApiClient;
let visitor: ApiClient;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36)}${++n}`;

interface Read {
  status: number;
  cache: string | null;
  etag: string | null;
  body: any;
}

async function read(client: ApiClient, path: string, headers: Record<string, string> = {}): Promise<Read> {
  const answer = await client.request('GET', path, undefined, { headers });
  return {
    status: answer.status,
    cache: answer.headers.get('x-cache'),
    etag: answer.headers.get('etag'),
    body: answer.body,
  };
}

beforeAll(async () => {
  nats = await startNatsServer();
  stack = await startTestStack({
    natsUrl: nats.url,
    appEnv: { gateway: { CACHE_TTL_MS: String(TTL_MS), CACHE_MAX_BYTES: String(MAX_BYTES) } },
  });
  admin = await ApiClient.signedIn(stack.url, ADMIN);
  visitor = new ApiClient(stack.url);
});

afterAll(async () => {
  await stopTestStack(stack);
  await nats?.stop();
});

async function newCategory(type: 'product' | 'news' = 'product') {
  const answer = await admin.post('/api/categories', { name: uniq('缓存分类'), type });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string };
}

async function newProduct(category: number, extra: Record<string, unknown> = {}) {
  const answer = await admin.post('/api/products?publish=true', {
    name: uniq('缓存产品'),
    category,
    status: '已发布',
    price: '¥10',
    stock: 5,
    ...extra,
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string };
}

describe('cached public reads', () => {
  it('answers a repeated read from memory, whatever the order of the query parameters', async () => {
    const category = await newCategory();
    await newProduct(category.id);
    const first = await read(visitor, `/api/products?page=1&limit=12&category=${category.id}`);
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    const second = await read(visitor, `/api/products?category=${category.id}&limit=12&page=1`);
    expect(second).toMatchObject({ status: 200, cache: 'HIT', etag: first.etag, body: first.body });
  });

  it('gives ETags and answers 304 to If-None-Match, from memory and not', async () => {
    const settings = await read(visitor, '/api/settings');
    expect(settings.etag).toMatch(/^"[\w-]+"$/);
    const again = await visitor.request('GET', '/api/settings', undefined, {
      headers: { 'if-none-match': settings.etag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(settings.etag);
    expect(again.headers.get('cache-control')).toContain('s-maxage');
    const other = await read(visitor, '/api/settings', { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
  });

  it('never caches what depends on the session', async () => {
    const tab = await admin.request('GET', '/api/settings?tab=general');
    expect(tab.status).toBe(200);
    expect(tab.headers.get('x-cache')).toBeNull();
    expect(tab.headers.get('cache-control')).toContain('private');
    const users = await admin.request('GET', '/api/users');
    expect(users.headers.get('cache-control')).toContain('private');
  });
});

describe('read-your-writes on one gateway', () => {
  it('products: an edit shows at once in the product and the list', async () => {
    const category = await newCategory();
    const product = await newProduct(category.id);
    const list = `/api/products?category=${category.id}&page=1&limit=12`;
    await read(visitor, `/api/products/${product.id}`);
    await read(visitor, list);
    expect((await read(visitor, `/api/products/${product.id}`)).cache).toBe('HIT');
    const name = uniq('改名产品');
    expect(
      (await admin.put(`/api/products/${product.id}?publish=true`, { ...product, name, category: category.id })).status,
    ).toBe(200);
    expect((await read(visitor, `/api/products/${product.id}`)).body.name).toBe(name);
    expect((await read(visitor, list)).body[0].name).toBe(name);
  });

  it('categories: a rename shows at once in the tree, the product list and the product', async () => {
    const category = await newCategory();
    const product = await newProduct(category.id);
    const list = `/api/products?category=${category.id}`;
    await read(visitor, '/api/categories');
    await read(visitor, list);
    await read(visitor, `/api/products/${product.id}`);
    const name = uniq('新名字');
    expect((await admin.put(`/api/categories/${category.id}`, { name })).status).toBe(200);
    const tree = await read(visitor, '/api/categories');
    expect((tree.body as { id: number; name: string }[]).find((c) => c.id === category.id)?.name).toBe(name);
    expect((await read(visitor, list)).body[0].category_name).toBe(name);
    expect((await read(visitor, `/api/products/${product.id}`)).body.category_name).toBe(name);
  });

  it('news: an edit shows at once in the article and the list; a renamed category soon after', async () => {
    const category = await newCategory('news');
    const created = await admin.post('/api/news?publish=true', {
      title: uniq('缓存新闻'),
      category: category.id,
      content: '<p>正文</p>',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const list = `/api/news?category=${category.id}`;
    await read(visitor, `/api/news/${id}?count_view=false`);
    await read(visitor, list);
    const title = uniq('改过的新闻');
    expect((await admin.put(`/api/news/${id}?publish=true`, { ...created.body, title })).status).toBe(200);
    expect((await read(visitor, `/api/news/${id}?count_view=false`)).body.title).toBe(title);
    expect((await read(visitor, list)).body.items[0].title).toBe(title);
    // The content service keeps its own copy of category names; it announces when that copy changes.
    const name = uniq('新闻分类新名');
    expect((await admin.put(`/api/categories/${category.id}`, { name })).status).toBe(200);
    await eventually(async () => (await read(visitor, list)).body.items[0].category_name === name, 3000);
    await eventually(
      async () => (await read(visitor, `/api/news/${id}?count_view=false`)).body.category_name === name,
      3000,
    );
  });

  it('news views: counted for every read, also those served from memory, shown within seconds', async () => {
    const category = await newCategory('news');
    const created = await admin.post('/api/news?publish=true', {
      title: uniq('浏览新闻'),
      category: category.id,
      content: '<p>x</p>',
    });
    const id = created.body.id as number;
    const reads = await Promise.all(Array.from({ length: 6 }, () => read(visitor, `/api/news/${id}`)));
    expect(reads.every((r) => r.status === 200)).toBe(true);
    expect(reads.some((r) => r.cache === 'HIT')).toBe(true);
    await eventually(async () => (await read(visitor, `/api/news/${id}?count_view=false`)).body.views === 6, 4000);
  });

  it('settings: a saved site name shows at once', async () => {
    await read(visitor, '/api/settings');
    const current = (await admin.get('/api/settings?tab=general')).body;
    const siteName = uniq('缓存网站');
    const saved = await admin.post('/api/settings', { tab: 'general', settings: { ...current, siteName } });
    expect(saved.status).toBe(200);
    expect((await read(visitor, '/api/settings')).body.siteName).toBe(siteName);
  });

  it('app downloads: a new version shows at once', async () => {
    const created = await admin.post('/api/app-downloads', { platform: 'android', version: '1.0.0' });
    expect(created.status).toBe(201);
    await read(visitor, '/api/app-downloads');
    expect((await admin.put(`/api/app-downloads/${created.body.id}`, { version: '2.0.0' })).status).toBe(200);
    const list = await read(visitor, '/api/app-downloads');
    expect((list.body as { id: number; version: string }[]).find((d) => d.id === created.body.id)?.version).toBe(
      '2.0.0',
    );
  });
});

describe('other replicas', () => {
  it('a second gateway sees a change made through the first within a second', async () => {
    const replica = await stack.startGatewayReplica();
    try {
      const other = new ApiClient(replica.url);
      const category = await newCategory();
      const product = await newProduct(category.id);
      await read(other, `/api/products/${product.id}`);
      expect((await read(other, `/api/products/${product.id}`)).cache).toBe('HIT');
      const name = uniq('别处改名');
      expect(
        (await admin.put(`/api/products/${product.id}?publish=true`, { ...product, name, category: category.id }))
          .status,
      ).toBe(200);
      // The write's answer came after its event was stored; the replica drops its copy within a second.
      await eventually(async () => (await read(other, `/api/products/${product.id}`)).body.name === name, 1000);
    } finally {
      await replica.stop();
    }
  });
});

describe('limits', () => {
  it('an answer older than the TTL is fetched again', async () => {
    await read(visitor, '/api/app-downloads');
    expect((await read(visitor, '/api/app-downloads')).cache).toBe('HIT');
    await new Promise((r) => setTimeout(r, TTL_MS + 200));
    expect((await read(visitor, '/api/app-downloads')).cache).toBe('MISS');
  });

  it('stays within its byte bound', async () => {
    const category = await newCategory();
    const description = `<p>${'长描述'.repeat(2000)}</p>`;
    for (let i = 0; i < 20; i++) await newProduct(category.id, { description });
    // Each limit is another key; together they hold several times the bound.
    for (let limit = 81; limit <= 100; limit++) {
      expect((await read(visitor, `/api/products?category=${category.id}&limit=${limit}`)).status).toBe(200);
    }
    const health = await admin.get('/api/health');
    expect(health.body.cache.bytes).toBeGreaterThan(0);
    expect(health.body.cache.bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(health.body.cache.hitRatio).toBeGreaterThan(0);
    // Only an admin sees the cache figures.
    expect((await visitor.get('/api/health')).body.cache).toBeUndefined();
  });
});

describe('failures', () => {
  it('serves a cached product stale while the catalog is down, and 503 for one never cached', async () => {
    const category = await newCategory();
    const cached = await newProduct(category.id);
    const never = await newProduct(category.id);
    expect((await read(visitor, `/api/products/${cached.id}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, TTL_MS + 200));
    await stack.stopApp('catalog', 'SIGKILL');
    try {
      const stale = await read(visitor, `/api/products/${cached.id}`);
      expect(stale).toMatchObject({ status: 200, cache: 'STALE' });
      expect(stale.body.id).toBe(cached.id);
      expect((await read(visitor, `/api/products/${never.id}`)).status).toBe(503);
    } finally {
      stack.startApp('catalog');
      await stack.waitUntilHealthy();
    }
    expect((await read(visitor, `/api/products/${cached.id}`)).cache).toBe('MISS');
  });

  it('drops the whole cache when the connection to NATS comes back', async () => {
    await read(visitor, '/api/settings');
    expect((await read(visitor, '/api/settings')).cache).toBe('HIT');
    const before = (await admin.get('/api/health')).body.cache.resets as number;
    await nats.restart();
    await stack.waitUntilHealthy();
    await eventually(async () => ((await admin.get('/api/health')).body.cache?.resets ?? 0) > before, 10_000);
    expect((await read(visitor, '/api/settings')).cache).toBe('MISS');
  });
});
