import { ContactEvents, ContactRpc } from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { ContactModule } from '../contact.module';

// The app download configs' rules (platforms, fields kept or cleared, links), against the contact
// service's own database. Uploaded QR codes, the served QR image and who may write stay in
// app-downloads.int-spec.ts.
const MISSING = 999999;
const APK = 'https://download.zhiheng-auto.cn/app/zhiheng-2.3.1.apk';
const LINK_ERROR = '下载链接必须是 http:// 或 https:// 开头的网址，或本站上传的文件（/uploads/…）';
const KEYS = [
  'created_at',
  'description',
  'download_url',
  'id',
  'platform',
  'qrcode_generated',
  'qrcode_url',
  'title',
  'updated_at',
  'version',
];

describe('contact app downloads (medium)', () => {
  let contact: MediumService;

  const create = (input: Record<string, unknown>) =>
    contact.call(ContactRpc.appDownloadCreate, { input: input as never });
  const update = (id: number, input: Record<string, unknown>) =>
    contact.call(ContactRpc.appDownloadUpdate, { id, input: input });
  const list = () => contact.call(ContactRpc.appDownloadList, {});

  beforeAll(async () => {
    contact = await newMediumService('contact', [ContactModule]);
  });
  afterAll(() => contact?.close());

  it('needs a platform (平台信息不能为空), one of android, android-beta, ios, ios-beta', async () => {
    for (const input of [{}, { platform: '' }, { platform: null }, { title: '无平台' }]) {
      await expect(create(input)).rejects.toMatchObject({ status: 400, message: '平台信息不能为空' });
    }
    await expect(create({ platform: 'windows' })).rejects.toMatchObject({
      status: 400,
      message: '平台必须是 android、android-beta、ios 或 ios-beta',
    });
    expect(await list()).toEqual([]);
  });

  it('creates a config with only a platform (the other fields empty) and answers it', async () => {
    const created = await create({ platform: 'ios-beta' });
    expect(Object.keys(created).sort()).toEqual(KEYS);
    expect(created).toMatchObject({
      platform: 'ios-beta',
      version: '',
      title: '',
      description: '',
      qrcode_url: '',
      download_url: '',
      qrcode_generated: false,
    });
    expect(contact.events.of(ContactEvents.appDownloadCreated)).toContainEqual({
      id: created.id,
      platform: 'ios-beta',
    });
  });

  it('creates a full config and lists all configs, oldest first', async () => {
    const created = await create({
      platform: 'android',
      version: '2.3.1',
      title: '智衡助手 Android 版',
      description: '设备远程监控与告警推送。\n支持 Android 8.0 及以上。',
      download_url: APK,
    });
    expect(created).toMatchObject({ platform: 'android', version: '2.3.1', download_url: APK });
    const all = await list();
    expect(all.map((d) => d.id)).toEqual([...all.map((d) => d.id)].sort((a, b) => a - b));
    expect(all.at(-1)).toEqual(created);
  });

  it('updates the listed fields; a field left out is kept, an empty one cleared', async () => {
    const created = await create({ platform: 'android-beta', version: '2.4.0-beta.1', title: '测试版' });
    const updated = await update(created.id, {
      version: '2.4.0-beta.2',
      description: '抢先体验新功能',
      download_url: 'https://download.zhiheng-auto.cn/app/zhiheng-2.4.0-beta.2.apk',
    });
    expect(updated).toMatchObject({
      id: created.id,
      platform: 'android-beta',
      version: '2.4.0-beta.2',
      title: '测试版',
      description: '抢先体验新功能',
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    const cleared = await update(created.id, { title: '', version: null });
    expect(cleared).toMatchObject({ title: '', version: '', description: '抢先体验新功能' });
    // The platform is set at creation (an update does not change it).
    expect((await update(created.id, { platform: 'ios' })).platform).toBe('android-beta');

    await expect(update(created.id, { download_url: 'mailto:x@example.com' })).rejects.toMatchObject({
      status: 400,
      message: LINK_ERROR,
    });
    await expect(update(MISSING, { title: 'x' })).rejects.toMatchObject({ status: 404 });
  });
});
