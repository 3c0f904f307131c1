import { randomUUID } from 'node:crypto';
import { samplePhoto, type Stack } from '@site/dev-stack';
import type { MediaFolderView, MediaPage, MediaView, UploadAnswer } from '@site/contracts';
import sharp from 'sharp';
import { qrCodePng } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { bucketOf, runImagesCli } from '../support/images-cli';
import { startTestStack, stopTestStack } from '../support/test-stack';
import { uploadForm } from '../support/upload-form';

// The media library through the gateway (issue 33): every upload gets a record in the content service,
// the same file uploaded again answers that record, and staff find and describe uploads.
describe('media library', () => {
  let stack: Stack;
  let admin: ApiClient;

  const upload = (bytes: Buffer, name: string, path = '/api/upload', field = 'image') =>
    admin.request<UploadAnswer>('POST', path, uploadForm(field, bytes, name));

  beforeAll(async () => {
    // Short enough to wait out a frozen content service in the last test.
    stack = await startTestStack({ appEnv: { gateway: { NATS_REQUEST_TIMEOUT_MS: '3000' } } });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
  });
  afterAll(() => stopTestStack(stack));

  it('records an upload with its file name, sizes and uploader, and answers it again for the same bytes', async () => {
    const photo = await samplePhoto({ width: 900, height: 600 });
    const first = await upload(photo, 'C:\\照片\\工厂外景.jpg');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ width: 900, height: 600, existing: false });
    expect(first.body.media_id).toEqual(expect.any(Number));

    const record = await admin.get<MediaView>(`/api/media/${first.body.media_id}`);
    expect(record.status).toBe(200);
    const me = (await admin.get<{ user: { id: number } }>('/api/session')).body.user;
    expect(record.body).toMatchObject({
      url: first.body.url,
      kind: 'image',
      content_type: 'image/webp',
      width: 900,
      height: 600,
      bytes: first.body.bytes,
      file_name: '工厂外景.jpg',
      uploaded_by: me.id,
    });

    const before = (await admin.get<MediaPage>('/api/media')).body.total;
    const again = await upload(photo, 'copy.jpg');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, existing: true });
    expect((await admin.get<MediaPage>('/api/media')).body.total).toBe(before);

    // QR codes are recorded too, as their own kind (kept lossless).
    const qr = await upload(await qrCodePng('https://example.com/app'), 'app.png', '/api/upload/qrcode', 'qrcode');
    expect(qr.body).toMatchObject({ existing: false });
    expect((await admin.get<MediaView>(`/api/media/${qr.body.media_id}`)).body.kind).toBe('qrcode');
  });

  it('lets editors describe an upload and staff find it by title, alt text, tag or file name', async () => {
    const { body } = await upload(await samplePhoto({ width: 640, height: 480 }), 'plc-front.jpg');
    const patched = await admin.request<MediaView>('PATCH', `/api/media/${body.media_id}`, {
      title: '控制器正面',
      alt_text: 'ZH-PLC100 控制器正面照片',
      tags: ['产品', 'PLC'],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      title: '控制器正面',
      alt_text: 'ZH-PLC100 控制器正面照片',
      tags: ['产品', 'PLC'],
    });

    for (const search of ['控制器正面', 'zh-plc100', 'plc', 'PLC-FRONT']) {
      const page = await admin.get<MediaPage>(`/api/media?search=${encodeURIComponent(search)}`);
      expect(page.status).toBe(200);
      expect(page.body.items.map((m) => m.id)).toContain(body.media_id);
    }
    const first = await admin.get<MediaPage>('/api/media');
    expect(first.body).toMatchObject({ page: 1, limit: 50 });
    expect(first.body.items[0].id).toBe(body.media_id);
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const { body } = await upload(await samplePhoto({ width: 320, height: 240 }), 'small.jpg');
    const before = (await admin.get<MediaView>(`/api/media/${body.media_id}`)).body;
    const cases: [unknown, string][] = [
      [{}, '请至少修改一项'],
      [{ title: '长'.repeat(201) }, '标题不能超过200个字符'],
      [{ tags: ['  '] }, '标签不能为空'],
      [{ owner: 1 }, ''],
    ];
    for (const [input, message] of cases) {
      const refused = await admin.request<{ error: string }>('PATCH', `/api/media/${body.media_id}`, input);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain(message);
    }
    expect((await admin.get<MediaView>(`/api/media/${body.media_id}`)).body).toEqual(before);
    const search = await admin.get<{ error: string }>(`/api/media?search=${encodeURIComponent('a\u0000b')}`);
    expect(search.status).toBe(400);
    expect(search.body.error).toBe('搜索词包含无效字符');
    const missing = await admin.get<{ error: string }>('/api/media/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('媒体文件不存在');
  });

  it('keeps files in folders: create, move, filter, and refuse to delete one that holds files', async () => {
    const { body } = await upload(await samplePhoto({ width: 500, height: 400 }), 'folder.jpg');
    const made = await admin.post<MediaFolderView>('/api/media/folders', { name: ' 产品图 ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: '产品图', files: 0 });
    const taken = await admin.post<{ error: string }>('/api/media/folders', { name: '产品图' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('文件夹名称已存在');

    const moved = await admin.request<MediaView>('PATCH', `/api/media/${body.media_id}`, { folder_id: made.body.id });
    expect(moved.body.folder_id).toBe(made.body.id);
    const inFolder = await admin.get<MediaPage>(`/api/media?folder=${made.body.id}`);
    expect(inFolder.body.items.map((m) => m.id)).toEqual([body.media_id]);
    const missing = await admin.request<{ error: string }>('PATCH', `/api/media/${body.media_id}`, {
      folder_id: 999999,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('目标文件夹不存在');

    const full = await admin.delete<{ error: string }>(`/api/media/folders/${made.body.id}`);
    expect(full.status).toBe(409);
    expect(full.body.error).toContain('文件夹中还有1个文件');
    await admin.request('PATCH', `/api/media/${body.media_id}`, { folder_id: null });
    expect((await admin.delete(`/api/media/folders/${made.body.id}`)).status).toBe(204);
    expect((await admin.get<MediaFolderView[]>('/api/media/folders')).body.some((f) => f.id === made.body.id)).toBe(
      false,
    );
  });

  it('records uploads from before the library once (images library), with a progress line and counts', async () => {
    const legacyKey = `images/2026/01/${randomUUID()}.png`;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    await bucketOf(stack).putObject('uploads', legacyKey, png, png.length, { 'Content-Type': 'image/png' });

    const first = await runImagesCli(stack, ['library']);
    expect(first.stderr).toMatch(/library: \d+\/\d+ \(100 %\)/);
    const counts = /media library: (\d+) uploads: (\d+) recorded, (\d+) already there, 0 failed/.exec(first.stdout);
    expect(counts).not.toBeNull();
    expect(Number(counts![2])).toBeGreaterThanOrEqual(1);
    const found = await admin.get<MediaPage>(`/api/media?search=${encodeURIComponent(legacyKey.split('/').pop()!)}`);
    expect(found.body.items).toEqual([
      expect.objectContaining({ url: `/uploads/${legacyKey}`, width: 40, height: 30, content_type: 'image/png' }),
    ]);

    const second = await runImagesCli(stack, ['library']);
    expect(second.stdout).toContain(`media library: ${counts![1]} uploads: 0 recorded, ${counts![1]} already there`);
  });

  it('still takes an upload while the library is out of reach, answering it without a record', async () => {
    const content = stack.pidOf('content')!;
    process.kill(content, 'SIGSTOP');
    let answer;
    try {
      answer = await upload(await samplePhoto({ width: 300, height: 200 }), 'offline.jpg');
    } finally {
      process.kill(content, 'SIGCONT');
    }
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ width: 300, height: 200, media_id: null, existing: false });
    expect((await fetch(`${stack.url}${answer.body.url}`)).status).toBe(200);
  });

  it('forgets the record of a file removed as unused, so the same file uploaded again is stored anew', async () => {
    const photo = await samplePhoto({ width: 360, height: 240 });
    const first = await upload(photo, 'swept.jpg');
    expect(first.body.existing).toBe(false);
    // Nothing shows it: the sweeper (every upload of this file older than 0 hours) removes it.
    const swept = await runImagesCli(stack, ['sweep', '--min-age-hours', '0']);
    expect(swept.stdout).toContain(`removed ${first.body.url}`);
    expect((await fetch(`${stack.url}${first.body.url}`)).status).toBe(404);
    expect((await admin.get(`/api/media/${first.body.media_id}`)).status).toBe(404);

    const again = await upload(photo, 'swept.jpg');
    expect(again.body).toMatchObject({ existing: false });
    expect(again.body.url).not.toBe(first.body.url);
    expect((await fetch(`${stack.url}${again.body.url}`)).status).toBe(200);
  });
});
