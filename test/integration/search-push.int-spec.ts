import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Stack } from '@site/dev-stack';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

// Baidu push and IndexNow on publish (docs/seo.md): identity's durable consumer writes outbox rows,
// its worker posts them to the engines, here a local fake server standing in for both.
let stack: Stack;
let admin: ApiClient;
let engines: Awaited<ReturnType<typeof startFakeEngines>>;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36)}${++n}`;

const SITE = 'https://www.zhiheng-auto.cn';
const KEY = 'zh-push-key-2026';
const TOKEN = 'BaiduTok3n2026';

interface Received {
  at: number;
  path: string;
  query: URLSearchParams;
  type: string;
  body: string;
  status: number;
}

/** One HTTP server for both engines: records every POST; answers 500 while `failing` (or for `failNext` requests). */
async function startFakeEngines() {
  const state = { failing: false, failNext: 0 };
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let status = 200;
      if (state.failing) status = 500;
      else if (state.failNext > 0) {
        state.failNext--;
        status = 500;
      }
      received.push({
        at: Date.now(),
        path: url.pathname,
        query: url.searchParams,
        type: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        status,
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? '{"remain":99998,"success":1}' : '{"error":500,"message":"internal error"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    state,
    received,
    /** Requests that name this page, by engine path. */
    about: (url: string) =>
      received.filter(
        (r) => r.body === url || r.body.includes(JSON.stringify(url)) || r.body.split('\n').includes(url),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface PushRow extends Record<string, unknown> {
  id: number;
  engine: string;
  action: string;
  url: string;
  state: string;
  attempts: number;
  result: string | null;
}

const rowsFor = (url: string) =>
  queryDb<PushRow>(
    stack,
    'identity',
    'SELECT id, engine, action, url, state, attempts, result FROM search_push_outbox WHERE url = $1 ORDER BY id',
    [url],
  );

async function saveSettings(tab: string, change: Record<string, unknown>) {
  const current = await admin.get(`/api/settings?tab=${tab}`);
  const saved = await admin.post('/api/settings', { tab, settings: { ...current.body, ...change } });
  expect(saved.status).toBe(200);
  return saved;
}

async function newCategory(type: 'product' | 'news') {
  const answer = await admin.post('/api/categories', { name: uniq('推送分类'), type });
  expect(answer.status).toBe(201);
  return (answer.body as { id: number }).id;
}

async function newProduct(status = '已发布') {
  const answer = await admin.post('/api/products?publish=true', {
    name: uniq('推送产品'),
    category: await newCategory('product'),
    status,
    price: '¥10',
    stock: 5,
    description: '<p>产品介绍</p>',
  });
  expect(answer.status).toBe(201);
  return (answer.body as { id: number }).id;
}

async function newArticle() {
  const input = {
    title: uniq('推送新闻'),
    category: await newCategory('news'),
    content: '<p>新闻正文</p>',
    summary: '摘要',
    cover_image: null,
  };
  // Published at once: a draft is never pushed.
  const answer = await admin.post('/api/news?publish=true', input);
  expect(answer.status).toBe(201);
  return { id: (answer.body as { id: number }).id, input };
}

beforeAll(async () => {
  engines = await startFakeEngines();
  stack = await startTestStack({
    appEnv: {
      identity: {
        SEARCH_PUSH_BAIDU_URL: `http://127.0.0.1:${engines.port}/baidu`,
        SEARCH_PUSH_INDEXNOW_URL: `http://127.0.0.1:${engines.port}/indexnow`,
        // The outgoing-request guard refuses this machine unless allowed (outgoing-requests.int-spec.ts).
        SEARCH_PUSH_ALLOW_HOSTS: '127.0.0.1',
      },
    },
  });
  admin = await ApiClient.signedIn(stack.url, ADMIN);
});

afterAll(async () => {
  await stopTestStack(stack);
  await engines?.close();
});

