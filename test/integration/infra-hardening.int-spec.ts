import { connect } from 'node:net';
import { freePort, type Stack } from '@site/dev-stack';
import { SERVICE_NAMES } from '@site/contracts';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, startTestStack, stopTestStack } from '../support/test-stack';

/** Small so a stalled body is cut within the test; production uses 14 s, 30 s and 120 s. */
const HEADERS_TIMEOUT_MS = 1500;
const BODY_TIMEOUT_MS = 2000;

/**
 * Opens a raw connection, writes `head`, then drips `drip` one byte at a time until the server closes
 * the connection; answers all the server wrote. The drip never ends by itself (more bytes than it sends).
 */
function stall(port: number, head: string, drip: string, everyMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < drip.length && socket.writable) socket.write(drip[sent++]);
      }, everyMs);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      if (sent >= drip.length) reject(new Error('the server waited for the whole drip'));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

describe('infrastructure hardening (issue 32)', () => {
  let stack: Stack;
  let metricsPort: number;
  let port: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    stack = await startTestStack({
      appEnv: {
        gateway: {
          METRICS_PORT: String(metricsPort),
          HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
          BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
          // Short enough to wait out a frozen service in the write test, long enough for a loaded machine.
          NATS_REQUEST_TIMEOUT_MS: '3000',
        },
      },
    });
    port = Number(new URL(stack.url).port);
  });
  afterAll(() => stopTestStack(stack));

  describe('/api/health', () => {
    it('tells an anonymous caller only { status }', async () => {
      const res = await fetch(`${stack.url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    });

    it('tells an editor only { status } too', async () => {
      // An editor session is not an operator: only admins see the stack's details.
      const admin = await ApiClient.signedIn(stack.url, ADMIN);
      const created = await admin.post('/api/users', {
        username: 'health-editor',
        name: 'editor',
        email: 'health-editor@example.com',
        role: 'editor',
        password: 'Editor-Pass-2026',
      });
      expect(created.status).toBe(201);
      const editor = await ApiClient.signedIn(stack.url, { username: 'health-editor', password: 'Editor-Pass-2026' });
      expect((await editor.get('/api/health')).body).toEqual({ status: 'ok' });
    });

    it('shows a signed-in admin the versions, uptimes and database latency', async () => {
      const admin = await ApiClient.signedIn(stack.url, ADMIN);
      const { status, body } = await admin.get('/api/health');
      expect(status).toBe(200);
      expect(body.status).toBe('ok');
      expect(body.nats.up).toBe(true);
      expect(body.cache).toBeDefined();
      for (const name of SERVICE_NAMES) {
        expect(body.services[name]).toMatchObject({ up: true, database: { up: true } });
        expect(typeof body.services[name].version).toBe('string');
        expect(typeof body.services[name].uptimeSeconds).toBe('number');
      }
    });

    it('shows the details on the probes’ own port (METRICS_PORT), which the ingress never exposes', async () => {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/health`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { status: string; services: Record<string, { version?: string }> };
      expect(body.status).toBe('ok');
      expect(Object.keys(body.services).sort()).toEqual([...SERVICE_NAMES].sort());
      for (const name of SERVICE_NAMES) expect(typeof body.services[name].version).toBe('string');
    });
  });

  describe('writes under timeout (#8)', () => {
    it('answers a write whose service times out with 503 WRITE_OUTCOME_UNKNOWN, not a plain "try later"', async () => {
      const admin = await ApiClient.signedIn(stack.url, ADMIN);
      const catalog = stack.pidOf('catalog')!;
      process.kill(catalog, 'SIGSTOP');
      let answer;
      try {
        answer = await admin.post('/api/categories', { name: '超时写入', type: 'product' });
      } finally {
        process.kill(catalog, 'SIGCONT');
      }
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('WRITE_OUTCOME_UNKNOWN');
      expect(answer.body.error).toContain('结果未知');
      expect(answer.body.error).toContain('Idempotency-Key');
      // The frozen service picks the message up once it runs again: the write was not refused.
      await eventually(async () => {
        const list = await admin.get<{ name: string }[]>('/api/categories');
        return list.status === 200 && list.body.some((c) => c.name === '超时写入');
      });
    });
  });

  describe('creates with an Idempotency-Key (#8)', () => {
    const keyed = (client: ApiClient, path: string, body: unknown, key: string) =>
      client.request('POST', path, body, { headers: { 'Idempotency-Key': key } });

    it('makes one product when the retry of a create that timed out carries the same key', async () => {
      const admin = await ApiClient.signedIn(stack.url, ADMIN);
      const category = await admin.post('/api/categories', { name: '幂等产品分类', type: 'product' });
      expect(category.status).toBe(201);
      const product = { name: '幂等写入产品', category: category.body.id, status: '已发布', stock: 1 };
      const catalog = stack.pidOf('catalog')!;
      process.kill(catalog, 'SIGSTOP');
      let first;
      try {
        first = await keyed(admin, '/api/products?publish=true', product, 'retry-product-0001');
      } finally {
        process.kill(catalog, 'SIGCONT');
      }
      expect(first.body.code).toBe('WRITE_OUTCOME_UNKNOWN');
      const retry = await keyed(admin, '/api/products?publish=true', product, 'retry-product-0001');
      expect(retry.status).toBe(201);
      expect(retry.body).toMatchObject({ name: product.name, category: category.body.id });
      const list = await admin.get<{ id: number; name: string }[]>('/api/products');
      expect(list.body.filter((p) => p.name === product.name).map((p) => p.id)).toEqual([retry.body.id]);
    });

    it('makes one article, category and account for concurrent tries with one key, and refuses the key for other content', async () => {
      const admin = await ApiClient.signedIn(stack.url, ADMIN);
      const newsCategory = await admin.post('/api/categories', { name: '幂等新闻分类', type: 'news' });
      const user = { username: 'keyed-user', name: '幂等', email: 'keyed@example.com', role: 'viewer' };
      const creates = [
        {
          path: '/api/news',
          body: { title: '幂等新闻', category: newsCategory.body.id, content: '<p>正文</p>' },
          other: { title: '另一篇', category: newsCategory.body.id, content: '<p>正文</p>' },
        },
        {
          path: '/api/categories',
          body: { name: '幂等分类', type: 'product' },
          other: { name: '另一个', type: 'product' },
        },
        {
          path: '/api/users',
          body: { ...user, password: 'Keyed-Pass-2026' },
          other: { ...user, role: 'admin', password: 'Keyed-Pass-2026' },
        },
      ];
      for (const [n, { path, body, other }] of creates.entries()) {
        const key = `concurrent-${n}-0001`;
        const tries = await Promise.all([1, 2, 3, 4].map(() => keyed(admin, path, body, key)));
        expect(tries.map((t) => t.status)).toEqual([201, 201, 201, 201]);
        expect(new Set(tries.map((t) => t.body.id)).size).toBe(1);
        const refused = await keyed(admin, path, other, key);
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      }
      const users = await admin.get<{ username: string }[]>('/api/users');
      expect(users.body.filter((u) => u.username === 'keyed-user')).toHaveLength(1);
      const categories = await admin.get<{ name: string }[]>('/api/categories');
      expect(categories.body.filter((c) => c.name === '幂等分类')).toHaveLength(1);
    });

    it('refuses a malformed key with a Chinese 400 and stores nothing, and documents the header', async () => {
      const admin = await ApiClient.signedIn(stack.url, ADMIN);
      const bad = await keyed(admin, '/api/categories', { name: '坏键分类', type: 'product' }, 'short');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toContain('幂等键');
      const categories = await admin.get<{ name: string }[]>('/api/categories');
      expect(categories.body.some((c) => c.name === '坏键分类')).toBe(false);
      const spec = await admin.get<{
        paths: Record<string, { post?: { parameters?: { name: string; in: string }[] } }>;
      }>('/api/docs/openapi.json');
      for (const path of ['/api/products', '/api/news', '/api/categories', '/api/users', '/api/contacts']) {
        expect(spec.body.paths[path].post?.parameters).toContainEqual(
          expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
        );
      }
    });
  });

  describe('slow clients (#10)', () => {
    it('answers a body sent one byte at a time with a Chinese 408 and closes the connection', async () => {
      const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(200) });
      const head =
        'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `X-Requested-With: XMLHttpRequest\r\nContent-Length: ${body.length}\r\n\r\n`;
      // 200-odd bytes at one every 300 ms would take over a minute: far past the 2 s body timeout.
      const answer = await stall(port, head, body, 300);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      const json = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { code: string; error: string };
      expect(json.code).toBe('REQUEST_TIMEOUT');
      expect(json.error).toMatch(/[\u4e00-\u9fff]/);
    });

    it('cuts a client that sends its headers one byte at a time', async () => {
      // About 100 bytes at one every 300 ms: Node's defaults (60 s, checked every 30 s) let all of it in.
      const headers = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(60)}\r\n\r\n`;
      const answer = await stall(port, '', headers, 300);
      // Node answers a bare 408 (or just closes); never the health answer.
      expect(answer).not.toContain('"status"');
    });

    it('still serves a body that arrives in time', async () => {
      const admin = await ApiClient.signedIn(stack.url, ADMIN);
      expect((await admin.get('/api/users')).status).toBe(200);
    });
  });
});
