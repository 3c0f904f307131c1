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

  /** The policy of every answer: the same string for pages, the shell and the API, with no nonce. */
  const expectPolicy = (res: Response) => {
    expectCommon(res);
    const policy = res.headers.get('content-security-policy');
    const csp = directives(policy);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    const scripts = csp.get('script-src')!.split(' ');
    expect(scripts).toContain("'self'");
    // Never a blanket allowance: an inline script runs only if its exact hash is listed.
    expect(scripts.filter((s) => s.startsWith("'nonce-"))).toEqual([]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.some((s) => s.startsWith("'sha256-"))).toBe(true);
    return policy;
  };

  it.each(['/', '/admin/x', '/news', '/api/settings', '/api/products?search=%00', '/api/nothing-here'])(
    'GET %s has the one policy, without a nonce, and the common headers',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBeLessThan(500);
      expectPolicy(res);
    },
  );

  it('a server-rendered page has the same policy as the API, on every request', async () => {
    const first = expectPolicy(await get('/'));
    expect(expectPolicy(await get('/'))).toBe(first);
    expect(expectPolicy(await get('/api/settings'))).toBe(first);
  });

  it.each(['/', '/news', '/admin/login'])(
    'every inline script of %s runs by its hash; the rest are JSON data blocks',
    async (path) => {
      const res = await get(path);
      const html = await res.text();
      const scripts = directives(res.headers.get('content-security-policy')).get('script-src')!.split(' ');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes, body]) => !/\bsrc=/.test(attributes) && body.trim() !== '',
      );
      const data = /\btype="application\/(ld\+)?json"/;
      const executable = inline.filter(([, attributes]) => !data.test(attributes));
      // At least the theme boot script, which sets data-theme before the first paint.
      expect(executable.length).toBeGreaterThan(0);
      for (const [, , body] of executable) {
        expect(scripts).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
      // Browsers neither run nor check data blocks; a rendered page has its query state in one.
      if (path !== '/admin/login') expect(inline.length).toBeGreaterThan(executable.length);
      expect(html).not.toMatch(/\bnonce=/);
    },
  );

  it('signed-in API answers and writes carry the headers too', async () => {
    const session = await fetch(`${stack.url}/api/session`, { headers: { cookie: admin.cookie! } });
    expect(session.status).toBe(200);
    expectPolicy(session);
    const refused = await fetch(`${stack.url}/api/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    expectPolicy(refused);
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