describe('push settings', () => {
  // Off by default, a change is pushed nowhere: search-push.medium-spec.ts in the identity service, with the
  // events delivered to its consumer. Here, a refusal as the browser gets it.
  it('refuses a bad key, site or token and a push switched on without what it needs, in Chinese', async () => {
    const current = (await admin.get('/api/settings?tab=system')).body as Record<string, unknown>;
    const cases: [Record<string, unknown>, string][] = [
      [{ indexNowKey: 'short' }, 'IndexNow 密钥必须是8到128位的字母、数字或连字符'],
      [{ indexNowKey: 'has space in it' }, 'IndexNow 密钥必须是8到128位的字母、数字或连字符'],
      [{ indexNowKey: 'k'.repeat(129) }, 'IndexNow 密钥必须是8到128位的字母、数字或连字符'],
      [{ indexNowEnabled: true, indexNowKey: '' }, '开启 IndexNow 需要填写密钥'],
      [{ baiduPushSite: 'www.example.com' }, '百度推送站点必须是以 http:// 或 https:// 开头的完整网址'],
      [{ baiduPushToken: 'tok en!' }, '百度推送令牌只能包含字母和数字'],
      [{ baiduPushEnabled: true, baiduPushSite: SITE }, '开启百度推送需要填写推送令牌'],
      [{ baiduPushEnabled: true, baiduPushToken: TOKEN, baiduPushSite: '' }, '开启百度推送需要填写推送站点'],
    ];
    for (const [change, message] of cases) {
      const answer = await admin.post('/api/settings', { tab: 'system', settings: { ...current, ...change } });
      expect({ change, status: answer.status }).toEqual({ change, status: 400 });
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });

  it('keeps the Baidu token write-only: never in any answer, kept when the form sends it empty', async () => {
    const saved = await saveSettings('system', { baiduPushSite: SITE, baiduPushToken: TOKEN });
    expect(JSON.stringify(saved.body)).not.toContain(TOKEN);
    const read = (await admin.get('/api/settings?tab=system')).body as Record<string, unknown>;
    expect(read.baiduPushTokenSet).toBe(true);
    expect(read).not.toHaveProperty('baiduPushToken');
    expect(JSON.stringify(read)).not.toContain(TOKEN);
    await saveSettings('system', { baiduPushToken: '' });
    expect(
      ((await admin.get('/api/settings?tab=system')).body as { baiduPushTokenSet: boolean }).baiduPushTokenSet,
    ).toBe(true);
    const publicSettings = await (await fetch(`${stack.url}/api/settings`)).text();
    expect(publicSettings).not.toContain(TOKEN);
    expect(publicSettings).not.toMatch(/baiduPush|indexNow/);
  });
});

describe('the IndexNow key file', () => {
  it('serves /<key>.txt as text/plain only while IndexNow is on with that key; any other .txt is 404', async () => {
    await saveSettings('system', { indexNowKey: KEY });
    expect((await fetch(`${stack.url}/${KEY}.txt`)).status).toBe(404);
    await saveSettings('system', { indexNowEnabled: true });
    const answer = await fetch(`${stack.url}/${KEY}.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe(KEY);
    for (const other of ['/another-key-1234.txt', '/short.txt', '/a.b.txt', `/${KEY}x.txt`]) {
      const miss = await fetch(`${stack.url}${other}`);
      expect({ other, status: miss.status }).toEqual({ other, status: 404 });
    }
    expect((await fetch(`${stack.url}/robots.txt`)).status).toBe(200);
    await saveSettings('system', { indexNowEnabled: false });
    expect((await fetch(`${stack.url}/${KEY}.txt`)).status).toBe(404);
  });
});

describe('push on publish', () => {
  it('records a skip with its reason while the site address is empty, and sends nothing', async () => {
    await saveSettings('system', { indexNowEnabled: true, indexNowKey: KEY });
    const article = await newArticle();
    const row = await eventually(async () => (await rowsFor(`/news/${article.id}`))[0], 15_000);
    expect(row).toMatchObject({ engine: 'indexnow', action: 'update', state: 'skipped' });
    expect(row.result).toContain('未设置网站地址');
    expect(engines.received).toEqual([]);
  });

  it('pushes a published product to Baidu and IndexNow with the right payloads; an unpublished one nowhere', async () => {
    await saveSettings('general', { siteUrl: SITE });
    await saveSettings('system', { baiduPushEnabled: true, baiduPushSite: SITE, indexNowEnabled: true });
    const draft = await newProduct('开发中');
    const product = await newProduct('已发布');
    const url = `${SITE}/products/${product}`;
    await eventually(() => Promise.resolve(engines.about(url).length >= 2 || undefined), 20_000);
    const baidu = engines.about(url).find((r) => r.path.startsWith('/baidu'))!;
    expect(baidu.path).toBe('/baidu/urls');
    expect(baidu.query.get('site')).toBe(SITE);
    expect(baidu.query.get('token')).toBe(TOKEN);
    expect(baidu.type).toMatch(/^text\/plain/);
    expect(baidu.body).toBe(url);
    const indexNow = engines.about(url).find((r) => r.path === '/indexnow')!;
    expect(indexNow.type).toMatch(/^application\/json/);
    expect(JSON.parse(indexNow.body)).toEqual({
      host: 'www.zhiheng-auto.cn',
      key: KEY,
      keyLocation: `${SITE}/${KEY}.txt`,
      urlList: [url],
    });
    const rows = await eventually(async () => {
      const found = await rowsFor(url);
      return found.length === 2 && found.every((r) => r.state === 'sent') ? found : undefined;
    }, 10_000);
    expect(rows.map((r) => [r.engine, r.action, r.attempts])).toEqual([
      ['baidu', 'update', 1],
      ['indexnow', 'update', 1],
    ]);
    expect(rows[0].result).toContain('HTTP 200');
    // The draft's event came first and was handled long before.
    expect(await rowsFor(`${SITE}/products/${draft}`)).toEqual([]);
    expect(engines.about(`${SITE}/products/${draft}`)).toEqual([]);
  });

  it('pushes a changed article, and a deleted one to Baidu del and IndexNow', async () => {
    const article = await newArticle();
    const url = `${SITE}/news/${article.id}`;
    await eventually(() => Promise.resolve(engines.about(url).length >= 2 || undefined), 20_000);
    const updated = await admin.put(`/api/news/${article.id}?publish=true`, {
      ...article.input,
      title: `${article.input.title}（修订）`,
      content: '<p>修订后的正文</p>',
    });
    expect(updated.status).toBe(200);
    await eventually(() => Promise.resolve(engines.about(url).length >= 4 || undefined), 20_000);
    expect((await admin.delete(`/api/news/${article.id}`)).status).toBe(204);
    await eventually(() => Promise.resolve(engines.about(url).length >= 6 || undefined), 20_000);
    const paths = engines.about(url).map((r) => r.path);
    expect(paths.filter((p) => p === '/baidu/urls')).toHaveLength(2);
    expect(paths.filter((p) => p === '/baidu/del')).toHaveLength(1);
    expect(paths.filter((p) => p === '/indexnow')).toHaveLength(3);
    const rows = await eventually(async () => {
      const found = await rowsFor(url);
      return found.length === 6 && found.every((r) => r.state === 'sent') ? found : undefined;
    }, 10_000);
    expect(rows.filter((r) => r.action === 'delete').map((r) => r.engine)).toEqual(['baidu', 'indexnow']);
  });

  it("pushes an article's English version to IndexNow only, at its /en address", async () => {
    const article = await newArticle();
    const zh = `${SITE}/news/${article.id}`;
    const en = `${SITE}/en/news/${article.id}`;
    await eventually(() => Promise.resolve(engines.about(zh).length >= 2 || undefined), 20_000);
    const title = uniq('Pushed article ');
    const english = { title, content: `<p>${title}</p>`, summary: '' };
    expect((await admin.put(`/api/en/news/${article.id}?publish=true`, english)).status).toBe(200);
    await eventually(() => Promise.resolve(engines.about(en).length >= 1 || undefined), 20_000);
    // Removing the published English version takes it off the site: a deletion for IndexNow.
    expect((await admin.delete(`/api/en/news/${article.id}`)).status).toBe(204);
    const rows = await eventually(async () => {
      const found = await rowsFor(en);
      return found.length === 2 && found.every((r) => r.state === 'sent') ? found : undefined;
    }, 20_000);
    expect(rows.map((r) => [r.engine, r.action])).toEqual([
      ['indexnow', 'update'],
      ['indexnow', 'delete'],
    ]);
    expect(engines.about(en).map((r) => r.path)).toEqual(['/indexnow', '/indexnow']);
    // The Chinese address got only its own article's pushes.
    expect(engines.about(zh).map((r) => r.path)).toEqual(expect.arrayContaining(['/baidu/urls', '/indexnow']));
    expect(engines.about(zh)).toHaveLength(2);
  });

  it('retries a failing endpoint with backoff until it is delivered', async () => {
    await saveSettings('system', { baiduPushEnabled: false });
    engines.state.failNext = 1;
    const article = await newArticle();
    const url = `${SITE}/news/${article.id}`;
    const failed = await eventually(async () => {
      const row = (await rowsFor(url))[0];
      return row?.attempts === 1 && row.result ? row : undefined;
    }, 20_000);
    expect(failed.state).toBe('pending');
    expect(failed.result).toContain('HTTP 500');
    // The first retry is due about 10 s after the failure.
    const row = await eventually(async () => {
      const found = (await rowsFor(url))[0];
      return found?.state === 'sent' ? found : undefined;
    }, 40_000);
    expect(row.attempts).toBe(2);
    const tries = engines.about(url);
    expect(tries.map((r) => r.status)).toEqual([500, 200]);
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(9_000);
  });

  it('keeps pending pushes across a crash of the identity service and delivers them after the restart', async () => {
    engines.state.failing = true;
    const article = await newArticle();
    const url = `${SITE}/news/${article.id}`;
    // Kill only once the failure is recorded: a push killed while claimed keeps its 5-minute lease.
    await eventually(async () => {
      const row = (await rowsFor(url))[0];
      return (row?.attempts === 1 && row.result) || undefined;
    }, 20_000);
    await stack.stopApp('identity', 'SIGKILL');
    engines.state.failing = false;
    stack.startApp('identity');
    await stack.waitUntilHealthy(30_000);
    const row = await eventually(async () => {
      const found = (await rowsFor(url))[0];
      return found?.state === 'sent' ? found : undefined;
    }, 60_000);
    expect(row.attempts).toBe(2);
    expect(engines.about(url).map((r) => r.status)).toEqual([500, 200]);
  });

  it('shows the admin the newest pushes with engine, address, action, result and attempts', async () => {
    const answer = await admin.get('/api/settings/search-pushes');
    expect(answer.status).toBe(200);
    const log = answer.body as Record<string, unknown>[];
    expect(log.length).toBeGreaterThanOrEqual(10);
    expect(log.length).toBeLessThanOrEqual(50);
    const ids = log.map((r) => r.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(log[0]).toMatchObject({ engine: 'indexnow', action: 'update', state: 'sent', attempts: 2 });
    expect(log[0]).toEqual(
      expect.objectContaining({
        url: expect.stringMatching(/^https:\/\/www\.zhiheng-auto\.cn\/news\/\d+$/),
        result: expect.stringContaining('HTTP 200'),
        created_at: expect.any(String),
        finished_at: expect.any(String),
      }),
    );
    expect(log.some((r) => r.state === 'skipped')).toBe(true);
  });
});
