import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from '@site/dev-stack';
import { visitSubject } from '@site/service-kit';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { images } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { contactFormFields } from '../support/proof-of-work';
import { eventually, queryDb, repoRoot, startTestStack, stopTestStack } from '../support/test-stack';

/** Hostile input never gives a 5xx, never half-writes, and never stops the visit pipeline. */

const NUL = 'a\u0000b';
const LONE = 'a\ud83db';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('hostile input', () => {
  let stack: Stack;
  let admin: ApiClient;
  let nc: NatsConnection;
  let productCategory: number;
  let newsCategory: number;
  const logDir = join(repoRoot, '.data', 'test-logs', `hostile-${process.pid}-${Date.now().toString(36)}`);

  beforeAll(async () => {
    stack = await startTestStack({
      logs: { dir: logDir },
      // 127.0.0.1 stands in for a reverse proxy, so tests can speak for other client addresses.
      appEnv: { gateway: { TRUSTED_PROXIES: '127.0.0.1' } },
    });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    nc = await connect({ servers: stack.natsUrl });
    productCategory = (await admin.post('/api/categories', { name: '硬件', type: 'product' })).body.id;
    newsCategory = (await admin.post('/api/categories', { name: '公司新闻', type: 'news' })).body.id;
  }, 120_000);

  afterAll(async () => {
    await nc?.close();
    await stopTestStack(stack);
  });

  const expectChinese400 = (answer: { status: number; body: { error?: string } }, field?: string) => {
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/[\u4e00-\u9fff]/);
    if (field) expect(answer.body.error).toContain(field);
  };

  describe('one rule for text: NUL and unpaired surrogates are a Chinese 400, never a 500', () => {
    it.each([
      '/api/products?search=%00',
      '/api/news?search=%00',
      '/api/contacts?search=%00',
      '/api/audit-logs?search=%00',
    ])('GET %s', async (path) => {
      expectChinese400(await admin.get(path), '搜索词');
    });

    const bodies: [string, string, string, (bad: string) => Record<string, unknown>, string][] = [
      [
        'products',
        'POST',
        '/api/products',
        (bad) => ({ name: bad, category: 0, status: '已发布', stock: 1 }),
        '产品名称',
      ],
      ['categories', 'POST', '/api/categories', (bad) => ({ name: bad, type: 'product' }), '分类名称'],
      ['category slugs', 'POST', '/api/categories', (bad) => ({ name: '好', slug: bad, type: 'news' }), 'URL别名'],
      ['news', 'POST', '/api/news', (bad) => ({ title: bad, category: 0, content: '<p>正文</p>' }), '标题'],
      [
        'news summaries',
        'POST',
        '/api/news',
        (bad) => ({ title: 'T', category: 0, content: 'x', summary: bad }),
        '摘要',
      ],
      [
        'users',
        'POST',
        '/api/users',
        (bad) => ({ username: 'u1', name: bad, email: 'u@example.com', role: 'viewer', password: 'Strong-Pass-1' }),
        '姓名',
      ],
      ['settings', 'POST', '/api/settings', (bad) => ({ tab: 'general', settings: { siteName: bad } }), '网站名称'],
      ['settings text', 'POST', '/api/settings', (bad) => ({ tab: 'general', settings: { address: bad } }), '地址'],
      [
        'footer links',
        'POST',
        '/api/settings',
        (bad) => ({
          tab: 'general',
          settings: { footerLinks: [{ title: '服务', links: [{ label: bad, href: '/' }] }] },
        }),
        '链接文字',
      ],
      [
        'contacts',
        'POST',
        '/api/contacts',
        (bad) => ({ name: 'n', email: 'a@example.com', subject: 's', message: bad }),
        '留言内容',
      ],
      [
        'app downloads',
        'POST',
        '/api/app-downloads',
        (bad) => ({ platform: 'ios', title: 'x', description: bad }),
        '描述',
      ],
      ['the login username', 'POST', '/api/login', (bad) => ({ username: bad, password: 'x' }), '用户名'],
    ];
    it.each(bodies)('%s', async (_name, method, path, body, field) => {
      // 0 stands for the category made in beforeAll (the table is built before it exists).
      const fill = (b: Record<string, unknown>) =>
        b.category === 0 ? { ...b, category: path === '/api/news' ? newsCategory : productCategory } : b;
      for (const bad of [NUL, LONE]) {
        expectChinese400(await admin.request(method, path, fill(body(bad))), field);
      }
    });

    it('stores nothing from a refused write', async () => {
      await admin.post('/api/products?publish=true', {
        name: NUL,
        category: productCategory,
        status: '已发布',
        stock: 1,
      });
      const rows = await queryDb(stack, 'catalog', "SELECT id FROM products WHERE name LIKE 'a%b'");
      expect(rows).toHaveLength(0);
    });
  });

  describe('strict ids', () => {
    let productId: number;
    beforeAll(async () => {
      const created = await admin.post('/api/products?publish=true', {
        name: 'Id probe',
        category: productCategory,
        status: '已发布',
        stock: 3,
      });
      productId = created.body.id;
    });

    it.each(['0x{id}', '+{id}', '%20{id}', '0000{id}', '{id}.0', '{id}e0', '{id}%20', '-{id}', '0'])(
      'GET and DELETE /api/products/%s are a 400 that reaches nothing',
      async (pattern) => {
        const path = `/api/products/${pattern.replace('{id}', String(productId))}`;
        expectChinese400(await admin.get(path));
        expectChinese400(await admin.delete(path));
        expect((await admin.get(`/api/products/${productId}`)).status).toBe(200);
      },
    );

    it('keeps the range rule: an id past 2147483647 is a 400', async () => {
      expectChinese400(await admin.get('/api/products/2147483648'));
      expectChinese400(await admin.get('/api/products/99999999999999999'));
    });

    it.each(['0x{hex}', ' {id}', '0{id}', '{id}.0', '{id}e0'])('refuses the body id %j', async (pattern) => {
      const category = pattern.replace('{id}', String(productCategory)).replace('{hex}', productCategory.toString(16));
      const answer = await admin.post('/api/products?publish=true', {
        name: 'Body id',
        category,
        status: '已发布',
        stock: 1,
      });
      expectChinese400(answer);
    });
  });

  describe('uploads are decoded before they are accepted', () => {
    const upload = (bytes: Buffer) => {
      const data = new FormData();
      data.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'x.png');
      return admin.request('POST', '/api/upload', data);
    };

    it.each([
      ['an 8-byte PNG signature', images.png.subarray(0, 8)],
      ['a PNG cut in its pixel data', images.png.subarray(0, images.png.length - 20)],
      ['a 3-byte JPEG header', images.jpg.subarray(0, 3)],
      ['a 12-byte JPEG header', images.jpg.subarray(0, 12)],
      ['a JPEG cut before its end', images.jpg.subarray(0, images.jpg.length - 10)],
      ['a 6-byte GIF header', images.gif.subarray(0, 6)],
      ['a 12-byte GIF header', images.gif.subarray(0, 12)],
      ['a 12-byte WebP header', images.webp.subarray(0, 12)],
    ])('refuses %s with a 415', async (_name, bytes) => {
      const answer = await upload(bytes);
      expect(answer.status).toBe(415);
      expect(answer.body.error).toMatch(/[\u4e00-\u9fff]/);
    });

    it('still takes whole images', async () => {
      for (const bytes of Object.values(images)) expect((await upload(bytes)).status).toBe(200);
    });
  });

  describe('rich text cannot point images at the API', () => {
    it.each([
      '/uploads/../api/news/1',
      '/uploads/%2e%2e/api/news/1',
      '/uploads/images/2025/01/../../../api/news/1',
      '/uploads\\..\\api/news/1',
      '/uploads/images/2025/01/x.png?/../../api',
      '/api/news/1',
    ])('drops <img src="%s">', async (src) => {
      const created = await admin.post('/api/news?publish=true', {
        title: '图片地址',
        category: newsCategory,
        content: `<p>正文</p><img src="${src}" alt="x">`,
      });
      expect(created.status).toBe(201);
      expect(created.body.content).not.toContain('<img');
      const read = await admin.get(`/api/news/${created.body.id}?count_view=false`);
      expect(read.body.views).toBe(0);
    });

    it('keeps our uploads and absolute images, normalised', async () => {
      const uploaded = (await admin.request('POST', '/api/upload', form(images.png))).body.url as string;
      const created = await admin.post('/api/news?publish=true', {
        title: '图片',
        category: newsCategory,
        content: `<p><img src="${uploaded}" alt=""><img src="HTTPS://Example.COM/a/../b.png" alt=""><a href="https://example.com/x/../y">y</a><a href="/news/./1">n</a></p>`,
      });
      expect(created.body.content).toContain(`src="${uploaded}"`);
      expect(created.body.content).toContain('src="https://example.com/b.png"');
      expect(created.body.content).toContain('href="https://example.com/y"');
      expect(created.body.content).toContain('href="/news/1"');
    });

    const form = (bytes: Buffer) => {
      const data = new FormData();
      data.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'x.png');
      return data;
    };
  });

  describe('logs', () => {
    it('never hold a session id, cookie, authorization or password', async () => {
      const sid = admin.cookie!.slice('sid='.length);
      await admin.request('GET', '/api/users/abc', undefined, {
        headers: { authorization: 'Bearer very-secret-bearer' },
      });
      await admin.request('POST', '/api/users', { username: 'x', password: 'Password-In-Body-1' });
      await new ApiClient(stack.url).login('nobody', 'Password-Of-Nobody-1');
      await sleep(500);
      const log = readFileSync(join(logDir, 'gateway.log'), 'utf8');
      expect(log).toContain('/api/users/abc');
      expect(log).not.toContain(sid);
      expect(log).not.toContain('very-secret-bearer');
      expect(log).not.toContain('Password-In-Body-1');
      expect(log).not.toContain('Password-Of-Nobody-1');
      expect(log).toContain('[redacted]');
    });
  });

  describe('client addresses', () => {
    it('counts every spelling of one IPv6 address, and its /64, as one contact client', async () => {
      const send = async (addresses: string[]) => {
        const fields = await Promise.all(addresses.map(() => contactFormFields(stack.url)));
        await sleep(3100); // the form token's minimum fill time
        const statuses: number[] = [];
        for (const [i, address] of addresses.entries()) {
          const answer = await new ApiClient(stack.url).request(
            'POST',
            '/api/contacts',
            { name: '访客', email: 'v@example.com', subject: '咨询', message: `来自 ${address}`, ...fields[i] },
            { headers: { 'x-forwarded-for': address } },
          );
          statuses.push(answer.status);
        }
        return statuses;
      };
      const v6 = ['2001:db8::1', '2001:DB8::1', '2001:db8:0:0:0:0:0:1', '2001:0db8:0000::0001', '2001:db8::2'];
      expect(await send([...v6, '2001:db8:0:0:ffff::9'])).toEqual([201, 201, 201, 201, 201, 429]);
      // IPv4-mapped IPv6 is its IPv4 address.
      const v4 = ['192.0.2.7', '::ffff:192.0.2.7', '::FFFF:c000:0207', '192.0.2.7', '192.0.2.7', '::ffff:192.0.2.7'];
      expect(await send(v4)).toEqual([201, 201, 201, 201, 201, 429]);
    }, 120_000);

    const visit = (page: string, address: string) =>
      fetch(`${stack.url}/api/log-visit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'user-agent': CHROME },
        body: JSON.stringify({ page_url: page }),
      });
    const storedLike = async (prefix: string) =>
      Number(
        (
          await queryDb<{ n: string }>(
            stack,
            'analytics',
            'SELECT count(*) AS n FROM visit_log WHERE page_url LIKE $1',
            [`${prefix}%`],
          )
        )[0].n,
      );
    const dropped = async (reason: string) =>
      Number(
        (
          await queryDb<{ n: string }>(
            stack,
            'analytics',
            'SELECT coalesce(sum(count), 0) AS n FROM dropped_visits WHERE reason = $1',
            [reason],
          )
        )[0].n,
      );

    it('limits visits per address with a token bucket: over it, 202 but dropped and counted', async () => {
      const before = await dropped('rate_limited');
      const answers = await Promise.all(
        Array.from({ length: 400 }, (_, i) => visit(`/bucket/${i}`, `2001:db8:aaaa:1::${(i % 50).toString(16)}`)),
      );
      expect(answers.every((a) => a.status === 202)).toBe(true);
      const stored = await eventually(async () => {
        const n = await storedLike('/bucket/');
        const d = (await dropped('rate_limited')) - before;
        return n + d === 400 ? n : undefined;
      }, 15_000);
      expect(stored).toBeGreaterThan(0);
      expect(stored).toBeLessThan(400);
    });

    it('rotating addresses within one /64 is one unique visitor', async () => {
      for (let i = 0; i < 20; i++) expect((await visit(`/rotate/${i}`, `2001:db8:bbbb:2::${i + 1}`)).status).toBe(202);
      // One query for both, so the count and the hashes describe the same rows.
      const hashes = await eventually(async () => {
        const rows = await queryDb<{ h: string }>(
          stack,
          'analytics',
          "SELECT encode(visitor_hash, 'hex') AS h FROM visit_log WHERE page_url LIKE '/rotate/%'",
        );
        return rows.length === 20 ? new Set(rows.map((r) => r.h)) : undefined;
      }, 15_000);
      expect(hashes.size).toBe(1);
    });
  });

  describe('poison visits', () => {
    const codec = JSONCodec();
    const rawVisit = (page: string, extra: Record<string, unknown> = {}) => {
      const now = new Date().toISOString();
      return {
        id: randomUUID(),
        page_url: page,
        referer: null,
        user_agent: 'Mozilla/5.0 Poison',
        timestamp: now,
        received_at: now,
        ip: '192.0.2.55',
        host: null,
        ...extra,
      };
    };

    it('refuses a NUL page_url at the gateway with a 400', async () => {
      const res = await fetch(`${stack.url}/api/log-visit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page_url: '/x\u0000' }),
      });
      expect(res.status).toBe(400);
    });

    it('sets aside visits the database refuses; every good visit behind them is stored within 5 s', async () => {
      const js = nc.jetstream();
      const subject = visitSubject(stack.natsPrefix);
      // Published straight onto the stream, as a buggy or older gateway could: the consumer must defend itself.
      const poison = [
        rawVisit('/poison/nul\u0000'),
        rawVisit('/poison/year-zero', { timestamp: '0000-01-01T00:00:00Z', received_at: '0000-01-01T00:00:00Z' }),
        rawVisit('/poison/surrogate\ud83d'),
      ];
      for (const visit of poison) await js.publish(subject, codec.encode({ visits: [visit] }));
      await js.publish(
        subject,
        codec.encode({ visits: [rawVisit('/good/mixed-1'), poison[1], rawVisit('/good/mixed-2')] }),
      );
      const good = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          fetch(`${stack.url}/api/log-visit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
            body: JSON.stringify({ page_url: `/good/${i}` }),
          }),
        ),
      );
      expect(good.every((g) => g.status === 202)).toBe(true);
      await eventually(async () => {
        const rows = await queryDb<{ n: string }>(
          stack,
          'analytics',
          "SELECT count(*) AS n FROM visit_log WHERE page_url LIKE '/good/%'",
        );
        return Number(rows[0].n) === 32 || undefined;
      });
      const counted = await eventually(async () => {
        const rows = await queryDb<{ reason: string; n: string }>(
          stack,
          'analytics',
          'SELECT reason, sum(count) AS n FROM dropped_visits GROUP BY reason',
        );
        const byReason = Object.fromEntries(rows.map((r) => [r.reason, Number(r.n)]));
        return (byReason.invalid ?? 0) + (byReason.unwritable ?? 0) >= 4 ? byReason : undefined;
      }, 10_000);
      expect(counted.unwritable).toBeGreaterThanOrEqual(2);
      const dead = await queryDb<{ n: string }>(stack, 'analytics', 'SELECT count(*) AS n FROM dead_visits');
      expect(Number(dead[0].n)).toBeGreaterThanOrEqual(2);
    });
  });
});
