import { randomBytes, randomUUID } from 'node:crypto';
import {
  CatalogEvents,
  CatalogRpc,
  ContactRpc,
  ContentEvents,
  ContentRpc,
  IdentityRpc,
  type MediaUpload,
  type MediaUsageSource,
} from '@site/contracts';
import { type MediumService, newMediumService, PeerCalls } from '../../../../test/support/medium-service';
import { MediaModule } from './media.module';

// The media library's records (issue 33), against the content service's own database, without NATS.
// The gateway's side (storing the bytes, the routes, who may call them) is in media.int-spec.ts.
describe('content media (medium)', () => {
  let content: MediumService;
  let seq = 0;

  const upload = (over: Partial<MediaUpload> = {}): MediaUpload => {
    seq += 1;
    return {
      key: `images/2026/11/${randomUUID()}.webp`,
      sha256: randomBytes(32).toString('hex'),
      kind: 'image',
      content_type: 'image/webp',
      width: 1200,
      height: 800,
      bytes: 51_200,
      file_name: `照片${seq}.jpg`,
      uploaded_by: 1,
      library: false,
      ...over,
    };
  };
  const record = (over: Partial<MediaUpload> = {}) => content.call(ContentRpc.mediaRecord, { upload: upload(over) });
  const count = async () => Number((await content.query<{ n: string }>('SELECT count(*) AS n FROM media'))[0].n);

  // What each service answers when the index is rebuilt; tests change it.
  const owned: Record<string, MediaUsageSource[]> = { catalog: [], content: [], contact: [], identity: [] };
  const peers = new PeerCalls();
  for (const [service, list] of [
    ['catalog', CatalogRpc.mediaUsageList],
    ['content', ContentRpc.mediaUsageList],
    ['contact', ContactRpc.mediaUsageList],
    ['identity', IdentityRpc.mediaUsageList],
  ] as const) {
    peers.answer(list, ({ after, limit }) => {
      const start = after ? Number(after) : 0;
      const page = owned[service].slice(start, start + limit);
      return { sources: page, next: start + limit < owned[service].length ? String(start + limit) : null };
    });
  }

  beforeAll(async () => {
    content = await newMediumService('content', [MediaModule], { peers });
  });
  afterAll(() => content?.close());

  it('records an upload with its URL, sizes and uploader, and announces it', async () => {
    const given = upload({ file_name: '产品正面.png' });
    const { media, existing } = await content.call(ContentRpc.mediaRecord, { upload: given });
    expect(existing).toBe(false);
    expect(media).toMatchObject({
      url: `/uploads/${given.key}`,
      kind: 'image',
      content_type: 'image/webp',
      sha256: given.sha256,
      width: 1200,
      height: 800,
      bytes: 51_200,
      file_name: '产品正面.png',
      title: '',
      alt_text: '',
      tags: [],
      uploaded_by: 1,
    });
    expect(await content.call(ContentRpc.mediaGet, { id: media.id })).toEqual({ ...media, usage: [] });
    expect(content.events.of(ContentEvents.mediaCreated)).toContainEqual({ id: media.id });
  });

  it('answers the existing record for the same bytes of the same kind, at once or later, and keeps one', async () => {
    const sha256 = randomBytes(32).toString('hex');
    const before = await count();
    const tries = await Promise.all([1, 2, 3, 4].map(() => record({ sha256 })));
    expect(new Set(tries.map((t) => t.media.id)).size).toBe(1);
    expect(tries.filter((t) => !t.existing)).toHaveLength(1);
    expect(await count()).toBe(before + 1);
    expect((await content.call(ContentRpc.mediaFindByHash, { kind: 'image', sha256 })).media?.id).toBe(
      tries[0].media.id,
    );
    // A QR code of the same bytes is kept lossless: another record.
    expect((await record({ sha256, kind: 'qrcode' })).existing).toBe(false);
    expect(
      (await content.call(ContentRpc.mediaFindByHash, { kind: 'image', sha256: 'a'.repeat(64) })).media,
    ).toBeNull();
  });

  it('answers the existing record for a stored file recorded again (a backfill run twice)', async () => {
    const first = await record();
    const again = await content.call(ContentRpc.mediaRecord, {
      upload: upload({ key: first.media.url.slice('/uploads/'.length) }),
    });
    expect(again).toEqual({ media: first.media, existing: true });
  });

  it('forgets the record of a stored file that was removed, and the same bytes record anew', async () => {
    const first = await record();
    const key = first.media.url.slice('/uploads/'.length);
    await content.call(ContentRpc.mediaForget, { key });
    await expect(content.call(ContentRpc.mediaGet, { id: first.media.id })).rejects.toMatchObject({ status: 404 });
    const again = await record({ sha256: first.media.sha256 });
    expect(again.existing).toBe(false);
    // Forgetting a key nothing has is no error.
    await content.call(ContentRpc.mediaForget, { key });
  });

  it('changes only the fields given, trims them and keeps one of each tag', async () => {
    const { media } = await record();
    const titled = await content.call(ContentRpc.mediaUpdate, {
      id: media.id,
      input: { title: '  工厂外景 ', tags: ['工厂', ' 外景', '工厂'] },
    });
    expect(titled).toMatchObject({ title: '工厂外景', alt_text: '', tags: ['工厂', '外景'] });
    const described = await content.call(ContentRpc.mediaUpdate, { id: media.id, input: { alt_text: '厂区大门' } });
    expect(described).toMatchObject({ title: '工厂外景', alt_text: '厂区大门', tags: ['工厂', '外景'] });
    expect(content.events.of(ContentEvents.mediaUpdated)).toContainEqual({ id: media.id });
  });

  it.each([
    ['nothing to change', {}, '请至少修改一项'],
    ['a title of 201 characters', { title: '长'.repeat(201) }, '标题不能超过200个字符'],
    ['alt text of 301 characters', { alt_text: '长'.repeat(301) }, '替代文本不能超过300个字符'],
    ['an empty tag', { tags: ['  '] }, '标签不能为空'],
    ['21 tags', { tags: Array.from({ length: 21 }, (_, n) => `t${n}`) }, '标签不能超过20个'],
    ['a NUL byte', { title: 'a\u0000b' }, '标题包含无效字符'],
  ])('refuses %s with a Chinese 400 and changes nothing', async (_case, input, message) => {
    const { media } = await record();
    await expect(content.call(ContentRpc.mediaUpdate, { id: media.id, input: input })).rejects.toMatchObject({
      status: 400,
      message,
    });
    expect(await content.call(ContentRpc.mediaGet, { id: media.id })).toEqual({ ...media, usage: [] });
  });

  it('answers 404 for a record that does not exist', async () => {
    await expect(content.call(ContentRpc.mediaGet, { id: 999999 })).rejects.toMatchObject({ status: 404 });
    await expect(content.call(ContentRpc.mediaUpdate, { id: 999999, input: { title: 'x' } })).rejects.toMatchObject({
      status: 404,
      message: '媒体文件不存在',
    });
  });

  it('lists newest first, 50 to a page, and searches file name, title, alt text and tags', async () => {
    const marker = `搜索${randomBytes(4).toString('hex')}`;
    const byName = await record({ file_name: `${marker}.jpg` });
    const byTitle = await record();
    await content.call(ContentRpc.mediaUpdate, { id: byTitle.media.id, input: { title: `标题 ${marker}` } });
    const byTag = await record();
    await content.call(ContentRpc.mediaUpdate, { id: byTag.media.id, input: { tags: [marker.toUpperCase()] } });
    const page = await content.call(ContentRpc.mediaList, { search: marker.toLowerCase() });
    expect(page.items.map((m) => m.id)).toEqual([byTag.media.id, byTitle.media.id, byName.media.id]);
    expect(page).toMatchObject({ total: 3, page: 1, limit: 50, totalPages: 1 });

    const all = await content.call(ContentRpc.mediaList, {});
    expect(all.items.length).toBeLessThanOrEqual(50);
    expect(all.total).toBe(await count());
    // A search for LIKE's wildcards finds them as text.
    expect((await content.call(ContentRpc.mediaList, { search: '%' })).total).toBe(0);
    expect((await content.call(ContentRpc.mediaList, { kind: 'qrcode' })).items.every((m) => m.kind === 'qrcode')).toBe(
      true,
    );
  });

  it('answers a page it read before only while nothing in the library changed since, whoever wrote', async () => {
    const marker = `缓存${randomBytes(4).toString('hex')}`;
    const first = await record({ file_name: `${marker}-1.jpg` });
    const list = () => content.call(ContentRpc.mediaList, { search: marker });
    expect((await list()).items.map((m) => m.title)).toEqual(['']);
    // A write through the service, one straight into the table, a usage row and a truncate-free delete.
    await content.call(ContentRpc.mediaUpdate, { id: first.media.id, input: { title: '第一次' } });
    expect((await list()).items.map((m) => m.title)).toEqual(['第一次']);
    await content.query('UPDATE media SET title = $2 WHERE id = $1', [first.media.id, '直接改的']);
    expect((await list()).items.map((m) => m.title)).toEqual(['直接改的']);
    const key = (await content.query<{ key: string }>('SELECT key FROM media WHERE id = $1', [first.media.id]))[0].key;
    await content.query(
      `INSERT INTO media_usage (service, kind, record_id, field, key) VALUES ('catalog', 'product', '999', 'images', $1)`,
      [key],
    );
    expect((await list()).items.map((m) => m.used)).toEqual([1]);
    await content.query('DELETE FROM media_usage WHERE key = $1', [key]);
    const second = await record({ file_name: `${marker}-2.jpg` });
    expect((await list()).items.map((m) => [m.id, m.used])).toEqual([
      [second.media.id, 0],
      [first.media.id, 0],
    ]);
    // Nothing written: the same answer, without reading the page again.
    const generation = async () => (await content.query<{ n: string }>('SELECT n FROM media_generation'))[0].n;
    const before = await generation();
    expect(await list()).toEqual(await list());
    expect(await generation()).toBe(before);
  });

  describe('folders', () => {
    const folder = (name: string) => content.call(ContentRpc.mediaFolderCreate, { input: { name } });
    const move = (id: number, folderId: number | null) =>
      content.call(ContentRpc.mediaUpdate, { id, input: { folder_id: folderId } });

    it('makes, renames and lists folders with their file counts, and moves files in and out', async () => {
      const made = await folder(`  产品图${randomBytes(3).toString('hex')} `);
      expect(made).toMatchObject({ name: made.name.trim(), files: 0 });
      const { media } = await record();
      expect((await move(media.id, made.id)).folder_id).toBe(made.id);
      const listed = await content.call(ContentRpc.mediaList, { folder: made.id });
      expect(listed.items.map((m) => m.id)).toEqual([media.id]);
      const renamed = await content.call(ContentRpc.mediaFolderRename, {
        id: made.id,
        input: { name: `${made.name}-新` },
      });
      expect(renamed).toMatchObject({ id: made.id, name: `${made.name}-新`, files: 1 });
      expect((await content.call(ContentRpc.mediaFolderList, {})).find((f) => f.id === made.id)?.files).toBe(1);
      expect(content.events.of(ContentEvents.mediaFolderChanged)).toContainEqual({ id: made.id });

      // A folder with files stays; once empty it goes.
      await expect(content.call(ContentRpc.mediaFolderDelete, { id: made.id })).rejects.toMatchObject({
        status: 409,
        message: '文件夹中还有1个文件，请先移走或删除这些文件',
      });
      expect((await move(media.id, null)).folder_id).toBeNull();
      await content.call(ContentRpc.mediaFolderDelete, { id: made.id });
      expect((await content.call(ContentRpc.mediaFolderList, {})).some((f) => f.id === made.id)).toBe(false);
    });

    it.each([
      ['an empty name', '   ', 400, '文件夹名称不能为空'],
      ['a name of 51 characters', '长'.repeat(51), 400, '文件夹名称不能超过50个字符'],
      ['a NUL byte', 'a\u0000b', 400, '文件夹名称包含无效字符'],
    ])('refuses %s', async (_case, name, status, message) => {
      const before = await content.call(ContentRpc.mediaFolderList, {});
      await expect(folder(name)).rejects.toMatchObject({ status, message });
      expect(await content.call(ContentRpc.mediaFolderList, {})).toEqual(before);
    });

    it('refuses a name that is taken, on create and on rename, and a move into a missing folder', async () => {
      const name = `重名${randomBytes(3).toString('hex')}`;
      const first = await folder(name);
      await expect(folder(name)).rejects.toMatchObject({ status: 409, message: '文件夹名称已存在' });
      const other = await folder(`${name}-2`);
      await expect(content.call(ContentRpc.mediaFolderRename, { id: other.id, input: { name } })).rejects.toMatchObject(
        { status: 409, message: '文件夹名称已存在' },
      );
      await expect(
        content.call(ContentRpc.mediaFolderRename, { id: 999999, input: { name: 'x' } }),
      ).rejects.toMatchObject({ status: 404, message: '文件夹不存在' });
      await expect(content.call(ContentRpc.mediaFolderDelete, { id: 999999 })).rejects.toMatchObject({ status: 404 });

      const { media } = await record();
      await move(media.id, first.id);
      await expect(move(media.id, 999999)).rejects.toMatchObject({ status: 400, message: '目标文件夹不存在' });
      expect((await content.call(ContentRpc.mediaGet, { id: media.id })).folder_id).toBe(first.id);
    });
  });

  describe('usage index', () => {
    const keyOf = (url: string) => url.slice('/uploads/'.length);
    const report = (source: MediaUsageSource, at = new Date()) =>
      content.events.deliver(CatalogEvents.mediaUsageReported, { ...source, at: at.toISOString() });
    const product = (id: number, urls: string[], label = `产品${id}`): MediaUsageSource => ({
      kind: 'product',
      id: String(id),
      label,
      references: urls.map((url) => ({ url, field: 'images' })),
    });
    const usage = async (id: number) => (await content.call(ContentRpc.mediaGet, { id })).usage;
    const otherUrl = () => `/uploads/images/2026/11/${randomUUID()}.webp`;

    it('is not trusted before its first build: nothing sweepable, no delete', async () => {
      const { media } = await record();
      await content.query('DELETE FROM media_usage_rebuilds');
      expect(await content.call(ContentRpc.mediaSweepable, { keys: [keyOf(media.url)] })).toEqual({
        keys: [],
        ready: false,
      });
      await expect(content.call(ContentRpc.mediaDelete, { id: media.id })).rejects.toMatchObject({
        status: 503,
        code: 'MEDIA_USAGE_UNKNOWN',
      });
      await content.call(ContentRpc.mediaUsageRebuild, {});
      expect((await content.call(ContentRpc.mediaSweepable, { keys: [keyOf(media.url)] })).ready).toBe(true);
    });

    it('rebuilds from every owner in pages and says what drift it corrected', async () => {
      const { media } = await record();
      owned.catalog = [
        product(1, [media.url], '网关'),
        ...Array.from({ length: 600 }, (_, i) => product(i + 2, [otherUrl()])),
      ];
      owned.identity = [
        { kind: 'settings', id: 'general', label: '基本设置', references: [{ url: media.url, field: 'logo_url' }] },
      ];
      const first = await content.call(ContentRpc.mediaUsageRebuild, {});
      expect(first).toMatchObject({ sources: 602, references: 602, removed: 0 });
      expect(await usage(media.id)).toEqual([
        { service: 'catalog', kind: 'product', id: '1', label: '网关', field: 'images' },
        { service: 'identity', kind: 'settings', id: 'general', label: '基本设置', field: 'logo_url' },
      ]);
      // Plant a lost and a made-up reference: the next rebuild puts both right.
      await content.query(`DELETE FROM media_usage WHERE service = 'identity' AND key = $1`, [keyOf(media.url)]);
      await content.query(
        `INSERT INTO media_usage (service, kind, record_id, field, key) VALUES ('catalog', 'product', '9999', 'images', $1)`,
        [keyOf(media.url)],
      );
      expect(await content.call(ContentRpc.mediaUsageRebuild, {})).toMatchObject({ added: 1, removed: 1 });
      expect(await content.call(ContentRpc.mediaUsageRebuild, {})).toMatchObject({ added: 0, removed: 0 });
      owned.catalog = [];
      owned.identity = [];
      await content.call(ContentRpc.mediaUsageRebuild, {});
      expect(await usage(media.id)).toEqual([]);
    });

    it('applies a record’s report in place of its last one, and ignores an older one', async () => {
      const { media } = await record();
      const other = (await record()).media;
      await report(product(70, [media.url, other.url]));
      expect((await usage(media.id)).map((u) => u.id)).toEqual(['70']);
      await report(product(70, [other.url]));
      expect(await usage(media.id)).toEqual([]);
      // Delivered late: an older state of the same product changes nothing.
      await report(product(70, [media.url]), new Date(Date.now() - 60_000));
      expect(await usage(media.id)).toEqual([]);
      expect((await content.call(ContentRpc.mediaGet, { id: other.id })).used).toBe(1);
    });

    it('refuses to delete a used file naming the places; trashes an unused one; a report brings it back', async () => {
      const { media } = await record();
      await report(product(80, [media.url], '智能网关'));
      await expect(content.call(ContentRpc.mediaDelete, { id: media.id })).rejects.toMatchObject({
        status: 409,
        code: 'MEDIA_IN_USE',
        message: '该文件正在被1处使用，无法删除：产品「智能网关」的图片。请先在这些地方换掉或移除它',
      });
      expect((await content.call(ContentRpc.mediaGet, { id: media.id })).trashed_at).toBeNull();

      await report(product(80, []));
      await content.call(ContentRpc.mediaDelete, { id: media.id });
      const trashed = await content.call(ContentRpc.mediaGet, { id: media.id });
      expect(trashed.trashed_at).toEqual(expect.any(String));
      expect((await content.call(ContentRpc.mediaTrash, {})).items.map((m) => m.id)).toContain(media.id);
      expect((await content.call(ContentRpc.mediaList, { limit: 100 })).items.map((m) => m.id)).not.toContain(media.id);
      await expect(
        content.call(ContentRpc.mediaReplaced, {
          id: media.id,
          replacement: {
            sha256: 'f'.repeat(64),
            content_type: 'image/webp',
            width: 1,
            height: 1,
            bytes: 1,
            file_name: 'x.png',
          },
        }),
      ).rejects.toMatchObject({ status: 409, code: 'MEDIA_IN_TRASH' });
      // An open form saved it meanwhile: it is used, so it leaves the trash.
      await report(product(81, [media.url]));
      expect((await content.call(ContentRpc.mediaGet, { id: media.id })).trashed_at).toBeNull();
      expect(content.events.of(ContentEvents.mediaUpdated)).toContainEqual({ id: media.id });
    });

    it('names up to 50 places in a refusal, and how many in all', async () => {
      const { media } = await record();
      for (let id = 100; id < 160; id++) await report(product(id, [media.url], `产品${id}`));
      const refusal = await content.call(ContentRpc.mediaDelete, { id: media.id }).catch((e: Error) => e.message);
      expect(refusal).toMatch(/^该文件正在被60处使用，无法删除：/);
      expect((refusal as string).match(/产品「/g)).toHaveLength(50);
      expect(refusal).toContain('等。');
    });

    it('answers as sweepable only unused files it does not keep, and purges the trash after 30 days', async () => {
      const fromForm = (await record()).media;
      const fromLibrary = (await record({ library: true })).media;
      const used = (await record()).media;
      await report(product(90, [used.url]));
      await report(product(90, []));
      const unknown = keyOf(otherUrl());
      const { keys } = await content.call(ContentRpc.mediaSweepable, {
        keys: [fromForm, fromLibrary, used].map((m) => keyOf(m.url)).concat(unknown),
      });
      // Used once means kept, as does an upload into the library; a file without a record may go.
      expect(keys.sort()).toEqual([keyOf(fromForm.url), unknown].sort());

      await content.call(ContentRpc.mediaDelete, { id: fromLibrary.id });
      expect((await content.call(ContentRpc.mediaPurgeDue, {})).keys).not.toContain(keyOf(fromLibrary.url));
      await content.query(`UPDATE media SET trashed_at = now() - interval '31 days' WHERE id = $1`, [fromLibrary.id]);
      expect((await content.call(ContentRpc.mediaPurgeDue, {})).keys).toContain(keyOf(fromLibrary.url));
      expect((await content.call(ContentRpc.mediaSweepable, { keys: [keyOf(fromLibrary.url)] })).keys).toEqual([]);
    });
  });
});
