import { randomUUID } from 'node:crypto';
import type { Stack } from '@site/dev-stack';
import { SERVICE_NAMES } from '@site/contracts';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('gateway over the running stack', () => {
  let stack: Stack;
  const api = (path: string, init?: RequestInit) => fetch(`${stack.url}${path}`, init);

  beforeAll(async () => {
    stack = await startTestStack({ seedDemo: true });
  });
  afterAll(() => stopTestStack(stack));

  it('reports the five services and NATS up with latencies (to an admin)', async () => {
    const admin = await ApiClient.signedIn(stack.url, ADMIN);
    const res = await admin.get<{
      status: string;
      nats: { up: boolean };
      services: Record<string, { latencyMs: unknown }>;
    }>('/api/health');
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.status).toBe('ok');
    expect(body.nats.up).toBe(true);
    expect(Object.keys(body.services).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const name of SERVICE_NAMES) {
      expect(body.services[name]).toMatchObject({ up: true, database: { up: true } });
      expect(typeof body.services[name].latencyMs).toBe('number');
    }
  });

  it('serves only the public settings, from the database', async () => {
    const res = await api('/api/settings');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'address',
        'contactEmail',
        'contactPhone',
        'faviconUrl',
        'footerLinks',
        'logoUrl',
        'maintenanceMessage',
        'maintenanceMode',
        'productPromises',
        'recordNumber',
        'siteDescription',
        'siteName',
        'siteUrl',
        'timeZone',
      ].sort(),
    );
    const [row] = await queryDb<{ values: { siteName: string } }>(
      stack,
      'identity',
      "SELECT values FROM settings WHERE tab = 'general'",
    );
    expect(body.siteName).toBe(row.values.siteName);
    // A value staff saved is what visitors see.
    const admin = await ApiClient.signedIn(stack.url, ADMIN);
    expect((await admin.post('/api/settings', { tab: 'general', settings: { siteName: '测试站点' } })).status).toBe(
      200,
    );
    expect(((await (await api('/api/settings')).json()) as { siteName: string }).siteName).toBe('测试站点');
  });

  it('never exposes SMTP or security settings, even when they are stored', async () => {
    await queryDb(
      stack,
      'identity',
      `INSERT INTO settings (tab, values) VALUES ('email', '{"smtpPassword":"s3cret-pw","smtpServer":"smtp.example.com"}'),
       ('security', '{"loginAttempts":3}') ON CONFLICT (tab) DO UPDATE SET values = EXCLUDED.values`,
    );
    const text = await (await api('/api/settings')).text();
    expect(text).not.toContain('s3cret-pw');
    expect(text).not.toContain('smtp');
    expect(text).not.toContain('loginAttempts');
  });

  it('answers log-visit with 202 and the analytics service stores the visit', async () => {
    const page = `/about?probe=${randomUUID()}`;
    const res = await api(
      '/api/log-visit',
      json({
        page_url: page,
        referer: 'https://www.baidu.com/',
        user_agent: 'jest',
        timestamp: new Date().toISOString(),
      }),
    );
    expect(res.status).toBe(202);
    const row = await eventually(async () => {
      const rows = await queryDb<{ page_url: string; referer: string }>(
        stack,
        'analytics',
        'SELECT * FROM visit_log WHERE page_url = $1',
        [page],
      );
      return rows[0];
    });
    expect(row.referer).toBe('https://www.baidu.com/');
  });

  it('refuses a visit without page_url with a Chinese 400 and stores nothing', async () => {
    const before = await queryDb<{ n: string }>(stack, 'analytics', 'SELECT count(*) AS n FROM visit_log');
    const res = await api('/api/log-visit', json({ referer: null }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('page_url 不能为空');
    await new Promise((r) => setTimeout(r, 300));
    const after = await queryDb<{ n: string }>(stack, 'analytics', 'SELECT count(*) AS n FROM visit_log');
    expect(after[0].n).toBe(before[0].n);
  });

  it('answers 413 to a JSON body over the limit, before anything reaches NATS', async () => {
    const res = await api('/api/log-visit', json({ page_url: '/x', referer: 'y'.repeat(600 * 1024) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('请求体过大');
  });

  it('answers bad JSON with a Chinese 400', async () => {
    const res = await api('/api/log-visit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('请求体不是有效的 JSON');
  });

  it('answers unknown /api paths with a JSON 404, and other paths with the server-rendered page', async () => {
    const missing = await api('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect(await missing.json()).toEqual({ error: '接口不存在' });

    const page = await api('/about');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    // A product that does not exist is a 404 page, no longer the app with status 200.
    const gone = await api('/products/42');
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('产品未找到');
  });

  it('publishes an OpenAPI document listing the calls', async () => {
    const res = await api('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/settings', '/api/log-visit', '/api/upload']),
    );
    expect((await api('/api/docs')).status).toBe(200);
  });

  it('seeds the demo catalogue once, with its pictures in object storage', async () => {
    const products = (await (await api('/api/products')).json()) as { id: number; primary_image: string }[];
    expect(products.length).toBeGreaterThanOrEqual(30);
    const pictures = [...new Set(products.map((p) => p.primary_image))];
    for (const url of pictures) {
      expect(url).toMatch(/^\/uploads\/images\/demo\/[a-z-]+\.webp$/);
      const res = await api(url);
      expect({ url, status: res.status, type: res.headers.get('content-type') }).toEqual({
        url,
        status: 200,
        type: 'image/webp',
      });
    }
    const categories = (await (await api('/api/categories')).json()) as { type: string }[];
    expect(categories.filter((c) => c.type === 'news').length).toBeGreaterThanOrEqual(7);

    // A restart finds data and seeds nothing more.
    await stack.stopApp('catalog');
    stack.startApp('catalog');
    await stack.waitUntilHealthy(30_000);
    const again = (await (await api('/api/products')).json()) as unknown[];
    expect(again.length).toBe(products.length);
  });

  it('ran each service migrations at start, with no synchronize', async () => {
    const identity = await queryDb<{ name: string }>(stack, 'identity', 'SELECT name FROM migrations');
    expect(identity.map((m) => m.name)).toContain('CreateSettings1763740000000');
    const analytics = await queryDb<{ name: string }>(stack, 'analytics', 'SELECT name FROM migrations');
    expect(analytics.map((m) => m.name)).toContain('CreateVisitLog1763740000000');
    const catalog = await queryDb<{ name: string }>(stack, 'catalog', 'SELECT name FROM migrations');
    expect(catalog.map((m) => m.name)).toContain('CreateCatalog1763760000000');
  });
});
