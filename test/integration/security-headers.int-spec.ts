import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from '@site/dev-stack';
import { images } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { repoRoot, startTestStack, stopTestStack } from '../support/test-stack';

/** Issue 14: every answer of the gateway carries the security headers; uploads keep their stricter CSP. */

const directives = (csp: string | null): Map<string, string> =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as [string, string];
      }),
  );

describe('security headers', () => {
  let stack: Stack;
  let admin: ApiClient;
  let uploadUrl: string;

  beforeAll(async () => {
    if (!existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) throw new Error('build the SPA first: npm run build');
    // 127.0.0.1 stands in for a reverse proxy that terminates TLS.
    stack = await startTestStack({ appEnv: { gateway: { TRUSTED_PROXIES: '127.0.0.1' } } });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(images.png)], { type: 'image/png' }), 'a.png');
    const uploaded = await fetch(`${stack.url}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { cookie: admin.cookie!, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(uploaded.status).toBe(200);
    uploadUrl = ((await uploaded.json()) as { url: string }).url;
  }, 120_000);
  afterAll(() => stopTestStack(stack));

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.url}${path}`, { headers });

  const expectCommon = (res: Response) => {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(permissions).toContain(`${feature}=()`);
    }
  };

  /** The policy of every answer; pages also carry this request's nonce, other answers none. */
  const expectPolicy = (res: Response, nonces: 0 | 1) => {
    expectCommon(res);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    const scripts = csp.get('script-src')!.split(' ');
    expect(scripts).toContain("'self'");
    expect(scripts.filter((s) => s.startsWith("'nonce-"))).toHaveLength(nonces);
    // Never a blanket allowance: inline scripts need the nonce or an exact hash.
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    return scripts.find((s) => s.startsWith("'nonce-"))!;
  };
  const expectPagePolicy = (res: Response) => expectPolicy(res, 1);

  it.each(['/', '/admin/x', '/news'])('GET %s has the page policy, its nonce and the common headers', async (path) => {
    const res = await get(path);
    expect(res.status).toBeLessThan(500);
    expectPagePolicy(res);
  });

  // A random nonce on answers that stamp no script would only cost time.
  it.each(['/api/settings', '/api/products?search=%00', '/api/nothing-here'])(
    'GET %s has the same policy without a nonce, and the common headers',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBeLessThan(500);
      expectPolicy(res, 0);
    },
  );

  it('the CSP nonce is new on every request', async () => {
    const first = expectPagePolicy(await get('/'));
    const second = expectPagePolicy(await get('/'));
    expect(first).not.toBe(second);
  });

  it.each(['/', '/news', '/admin/login'])(
    'every inline script of %s runs: it carries the nonce or its hash is allowed',
    async (path) => {
      const res = await get(path);
      const html = await res.text();
      const scripts = directives(res.headers.get('content-security-policy')).get('script-src')!.split(' ');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes, body]) => !/\bsrc=/.test(attributes) && body.trim() !== '',
      );
      // At least the theme boot script, which sets data-theme before the first paint.
      expect(inline.length).toBeGreaterThan(0);
      for (const [, attributes, body] of inline) {
        const nonce = /\bnonce="([^"]+)"/.exec(attributes)?.[1];
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        expect(scripts.includes(`'nonce-${nonce}'`) || scripts.includes(hash)).toBe(true);
      }
    },
  );

  it('signed-in API answers and writes carry the headers too', async () => {
    const session = await fetch(`${stack.url}/api/session`, { headers: { cookie: admin.cookie! } });
    expect(session.status).toBe(200);
    expectPolicy(session, 0);
    const refused = await fetch(`${stack.url}/api/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    expectPolicy(refused, 0);
  });

  it('uploads keep their own stricter policy', async () => {
    const res = await get(uploadUrl);
    expect(res.status).toBe(200);
    expectCommon(res);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.has('sandbox')).toBe(true);
  });

  it('HSTS only when the request came over HTTPS (as a trusted proxy reports it)', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('/api/settings')).headers.get('strict-transport-security')).toBeNull();
    const https = await get('/', { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const api = await get('/api/settings', { 'x-forwarded-proto': 'https' });
    expect(api.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const upload = await get(uploadUrl, { 'x-forwarded-proto': 'https' });
    expect(upload.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });
});

describe('security headers behind no trusted proxy', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startTestStack();
  }, 120_000);
  afterAll(() => stopTestStack(stack));

  it('a client cannot claim HTTPS with X-Forwarded-Proto', async () => {
    const res = await fetch(`${stack.url}/api/settings`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
