import type { Stack } from '@site/dev-stack';
import { ContactRpc } from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { create as createQr } from 'qrcode';
import sharp from 'sharp';
import { images as fixtures } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

interface AppDownload {
  id: number;
  platform: string;
  version: string;
  title: string;
  description: string;
  qrcode_url: string;
  download_url: string;
  qrcode_generated: boolean;
  created_at: string;
  updated_at: string;
}

const MISSING = 999999;
const APK = 'https://download.zhiheng-auto.cn/app/zhiheng-2.3.1.apk';
const LINK_ERROR = '下载链接必须是 http:// 或 https:// 开头的网址，或本站上传的文件（/uploads/…）';
const QR_ERROR = '二维码链接必须是 http:// 或 https:// 开头的网址，或本站上传的文件（/uploads/…）';

/** Whether a PNG shows the QR code of `text`: every module sampled at its centre has the right colour. */
async function showsQrOf(png: Buffer, text: string): Promise<boolean> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const qr = createQr(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const margin = 2;
  const scale = info.width / (size + margin * 2);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = Math.floor((margin + col + 0.5) * scale);
      const y = Math.floor((margin + row + 0.5) * scale);
      const dark = data[(y * info.width + x) * info.channels] < 128;
      if (dark !== Boolean(qr.modules.data[row * size + col])) return false;
    }
  }
  return true;
}

