import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

// Server-rendered public pages (docs/server-rendering.md): real status codes, compression,
// validators, a page cache dropped by the same events as the read cache, and stale-if-error.
// Runs the built gateway and web app (node scripts/build.mjs).
const TTL_MS = 3000;

let stack: Stack;
let admin: ApiClient;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36)}${++n}`;

interface Page {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw GET: the bytes as sent (no decompression), so Content-Encoding can be checked. */
function get(path: string, headers: Record<string, string> = {}): Promise<Page & { raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${stack.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body: raw.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** What the page shows inside #root, and the embedded query state. */
function parts(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr-state"/.exec(html)?.[1];
  const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root: root ?? '', state: state ? (JSON.parse(state) as { queries: { queries: unknown[] } }) : null };
}

async function newCategory(type: 'product' | 'news' = 'product') {
  const answer = await admin.post('/api/categories', { name: uniq('页面分类'), type });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string };
}

async function newProduct(category: number, extra: Record<string, unknown> = {}) {
  const answer = await admin.post('/api/products?publish=true', {
    name: uniq('页面产品'),
    category,
    status: '已发布',
    price: '¥10',
    stock: 5,
    description: '<p>产品描述段落</p>',
    ...extra,
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; name: string };
}

async function saveSettings(tab: string, change: Record<string, unknown>) {
  const current = await admin.get(`/api/settings?tab=${tab}`);
  expect(current.status).toBe(200);
  const saved = await admin.post('/api/settings', { tab, settings: { ...current.body, ...change } });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  stack = await startTestStack({ appEnv: { gateway: { CACHE_TTL_MS: String(TTL_MS) } } });
  admin = await ApiClient.signedIn(stack.url, ADMIN);
});

afterAll(async () => {
  await stopTestStack(stack);
});

describe('server-rendered pages', () => {
  it('renders every public route with its content and the query state, no nonce', async () => {
    const category = await newCategory();
    const product = await newProduct(category.id);
    const news = await admin.post('/api/news?publish=true', {
      title: uniq('页面新闻'),
      category: (await newCategory('news')).id,
      content: '<p>新闻正文内容</p>',
      summary: '新闻摘要',
      cover_image: null,
    });
    expect(news.status).toBe(201);

    for (const [path, text] of [
      ['/', '让自动化为你持续创造价值'],
      ['/about', '我们的故事'],
      ['/technology', '核心技术'],
      ['/products', product.name],
      [`/products/${product.id}`, '产品描述段落'],
      ['/news', news.body.title],
      [`/news/${news.body.id}`, '新闻正文内容'],
      ['/download', 'APP下载'],
      ['/contact', '联系我们'],
    ]) {
      const page = await get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const { root, state } = parts(page.body);
      expect(root).toContain(text);
      expect(state?.queries.queries.length).toBeGreaterThan(0);
      // One stored copy for every visitor: nothing in it is made per request.
      expect(page.body).not.toMatch(/\bnonce=/);
    }
    const productPage = parts((await get(`/products/${product.id}`)).body).root;
    expect(productPage).toContain(`href="/products"`);
    expect((await get(`/products/${product.id}`)).body).toContain(`<title>${product.name}`);
  });

  it("links each lazy page's CSS and chunk into its HTML, and nothing extra on the home page", async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const home = head((await get('/')).body);
    for (const [path, chunk] of [
      ['/products', 'products'],
      ['/contact', 'contact'],
      ['/no-such-page', 'not-found'],
    ]) {
      const page = head((await get(path)).body);
      expect(page).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[\\w-]+\\.js">`));
      expect(page).toMatch(new RegExp(`<link rel="stylesheet" crossorigin href="/assets/${chunk}-[\\w-]+\\.css">`));
      expect(home).not.toContain(`/assets/${chunk}-`);
    }
    // Every linked file exists (the manifest and the build agree).
    for (const [, file] of (await get('/products')).body.matchAll(/href="(\/assets\/[^"]+)"/g)) {
      expect({ file, status: (await get(file)).status }).toEqual({ file, status: 200 });
    }
  });

  it('answers 404 with the 404 page for unknown routes and missing records, and for missing files', async () => {
    for (const path of ['/no-such-page', '/products/999999', '/news/999999', '/products/abc']) {
      const page = await get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(parts(page.body).root).toMatch(/页面未找到|产品不存在|该新闻不存在|产品未找到/);
    }
    // The build's chunk report and server entry exist on disk but are not served.
    for (const path of ['/assets/missing.js', '/missing.txt', '/.vite/chunks.json', '/server/entry-server.cjs']) {
      const page = await get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(page.headers['content-type']).not.toMatch(/html/);
    }
    const api = await get('/api/no-such-route');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ error: expect.any(String) });
  });

  it("links its own language's words and no other's, and answers /en with the Chinese 404 page while English is not offered", async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const products = await get('/products');
    expect(products.body).toContain('<html lang="zh-CN">');
    expect(head(products.body)).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/zh-CN-[\w-]+\.js">/);
    expect(head(products.body)).not.toMatch(/\/assets\/en-[\w-]+\.js/);
    expect(head(products.body)).not.toContain('hreflang');
    for (const path of ['/en', '/en/products', '/en/news/1']) {
      const page = await get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(page.body).toContain('<html lang="zh-CN">');
      expect(parts(page.body).root).toContain('页面未找到');
      // Not started in the browser: it would start the app in the address's language.
      expect(page.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    }
  });

  it('keeps the back office a client app: the bare shell, on the React build', async () => {
    const entry = (html: string) => /<script type="module"[^>]*src="\/assets\/([a-z-]+)-[^"]+\.js"/.exec(html)?.[1];
    for (const path of ['/admin/login', '/Admin', '/categories']) {
      const page = await get(path);
      expect({ path, status: page.status, entry: entry(page.body) }).toEqual({ path, status: 200, entry: 'index' });
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('id="ssr-state"');
    }
    // The public pages hydrate on their own build (preact/compat), whose template is no file to fetch.
    expect(entry((await get('/')).body)).toBe('public-page');
    expect((await get('/public-page.html')).status).toBe(404);
  });

  it('puts the settings in the HTML, redirects /favicon.ico, and answers 503 in maintenance mode', async () => {
    const siteName = uniq('页面站点');
    await saveSettings('general', { siteName, faviconUrl: '/uploads/icons/site.png' });
    const home = await get('/');
    expect(home.body).toContain(`<title>${siteName}`);
    expect(home.body).toContain('<link rel="icon" href="/uploads/icons/site.png">');
    expect(parts(home.body).root).toContain(siteName);
    const favicon = await get('/favicon.ico');
    expect(favicon.status).toBe(302);
    expect(favicon.headers.location).toBe('/uploads/icons/site.png');

    await saveSettings('system', { maintenanceMode: true, maintenanceMessage: '系统升级中，稍后回来' });
    try {
      const page = await get('/products');
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toMatch(/^\d+$/);
      expect(parts(page.body).root).toContain('系统升级中，稍后回来');
    } finally {
      await saveSettings('system', { maintenanceMode: false });
    }
    expect((await get('/products')).status).toBe(200);
  });
});

