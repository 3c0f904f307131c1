import type { Stack } from '@site/dev-stack';
import { htmlRenamed, images } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

const LIMIT = 64 * 1024;

function form(field: string, bytes: Buffer, name: string, type = 'image/png'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

describe('uploads through the gateway into object storage', () => {
  let stack: Stack;
  let admin: ApiClient;
  const post = (path: string, body: FormData | string, headers?: Record<string, string>) =>
    fetch(`${stack.url}${path}`, {
      method: 'POST',
      body,
      headers: { cookie: admin.cookie!, 'x-requested-with': 'XMLHttpRequest', ...headers },
    });

  beforeAll(async () => {
    stack = await startTestStack({ appEnv: { gateway: { UPLOAD_MAX_BYTES: String(LIMIT) } } });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
  });
  afterAll(() => stopTestStack(stack));

  it.each(['png', 'jpg', 'gif', 'webp'] as const)(
    'takes a %s, stores it re-encoded as WebP and serves it with safe headers',
    async (ext) => {
      // The client's claimed type is ignored: the type comes from the bytes.
      const res = await post('/api/upload', form('image', images[ext], `photo.${ext}`, 'application/octet-stream'));
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { url: string; width: number; height: number; bytes: number };
      expect(answer.url).toMatch(/^\/uploads\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
      expect(answer).toMatchObject({ width: 1, height: 1 });

      const got = await fetch(`${stack.url}${answer.url}`);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/webp');
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
      expect((await got.arrayBuffer()).byteLength).toBe(answer.bytes);
    },
  );

  it('takes QR codes on their own field and folder', async () => {
    const res = await post('/api/upload/qrcode', form('qrcode', images.png, 'qr.png'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(/^\/uploads\/qrcodes\//);
  });

  it('refuses an HTML file renamed to .png, with a Chinese message', async () => {
    const res = await post('/api/upload', form('image', htmlRenamed, 'innocent.png'));
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toBe('只支持 JPG、JPEG、PNG、GIF、WEBP 格式的图片');
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.concat([images.png, Buffer.alloc(LIMIT + 1)]);
    const res = await post('/api/upload', form('image', big, 'big.png'));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/^图片文件大小不能超过/);
  });

  it('refuses the wrong field, an empty file and a non-multipart body', async () => {
    const wrongField = await post('/api/upload', form('qrcode', images.png, 'a.png'));
    expect(wrongField.status).toBe(400);
    expect(((await wrongField.json()) as { error: string }).error).toContain('image');

    const empty = await post('/api/upload', form('image', Buffer.alloc(0), 'a.png'));
    expect(empty.status).toBe(400);

    const notMultipart = await post('/api/upload', JSON.stringify({ image: 'x' }), {
      'content-type': 'application/json',
    });
    expect(notMultipart.status).toBe(400);
    expect(((await notMultipart.json()) as { error: string }).error).toContain('multipart/form-data');
  });

  it('follows the system settings: a type taken off the list and a lower size limit are refused', async () => {
    const saved = await admin.post('/api/settings', { tab: 'system', settings: { allowedFileTypes: 'jpg,png' } });
    expect(saved.status).toBe(200);
    const gif = await post('/api/upload', form('image', images.gif, 'a.gif'));
    expect(gif.status).toBe(415);
    expect(((await gif.json()) as { error: string }).error).toBe('只支持 JPG、PNG 格式的图片');
    expect((await post('/api/upload', form('image', images.png, 'a.png'))).status).toBe(200);
    await admin.post('/api/settings', { tab: 'system', settings: { allowedFileTypes: 'jpg,jpeg,png,gif,webp' } });
  });

  it('needs a signed-in editor or admin', async () => {
    const anonymous = await fetch(`${stack.url}/api/upload`, {
      method: 'POST',
      body: form('image', images.png, 'a.png'),
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for unknown or malformed keys, never a path outside the bucket', async () => {
    for (const path of [
      '/uploads/images/2026/01/00000000-0000-0000-0000-000000000000.png',
      '/uploads/images%2F..%2F..%2Fpackage.json',
      '/uploads/images/x.html',
    ]) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status).toBe(404);
    }
  });
});
