import { randomUUID } from 'node:crypto';
import { samplePhoto, type Stack } from '@site/dev-stack';
import {
  imageVariantUrl,
  type MediaDetail,
  type MediaFolderView,
  type MediaPage,
  type MediaView,
  type NewsView,
  type UploadAnswer,
} from '@site/contracts';
import sharp from 'sharp';
import { htmlRenamed, images, pngBomb, qrCodePng, uniquePng } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { bucketOf, runImagesCli } from '../support/images-cli';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';
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

  it('keeps a title and alt text per language: written, kept by other edits, removed with null', async () => {
    const { body } = await upload(await samplePhoto({ width: 600, height: 400 }), 'bilingual.jpg');
    const id = body.media_id;
    const english = { title: 'Controller, front', alt_text: 'Front view of the ZH-PLC100 controller' };
    const written = await admin.request<MediaView>('PATCH', `/api/media/${id}`, {
      alt_text: 'ZH-PLC100 控制器正面照片',
      translations: { en: english },
    });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ alt_text: 'ZH-PLC100 控制器正面照片', translations: { en: english } });
    // An edit that names no language keeps them; one that names English replaces its words whole.
    await admin.request('PATCH', `/api/media/${id}`, { title: '控制器正面' });
    expect((await admin.get<MediaView>(`/api/media/${id}`)).body.translations).toEqual({ en: english });
    const altOnly = await admin.request<MediaView>('PATCH', `/api/media/${id}`, {
      translations: { en: { alt_text: 'Front view' } },
    });
    expect(altOnly.body.translations).toEqual({ en: { title: '', alt_text: 'Front view' } });
    const removed = await admin.request<MediaView>('PATCH', `/api/media/${id}`, { translations: { en: null } });
    expect(removed.body.translations).toEqual({ en: null });
    expect(removed.body.title).toBe('控制器正面');

    const before = (await admin.get<MediaView>(`/api/media/${id}`)).body;
    for (const [input, message] of [
      [{ translations: { en: { alt_text: 'x'.repeat(301) } } }, '英文替代文本不能超过300个字符'],
      [{ translations: { fr: { alt_text: 'x' } } }, 'translations 只能包含 en'],
      [{ translations: { en: { alt_text: 'a\u0000b' } } }, '英文替代文本包含无效字符'],
    ] as const) {
      const refused = await admin.request<{ error: string }>('PATCH', `/api/media/${id}`, input);
      expect({ input, status: refused.status }).toEqual({ input, status: 400 });
      expect(refused.body.error).toContain(message);
    }
    expect((await admin.get<MediaView>(`/api/media/${id}`)).body).toEqual(before);
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

  describe('where files are used, and deleting them (issue 33)', () => {
    let seq = 0;
    const uniq = (base: string) => `${base}${Date.now().toString(36)}${++seq}`;
    const fresh = async (name = 'file.png') => (await upload(await uniquePng(), name)).body;
    const usageOf = async (id: number) => (await admin.get<MediaDetail>(`/api/media/${id}`)).body.usage;
    const places = async (id: number) => (await usageOf(id)).map((u) => `${u.service}/${u.kind}/${u.field}`).sort();
    const category = async (type: 'product' | 'news') =>
      (await admin.post<{ id: number }>('/api/categories', { name: uniq('媒体分类'), type })).body.id;
    const saveGeneral = async (change: Record<string, unknown>) => {
      const current = await admin.get<Record<string, unknown>>('/api/settings?tab=general');
      return admin.post('/api/settings', { tab: 'general', settings: { ...current.body, ...change } });
    };

    it("gives a news cover the library's alt text, and refuses an article whose picture has none", async () => {
      const news = await category('news');
      const [described, bare] = await Promise.all([fresh('展厅.png'), fresh('无说明.png')]);
      await admin.request('PATCH', `/api/media/${described.media_id}`, { alt_text: '展厅全景' });
      const count = async () => (await admin.get<{ total: number }>('/api/news?limit=1')).body.total;
      const before = await count();

      const withCover = await admin.post<NewsView>('/api/news?publish=true', {
        title: uniq('封面新闻'),
        category: news,
        content: '<p>正文</p>',
        cover_image: described.url,
      });
      expect(withCover.status).toBe(201);
      expect(withCover.body.cover_alt).toBe('展厅全景');
      // Its own text wins; '' marks the picture decorative.
      const own = await admin.request<NewsView>('PUT', `/api/news/${withCover.body.id}`, {
        ...withCover.body,
        cover_image: bare.url,
        cover_alt: '',
      });
      expect(own.body.cover_alt).toBe('');

      const refusals = [
        { cover_image: bare.url },
        { content: `<p>正文</p><p><img src="${described.url}"></p>` },
        { content: `<p>正文</p><p><img src="https://cdn.example.com/plain.png"></p>` },
      ];
      const messages: string[] = [];
      for (const change of refusals) {
        const refused = await admin.post<{ error: string; code: string }>('/api/news?publish=true', {
          title: uniq('缺替代文本'),
          category: news,
          content: '<p>正文</p>',
          ...change,
        });
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('IMAGE_ALT_MISSING');
        messages.push(refused.body.error);
      }
      expect(messages[0]).toContain('图片「封面：无说明.png」缺少替代文本');
      expect(messages[1]).toContain('图片「展厅.png」缺少替代文本');
      expect(messages[2]).toContain('图片「plain.png」缺少替代文本');
      expect(await count()).toBe(before + 1);
    });

    it('follows every kind of reference: gallery, rich text, cover, QR code, logo and favicon', async () => {
      const [gallery, inDescription, cover, inBody, logo] = await Promise.all([
        fresh('gallery.png'),
        fresh('desc.png'),
        fresh('cover.png'),
        fresh('body.png'),
        fresh('logo.png'),
      ]);
      const qr = (await upload(await qrCodePng(uniq('https://example.com/')), 'qr.png', '/api/upload/qrcode', 'qrcode'))
        .body;

      const productName = uniq('用图产品');
      const product = await admin.post<{ id: number }>('/api/products?publish=true', {
        name: productName,
        category: await category('product'),
        status: '已发布',
        stock: 1,
        description: `<p>详情</p><p><img src="${inDescription.url}" alt="图"></p>`,
      });
      expect(product.status).toBe(201);
      expect((await admin.post(`/api/products/${product.body.id}/images`, { image_url: gallery.url })).status).toBe(
        201,
      );
      const title = uniq('用图新闻');
      const news = await admin.post<{ id: number }>('/api/news?publish=true', {
        title,
        category: await category('news'),
        cover_image: cover.url,
        cover_alt: '封面',
        content: `<p>正文</p><p><img src="${inBody.url}" alt="正文图"></p>`,
      });
      expect(news.status).toBe(201);
      const app = await admin.post<{ id: number }>('/api/app-downloads', { platform: 'ios', qrcode_url: qr.url });
      expect(app.status).toBe(201);
      expect((await saveGeneral({ logoUrl: logo.url, faviconUrl: logo.url })).status).toBe(200);

      await eventually(async () => (await places(gallery.media_id!)).join() === 'catalog/product/images');
      await eventually(async () => (await places(inDescription.media_id!)).join() === 'catalog/product/description');
      await eventually(async () => (await places(cover.media_id!)).join() === 'content/news/cover_image');
      await eventually(async () => (await places(inBody.media_id!)).join() === 'content/news/content');
      await eventually(async () => (await places(qr.media_id!)).join() === 'contact/app_download/qrcode_url');
      await eventually(
        async () =>
          (await places(logo.media_id!)).join() === 'identity/settings/favicon_url,identity/settings/logo_url',
      );
      expect(await usageOf(gallery.media_id!)).toEqual([
        { service: 'catalog', kind: 'product', id: String(product.body.id), label: productName, field: 'images' },
      ]);
      expect((await usageOf(cover.media_id!))[0]).toMatchObject({ id: String(news.body.id), label: title });
      // The list counts the places, and "unused" leaves used files out.
      const unused = await admin.get<MediaPage>('/api/media?unused=1&limit=100');
      expect(unused.body.items.map((m) => m.id)).not.toContain(gallery.media_id);
      expect((await admin.get<MediaView>(`/api/media/${logo.media_id}`)).body.used).toBe(2);

      // Writes that stop showing a file take it out of the index.
      await admin.put(`/api/products/${product.body.id}?publish=true`, {
        name: productName,
        category: (await admin.get<{ category: number }>(`/api/products/${product.body.id}`)).body.category,
        status: '已发布',
        stock: 1,
        description: '<p>没有图了</p>',
      });
      expect((await admin.delete(`/api/news/${news.body.id}`)).status).toBe(204);
      expect((await saveGeneral({ logoUrl: '', faviconUrl: '' })).status).toBe(200);
      for (const file of [inDescription, cover, inBody, logo]) {
        await eventually(async () => (await usageOf(file.media_id!)).length === 0);
      }
      expect(await places(gallery.media_id!)).toEqual(['catalog/product/images']);
      const nowUnused = await admin.get<MediaPage>('/api/media?unused=1&limit=100');
      expect(nowUnused.body.items.map((m) => m.id)).toEqual(
        expect.arrayContaining([inDescription.media_id, cover.media_id, inBody.media_id, logo.media_id]),
      );
    });

    it('refuses to delete a used file, naming the places in Chinese; trash, restore, then purge its bytes', async () => {
      const file = await fresh('used.png');
      const productName = uniq('占用产品');
      const product = await admin.post<{ id: number }>('/api/products?publish=true', {
        name: productName,
        category: await category('product'),
        status: '已发布',
        stock: 1,
      });
      const image = await admin.post<{ id: number }>(`/api/products/${product.body.id}/images`, {
        image_url: file.url,
      });
      await eventually(async () => (await usageOf(file.media_id!)).length === 1);

      const refused = await admin.delete(`/api/media/${file.media_id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'MEDIA_IN_USE',
        error: `该文件正在被1处使用，无法删除：产品「${productName}」的图片。请先在这些地方换掉或移除它`,
      });
      expect((await admin.get<MediaView>(`/api/media/${file.media_id}`)).body.trashed_at).toBeNull();
      expect((await fetch(`${stack.url}${file.url}`)).status).toBe(200);

      // Unused: to the trash, out of the list, restorable.
      await admin.delete(`/api/products/${product.body.id}/images/${image.body.id}`);
      await eventually(async () => (await usageOf(file.media_id!)).length === 0);
      expect((await admin.delete(`/api/media/${file.media_id}`)).status).toBe(204);
      const trash = await admin.get<MediaPage>('/api/media/trash');
      expect(trash.body.items[0]).toMatchObject({ id: file.media_id, trashed_at: expect.any(String) });
      const list = await admin.get<MediaPage>(`/api/media?search=${encodeURIComponent('used.png')}`);
      expect(list.body.items.map((m) => m.id)).not.toContain(file.media_id);
      const restored = await admin.post<MediaView>(`/api/media/${file.media_id}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body.trashed_at).toBeNull();
      expect((await admin.post(`/api/media/${file.media_id}/restore`)).body).toMatchObject({
        code: 'MEDIA_NOT_IN_TRASH',
      });

      // Thirty days in the trash: the sweep purges the master and its variants, then the record.
      const variant = imageVariantUrl(file.url, 320, 'webp')!;
      expect((await fetch(`${stack.url}${variant}`)).status).toBe(200);
      expect((await admin.delete(`/api/media/${file.media_id}`)).status).toBe(204);
      const swept = await runImagesCli(stack, ['sweep', '--dry-run']);
      expect(swept.stdout).not.toContain(`purge ${file.url}`);
      await queryDb(stack, 'content', `UPDATE media SET trashed_at = now() - interval '31 days' WHERE id = $1`, [
        file.media_id,
      ]);
      const purged = await runImagesCli(stack, ['sweep']);
      expect(purged.stdout).toContain(`purged ${file.url}`);
      expect((await fetch(`${stack.url}${file.url}`)).status).toBe(404);
      const base = file.url.slice('/uploads/'.length).replace(/\.webp$/, '/');
      const left: string[] = [];
      for await (const object of bucketOf(stack).listObjectsV2('uploads', base, true)) left.push(object.name);
      expect(left).toEqual([]);
      expect((await admin.get(`/api/media/${file.media_id}`)).status).toBe(404);
    });

    it('replaces a file under the same id and URL: new bytes, new variants, version 2; refusals change nothing', async () => {
      const first = await upload(await samplePhoto({ width: 900, height: 600 }), 'before.jpg');
      const id = first.body.media_id!;
      const variant = imageVariantUrl(first.body.url, 320, 'webp')!;
      const oldVariant = await fetch(`${stack.url}${variant}`);
      const oldTag = oldVariant.headers.get('etag');

      const replaced = await admin.request<MediaView>(
        'POST',
        `/api/media/${id}/replace`,
        uploadForm('file', await samplePhoto({ width: 1000, height: 500 }), 'after.jpg'),
      );
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject({ id, url: first.body.url, width: 1000, height: 500, version: 2 });
      const master = await fetch(`${stack.url}${first.body.url}`);
      expect(master.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
      expect((await sharp(Buffer.from(await master.arrayBuffer())).metadata()).width).toBe(1000);
      const newVariant = await fetch(`${stack.url}${variant}`);
      expect(newVariant.headers.get('etag')).not.toBe(oldTag);
      expect((await sharp(Buffer.from(await newVariant.arrayBuffer())).metadata()).height).toBe(160);

      const notPicture = await admin.request(
        'POST',
        `/api/media/${id}/replace`,
        uploadForm('file', Buffer.from('%PDF-1.4 x'), 'x.pdf'),
      );
      expect(notPicture).toMatchObject({ status: 415, body: { code: 'UPLOAD_TYPE_REFUSED' } });
      const flood = await admin.request(
        'POST',
        `/api/media/${id}/replace`,
        uploadForm('file', pngBomb(30000, 30000), 'bomb.png'),
      );
      expect(flood).toMatchObject({ status: 413, body: { code: 'IMAGE_TOO_MANY_PIXELS' } });
      // Bytes another record has already: use that one instead.
      const png = await uniquePng();
      const other = (await upload(png, 'other.png')).body;
      const duplicate = await admin.request('POST', `/api/media/${id}/replace`, uploadForm('file', png, 'dup.png'));
      expect(duplicate).toMatchObject({ status: 409, body: { code: 'MEDIA_DUPLICATE' } });
      expect(duplicate.body).toMatchObject({ error: expect.stringContaining(`编号${other.media_id}`) });
      expect((await admin.get<MediaView>(`/api/media/${id}`)).body).toMatchObject({ version: 2, width: 1000 });
      expect(
        (await admin.request('POST', `/api/media/999999/replace`, uploadForm('file', await uniquePng(), 'x.png')))
          .status,
      ).toBe(404);
    });

    it('uploads into the library and a folder; refuses a missing folder and NUL in a search', async () => {
      const folder = await admin.post<MediaFolderView>('/api/media/folders', { name: uniq('批量') });
      const answer = await admin.request<UploadAnswer>(
        'POST',
        `/api/media?folder=${folder.body.id}`,
        uploadForm('file', await uniquePng(), 'bulk.png'),
      );
      expect(answer.status).toBe(200);
      expect((await admin.get<MediaView>(`/api/media/${answer.body.media_id}`)).body.folder_id).toBe(folder.body.id);
      const before = (await admin.get<MediaPage>('/api/media')).body.total;
      const missing = await admin.request(
        'POST',
        '/api/media?folder=999999',
        uploadForm('file', await uniquePng(), 'lost.png'),
      );
      expect(missing).toMatchObject({ status: 400, body: { error: '目标文件夹不存在' } });
      expect((await admin.get<MediaPage>('/api/media')).body.total).toBe(before);
      expect((await admin.get('/api/media?search=a%00b')).status).toBe(400);
      // The library takes what the forms take: the settings' types, their size limit, and no pixel flood.
      const refusals = [
        [uploadForm('file', htmlRenamed, 'page.png'), 415, '只支持'],
        [
          uploadForm('file', Buffer.concat([images.png, Buffer.alloc(20 * 1024 * 1024 + 1)]), 'big.png'),
          413,
          '图片文件大小不能超过',
        ],
        [uploadForm('file', pngBomb(30000, 30000), 'bomb.png'), 413, '像素'],
      ] as const;
      for (const [form, status, message] of refusals) {
        const refused = await admin.request<{ error: string }>('POST', `/api/media?folder=${folder.body.id}`, form);
        expect(refused.status).toBe(status);
        expect(refused.body.error).toContain(message);
      }
      expect((await admin.get<MediaPage>('/api/media')).body.total).toBe(before);
      // Kept while unused: the sweep leaves files uploaded into the library.
      const swept = await runImagesCli(stack, ['sweep', '--min-age-hours', '0']);
      expect(swept.stdout).not.toContain(answer.body.url);
    });

    it('rebuilds the usage index from every service and corrects a planted drift', async () => {
      const file = await fresh('drift.png');
      const product = await admin.post<{ id: number }>('/api/products?publish=true', {
        name: uniq('漂移产品'),
        category: await category('product'),
        status: '已发布',
        stock: 1,
      });
      await admin.post(`/api/products/${product.body.id}/images`, { image_url: file.url });
      const key = file.url.slice('/uploads/'.length);
      await eventually(async () => (await usageOf(file.media_id!)).length === 1);
      // A reference lost, and one that never was.
      await queryDb(stack, 'content', 'DELETE FROM media_usage WHERE key = $1', [key]);
      await queryDb(
        stack,
        'content',
        `INSERT INTO media_usage (service, kind, record_id, field, key) VALUES ('catalog', 'product', '999999', 'images', $1)`,
        [key],
      );
      const rebuilt = await runImagesCli(stack, ['usage']);
      expect(rebuilt.stdout).toMatch(/drift corrected: 1 added, 1 removed/);
      expect(await usageOf(file.media_id!)).toEqual([
        expect.objectContaining({ service: 'catalog', kind: 'product', id: String(product.body.id), field: 'images' }),
      ]);
      expect((await runImagesCli(stack, ['usage'])).stdout).toMatch(/drift corrected: 0 added, 0 removed/);
    });
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