describe('delivery', () => {
  it('compresses HTML, JSON and built assets with brotli or gzip', async () => {
    // Enough products for a list over the 1 KB threshold.
    const category = await newCategory();
    for (let i = 0; i < 8; i++) await newProduct(category.id);
    for (const encoding of ['br', 'gzip']) {
      const page = await get('/about', { 'accept-encoding': encoding });
      expect(page.headers['content-encoding']).toBe(encoding);
      const json = await get('/api/products', { 'accept-encoding': encoding });
      expect(json.headers['content-encoding']).toBe(encoding);
      const unpack = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(unpack(page.raw).toString('utf8')).toContain('我们的故事');
      expect(Array.isArray(JSON.parse(unpack(json.raw).toString('utf8')))).toBe(true);
    }
    // The read cache stored the answer itself, not its compressed stream.
    expect((await get('/api/products', { 'accept-encoding': 'br' })).headers['x-cache']).toBe('HIT');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec((await get('/')).body)![1];
    const asset = await get(script, { 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get(script)).headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a repeated request for a page', async () => {
    const first = await get('/about');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/about', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it("sends a stored page's own brotli and gzip copies, each with its ETag", async () => {
    // A page of its own: a parameter the page reads (a junk one would find the cached /news).
    const path = `/news?search=${uniq('enc')}`;
    const plain = await get(path);
    expect(plain.headers['x-cache']).toBe('MISS');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const etags = new Set([plain.headers.etag]);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'br'],
    ]) {
      const page = await get(path, { 'accept-encoding': accept });
      expect({ accept, encoding: page.headers['content-encoding'] }).toEqual({ accept, encoding });
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      const unpack = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(unpack(page.raw).toString('utf8')).toBe(plain.body);
      etags.add(page.headers.etag);
      const again = await get(path, { 'accept-encoding': accept, 'if-none-match': String(page.headers.etag) });
      expect(again.status).toBe(304);
    }
    expect(etags.size).toBe(3);
    // An ETag of another coding does not revalidate this one.
    const other = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
    expect((await get(path, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });
});

describe('page cache', () => {
  it('serves a page from memory until an admin edit drops it', async () => {
    const category = await newCategory();
    const product = await newProduct(category.id);
    const path = `/products/${product.id}`;
    expect((await get(path)).headers['x-cache']).toBe('MISS');
    const hit = await get(path);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.body).toContain(product.name);

    const renamed = uniq('改名产品');
    const put = await admin.put(`/api/products/${product.id}?publish=true`, {
      name: renamed,
      category: category.id,
      status: '已发布',
      price: '¥12',
      stock: 5,
      description: '<p>新描述</p>',
    });
    expect(put.status).toBe(200);
    const after = await get(path);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(parts(after.body).root).toContain(renamed);
    expect(parts(after.body).root).not.toContain(product.name);
  });

  it("never serves one visitor's Host header to another", async () => {
    // A parameter the page reads: others (`?v=`) no longer make a page of their own.
    const path = `/news?search=${uniq('host')}`;
    const poisoned = await get(path, { host: 'poison.example' });
    expect(poisoned.status).toBe(200);
    expect(poisoned.body).toContain('http://poison.example/');
    const page = await get(path);
    expect(page.headers['x-cache']).toBe('MISS');
    expect(page.body).not.toContain('poison.example');
    expect(page.body).toContain(`${new URL(stack.url).origin}/`);
    expect((await get(path, { host: 'poison.example' })).headers['x-cache']).toBe('HIT');
  });

  it('serves the cached product page while the catalog is down', async () => {
    const category = await newCategory();
    const product = await newProduct(category.id);
    const path = `/products/${product.id}`;
    expect((await get(path)).status).toBe(200);
    await new Promise((r) => setTimeout(r, TTL_MS + 200));
    await stack.stopApp('catalog', 'SIGKILL');
    try {
      const stale = await get(path);
      expect(stale.status).toBe(200);
      expect(stale.headers['x-cache']).toBe('STALE');
      expect(parts(stale.body).root).toContain(product.name);
      const never = await get(`/products/${product.id + 1000}`);
      expect(never.status).toBe(503);
      expect(never.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      stack.startApp('catalog');
      await stack.waitUntilHealthy();
    }
  });
});