describe('app downloads through the gateway', () => {
  let stack: Stack;
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;
  let visitor: ApiClient;

  const signedInAs = async (role: 'editor' | 'viewer') => {
    const username = `${role}${Date.now().toString(36)}`;
    const password = 'Strong-Pass-123';
    expect(
      (await admin.post('/api/users', { username, name: role, email: `${username}@example.com`, role, password }))
        .status,
    ).toBe(201);
    return ApiClient.signedIn(stack.url, { username, password });
  };
  const create = async (body: Record<string, unknown>) => {
    const answer = await editor.post<AppDownload>('/api/app-downloads', body);
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const uploadQr = async () => {
    const form = new FormData();
    form.append('qrcode', new Blob([new Uint8Array(fixtures.png)], { type: 'image/png' }), 'qr.png');
    const answer = await editor.post<{ url: string }>('/api/upload/qrcode', form);
    expect(answer.status).toBe(200);
    return answer.body.url;
  };
  const list = async () => (await visitor.get<AppDownload[]>('/api/app-downloads')).body;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    editor = await signedInAs('editor');
    viewer = await signedInAs('viewer');
    visitor = new ApiClient(stack.url);
  });
  afterAll(() => stopTestStack(stack));

  it('answers an empty array to anyone before any config exists', async () => {
    const answer = await visitor.get('/api/app-downloads');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  // The configs' rules (platforms, fields kept or cleared, order) are in
  // services/contact/src/app-downloads/app-downloads.medium-spec.ts; here, a refusal as the browser gets it,
  // the uploads the gateway checks, the QR image it serves and who may write.
  it('refuses links that are neither http(s) nor our uploads, in Chinese', async () => {
    for (const download_url of ['javascript:alert(1)', 'ftp://example.com/a.apk', 'download.apk', 'https://']) {
      const answer = await editor.post('/api/app-downloads', { platform: 'android', download_url });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(LINK_ERROR);
    }
    const qr = await editor.post('/api/app-downloads', { platform: 'android', qrcode_url: 'data:image/png;base64,AA' });
    expect(qr.body.error).toBe(QR_ERROR);
    const missingUpload = await editor.post('/api/app-downloads', {
      platform: 'android',
      qrcode_url: '/uploads/qrcodes/2026/01/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    });
    expect(missingUpload.status).toBe(400);
    expect(missingUpload.body.error).toBe('二维码图片不存在，请重新上传');
    const tooLong = await editor.post('/api/app-downloads', { platform: 'ios', version: 'v'.repeat(51) });
    expect(tooLong.body.error).toBe('版本号不能超过50个字符');
  });

  it('answers 400 for a malformed id', async () => {
    expect((await editor.put('/api/app-downloads/abc', { title: 'x' })).status).toBe(400);
  });

  it('keeps an uploaded QR code and shows it as qrcode_url', async () => {
    const url = await uploadQr();
    const created = await create({ platform: 'ios', download_url: 'https://apps.apple.com/cn/app/id6479012345' });
    const updated = await editor.put<AppDownload>(`/api/app-downloads/${created.id}`, { qrcode_url: url });
    expect(updated.body).toMatchObject({ qrcode_url: url, qrcode_generated: false });
    expect((await visitor.get(url)).status).toBe(200);
    // The media library's usage index is rebuilt from this list (issue 33).
    const nc = await connect({ servers: stack.natsUrl });
    try {
      const rpc = new RpcClient(nc, { prefix: stack.natsPrefix, timeoutMs: 3000, checkReplies: true });
      const { sources } = await rpc.call(ContactRpc.mediaUsageList, { after: null });
      expect(sources).toContainEqual({
        kind: 'app_download',
        id: String(created.id),
        label: 'ios',
        references: [{ url, field: 'qrcode_url' }],
      });
    } finally {
      await nc.close();
    }
  });

  it('shows a code generated from the download link when none was uploaded, cacheable for good', async () => {
    const created = await create({ platform: 'android', version: '2.3.2', download_url: APK });
    expect(created.qrcode_generated).toBe(true);
    expect(created.qrcode_url).toMatch(new RegExp(`^/api/app-downloads/${created.id}/qrcode\\?v=[0-9a-f]{12}$`));

    const res = await fetch(`${stack.url}${created.qrcode_url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(await showsQrOf(png, APK)).toBe(true);
    expect(await showsQrOf(png, `${APK}?other`)).toBe(false);

    // Without the version (or with an old one): short caching, and a 304 for a matching ETag.
    const plain = await fetch(`${stack.url}/api/app-downloads/${created.id}/qrcode`);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const etag = plain.headers.get('etag')!;
    const again = await fetch(`${stack.url}/api/app-downloads/${created.id}/qrcode`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    // Sending back what the list showed keeps the code generated; a new link gives a new code and URL.
    const resent = await editor.put<AppDownload>(`/api/app-downloads/${created.id}`, {
      qrcode_url: created.qrcode_url,
      title: '新版',
    });
    expect(resent.body).toMatchObject({ qrcode_url: created.qrcode_url, qrcode_generated: true });
    expect(
      (await queryDb(stack, 'contact', 'SELECT qrcode_url FROM app_downloads WHERE id = $1', [created.id]))[0],
    ).toEqual({ qrcode_url: '' });
    const newLink = 'https://download.zhiheng-auto.cn/app/zhiheng-2.3.3.apk';
    const moved = (await editor.put<AppDownload>(`/api/app-downloads/${created.id}`, { download_url: newLink })).body;
    expect(moved.qrcode_url).not.toBe(created.qrcode_url);
    const newPng = Buffer.from(await (await fetch(`${stack.url}${moved.qrcode_url}`)).arrayBuffer());
    expect(await showsQrOf(newPng, newLink)).toBe(true);

    // No link, no code.
    const cleared = (await editor.put<AppDownload>(`/api/app-downloads/${created.id}`, { download_url: '' })).body;
    expect(cleared).toMatchObject({ qrcode_url: '', qrcode_generated: false });
    const none = await visitor.get(`/api/app-downloads/${created.id}/qrcode`);
    expect(none.status).toBe(404);
    expect(none.body.error).toMatch(/下载链接/);
    expect((await visitor.get(`/api/app-downloads/${MISSING}/qrcode`)).status).toBe(404);
  });

  it('lets only editors and admins write; nothing changes on a refused write', async () => {
    const [first] = await list();
    const before = JSON.stringify(await list());
    for (const [client, status] of [
      [visitor, 401],
      [viewer, 403],
    ] as const) {
      expect((await client.post('/api/app-downloads', { platform: 'android', title: '入侵' })).status).toBe(status);
      expect((await client.put(`/api/app-downloads/${first.id}`, { title: '被篡改' })).status).toBe(status);
    }
    expect(JSON.stringify(await list())).toBe(before);
    const byAdmin = await admin.post<AppDownload>('/api/app-downloads', { platform: 'ios' });
    expect(byAdmin.status).toBe(201);
  });

  it('records writes in the audit log and publishes contact.app-download.created / updated', async () => {
    const nc: NatsConnection = await connect({ servers: stack.natsUrl });
    const seen: { subject: string; data: unknown }[] = [];
    const codec = JSONCodec();
    const sub: Subscription = nc.subscribe(`${stack.natsPrefix}events.contact.app-download.*`, {
      callback: (_e, msg) => {
        const subject = msg.subject.slice(`${stack.natsPrefix}events.`.length);
        if (/\.(created|updated)$/.test(subject)) seen.push({ subject, data: codec.decode(msg.data) });
      },
    });
    try {
      await nc.flush();
      const created = await create({ platform: 'android-beta' });
      await editor.put(`/api/app-downloads/${created.id}`, { version: '9.9.9' });
      await eventually(() => Promise.resolve(seen.length >= 2));
      expect(seen).toEqual([
        { subject: 'contact.app-download.created', data: { id: created.id, platform: 'android-beta' } },
        { subject: 'contact.app-download.updated', data: { id: created.id, platform: 'android-beta' } },
      ]);
    } finally {
      sub.unsubscribe();
      await nc.close();
    }
    const actions = await eventually(async () => {
      const items = (await admin.get<{ items: { action: string }[] }>('/api/audit-logs?limit=100')).body.items;
      const names = items.map((e) => e.action);
      return names.includes('创建APP下载配置') && names.includes('修改APP下载配置') ? names : undefined;
    });
    expect(actions).toEqual(expect.arrayContaining(['创建APP下载配置', '修改APP下载配置']));
  });
});
