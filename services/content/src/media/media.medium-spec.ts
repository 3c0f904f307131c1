import { randomBytes } from 'node:crypto';
import { ContentEvents, ContentRpc, type MediaUpload } from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { MediaModule } from './media.module';

// The media library's records (issue 33), against the content service's own database, without NATS.
// The gateway's side (storing the bytes, the routes, who may call them) is in media.int-spec.ts.
describe('content media (medium)', () => {
  let content: MediumService;
  let seq = 0;

  const upload = (over: Partial<MediaUpload> = {}): MediaUpload => {
    seq += 1;
    return {
      key: `images/2026/11/${randomBytes(16).toString('hex')}.webp`,
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

  beforeAll(async () => {
    content = await newMediumService('content', [MediaModule]);
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
    expect(await content.call(ContentRpc.mediaGet, { id: media.id })).toEqual(media);
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
    expect(await content.call(ContentRpc.mediaGet, { id: media.id })).toEqual(media);
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
});
