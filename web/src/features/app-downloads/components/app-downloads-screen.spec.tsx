/**
 * @jest-environment jest-fixed-jsdom
 */
import { createAppDownloadSchema, updateAppDownloadSchema, type AppDownloadView } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { mediaFile, serveLibrary } from '../../../testing/media-library';
import { responseGate } from '../../../testing/response-gate';
import { uploadFile } from '../../../testing/upload-file';
import { uploadLimits } from '../utils/upload-limits';
import { AppDownloadsScreen } from './app-downloads-screen';

const config = (fields: Partial<AppDownloadView> & Pick<AppDownloadView, 'id' | 'platform'>): AppDownloadView => ({
  version: '1.0.0',
  title: `应用 ${fields.id}`,
  description: '',
  qrcode_url: '',
  download_url: '',
  qrcode_generated: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const CONFIGS = [
  config({ id: 1, platform: 'android', version: '2.0.0', title: '旧安卓版' }),
  config({
    id: 4,
    platform: 'android',
    version: '2.1.0',
    title: '智能助手 安卓版',
    description: '修复若干问题',
    download_url: 'https://download.example.com/app-2.1.0.apk',
    qrcode_url: '/api/app-downloads/4/qrcode?v=abc123',
    qrcode_generated: true,
  }),
  config({ id: 2, platform: 'ios', title: '智能助手 iOS 版', qrcode_url: '/uploads/qrcodes/ios.webp' }),
  config({ id: 3, platform: 'android-beta', version: '3.0.0-beta', title: '智能助手 测试版' }),
];

/** Where the server stores an uploaded QR image. */
const STORED_QR = '/uploads/qrcodes/2026/03/0f8fad5b-d9cb-469f-a165-70867728950e.webp';

const LIMITS = uploadLimits({ uploadMaxSize: 1, allowedFileTypes: 'jpg,png,gif' });

/** The app-download API over a list kept here; records what was created, saved and uploaded. */
function appDownloadsApi(initial: AppDownloadView[] = CONFIGS) {
  const store = initial.map((c) => ({ ...c }));
  const calls = {
    created: [] as unknown[],
    saved: [] as { id: number; body: Record<string, unknown> }[],
    uploads: [] as { name: string; type: string; size: number }[],
  };
  server.use(
    http.get('/api/app-downloads', () => HttpResponse.json(store)),
    http.post('/api/app-downloads', async ({ request }) => {
      const body = await request.json();
      calls.created.push(body);
      const checked = createAppDownloadSchema.safeParse(body);
      if (!checked.success) return HttpResponse.json({ error: checked.error.issues[0].message }, { status: 400 });
      const created = config({ ...checked.data, id: 10 });
      store.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('/api/app-downloads/:id', async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Record<string, unknown>;
      calls.saved.push({ id, body });
      const checked = updateAppDownloadSchema.safeParse(body);
      if (!checked.success) return HttpResponse.json({ error: checked.error.issues[0].message }, { status: 400 });
      const found = store.find((c) => c.id === id)!;
      Object.assign(found, checked.data, 'qrcode_url' in body ? { qrcode_generated: false } : {});
      return HttpResponse.json(found);
    }),
    http.post('/api/upload/qrcode', async ({ request }) => {
      const file = (await request.formData()).get('qrcode') as File;
      calls.uploads.push({ name: file.name, type: file.type, size: file.size });
      return HttpResponse.json({ url: STORED_QR, width: 240, height: 240, bytes: 1024 });
    }),
  );
  return calls;
}

const renderScreen = (canEdit = true) => renderAdmin(<AppDownloadsScreen canEdit={canEdit} limits={LIMITS} />);

const cardOf = (id: number) => document.querySelector<HTMLElement>(`[data-config-id="${id}"]`);
const findCard = (id: number) =>
  waitFor(() => {
    const card = cardOf(id);
    expect(card).not.toBeNull();
    return card!;
  });
const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;
/** The banner above the cards, by its title. */
const findBanner = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-alert-title' })).closest<HTMLElement>('.ant-alert')!;
const qrNote = (card: HTMLElement) =>
  within(card).queryByText(/^(由下载链接自动生成|已上传二维码|尚无二维码)$/)?.textContent ?? null;

/** Types a whole value at once (a paste): one change per field keeps antd's forms quick in jsdom. */
async function fill(u: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await u.clear(input);
  await u.click(input);
  await u.paste(text);
}

describe('AppDownloadsScreen', () => {
  listenDuringTests();

  it('shows a skeleton while loading, then one card per config, Android first and newest first', async () => {
    const gate = responseGate();
    server.use(
      http.get('/api/app-downloads', async () => {
        await gate.opened;
        return HttpResponse.json(CONFIGS);
      }),
    );
    const { container } = renderScreen();
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).not.toBeNull());
    expect(cardOf(4)).toBeNull();

    gate.open();
    await findCard(4);
    expect(container.querySelector('.ant-skeleton')).toBeNull();
    const order = Array.from(container.querySelectorAll('[data-config-id]'), (card) =>
      card.getAttribute('data-config-id'),
    );
    expect(order).toEqual(['4', '1', '3', '2']);

    // The newest of each Android platform is the one the public page shows.
    const shown = (id: number) => within(cardOf(id)!).queryByText('前台展示中') !== null;
    expect([4, 1, 3, 2].map(shown)).toEqual([true, false, true, false]);

    const newest = cardOf(4)!;
    expect(within(newest).getByText('Android 版')).toBeTruthy();
    expect(within(newest).getByText('#4')).toBeTruthy();
    expect(within(newest).getByLabelText<HTMLInputElement>('版本号').value).toBe('2.1.0');
    expect(within(newest).getByLabelText<HTMLTextAreaElement>('描述').value).toBe('修复若干问题');
    expect(qrNote(newest)).toBe('由下载链接自动生成');
    expect(within(newest).getByAltText('Android 版 二维码').getAttribute('src')).toBe(
      '/api/app-downloads/4/qrcode?v=abc123',
    );
    expect(qrNote(cardOf(2)!)).toBe('已上传二维码');
    expect(qrNote(cardOf(1)!)).toBe('尚无二维码');
    expect(within(cardOf(1)!).getByText('暂无二维码')).toBeTruthy();
    expect(within(newest).getByText('JPG、PNG、GIF，不超过 1MB')).toBeTruthy();
  });

  it('says 获取APP下载信息失败 with the reason, and loads on 重试', async () => {
    let failing = true;
    server.use(
      http.get('/api/app-downloads', () =>
        failing ? HttpResponse.json({ error: '服务暂时不可用' }, { status: 503 }) : HttpResponse.json(CONFIGS),
      ),
    );
    const { user } = renderScreen();
    const banner = await findBanner('获取APP下载信息失败，请稍后重试');
    expect(within(banner).getByText('服务暂时不可用')).toBeTruthy();
    expect(screen.getByText('APP下载配置未能加载')).toBeTruthy();

    failing = false;
    await user.click(screen.getByText('重试', { selector: 'button span' }));
    await findCard(4);
    expect(screen.queryByText('APP下载配置未能加载')).toBeNull();
  });

  it('says 暂无APP下载配置 when there are none', async () => {
    appDownloadsApi([]);
    renderScreen();
    expect(await screen.findByText('暂无APP下载配置')).toBeTruthy();
    expect(document.querySelector('[data-config-id]')).toBeNull();
  });

  it('creates a config: the platform is required, links are checked, the fields go trimmed', async () => {
    const calls = appDownloadsApi();
    const { user } = renderScreen();
    await findCard(4);
    await user.click(buttonIn(document.body, '添加配置')!);
    const form = (await screen.findByText('添加APP下载配置')).closest<HTMLElement>('.ant-card')!;
    expect(buttonIn(document.body, '添加配置')).toBeNull();

    await fill(user, within(form).getByLabelText('下载链接'), 'ftp://example.com/app.apk');
    await user.click(buttonIn(form, '创建')!);
    const error = { selector: '.ant-form-item-explain-error' };
    expect(await within(form).findByText('平台信息不能为空', error)).toBeTruthy();
    expect(await within(form).findByText(/^下载链接必须是 http:\/\/ 或 https:\/\//, error)).toBeTruthy();
    expect(calls.created).toEqual([]);

    await user.click(within(form).getByLabelText('平台'));
    await user.click(await screen.findByText('Android 测试版', { selector: '.ant-select-item-option-content' }));
    await fill(user, within(form).getByLabelText('标题'), ' 新测试版 ');
    await fill(user, within(form).getByLabelText('版本号'), '3.1.0');
    await fill(user, within(form).getByLabelText('下载链接'), 'https://download.example.com/beta.apk');
    await user.click(buttonIn(form, '创建')!);

    expect(await findBanner('APP下载配置创建成功')).toBeTruthy();
    expect(calls.created).toEqual([
      {
        platform: 'android-beta',
        title: '新测试版',
        version: '3.1.0',
        description: '',
        download_url: 'https://download.example.com/beta.apk',
        qrcode_url: '',
      },
    ]);
    await waitFor(() => expect(screen.queryByText('添加APP下载配置')).toBeNull());
    const created = await findCard(10);
    expect(within(created).getByLabelText<HTMLInputElement>('标题').value).toBe('新测试版');
    // The newest Android beta: now the one the public page shows.
    expect(within(created).getByText('前台展示中')).toBeTruthy();
    expect(within(cardOf(3)!).queryByText('前台展示中')).toBeNull();
    expect(buttonIn(document.body, '添加配置')).not.toBeNull();
    // The banner goes by itself.
    await waitFor(() => expect(screen.queryByText('APP下载配置创建成功')).toBeNull());
  });

  it('keeps the add form open with the server’s reason when the create is refused', async () => {
    appDownloadsApi();
    server.use(
      http.post('/api/app-downloads', () =>
        HttpResponse.json({ error: '平台必须是 android、android-beta、ios 或 ios-beta' }, { status: 400 }),
      ),
    );
    const { user } = renderScreen();
    await findCard(4);
    await user.click(buttonIn(document.body, '添加配置')!);
    const form = (await screen.findByText('添加APP下载配置')).closest<HTMLElement>('.ant-card')!;
    await user.click(within(form).getByLabelText('平台'));
    await user.click(await screen.findByText('iOS 版', { selector: '.ant-select-item-option-content' }));
    await fill(user, within(form).getByLabelText('标题'), '新的 iOS 版');
    await user.click(buttonIn(form, '创建')!);

    const banner = await findBanner('创建APP下载配置失败，请稍后重试');
    expect(within(banner).getByText('平台必须是 android、android-beta、ios 或 ios-beta')).toBeTruthy();
    expect(screen.getByText('添加APP下载配置')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('标题').value).toBe('新的 iOS 版');

    await user.click(buttonIn(form, '取消')!);
    await waitFor(() => expect(screen.queryByText('添加APP下载配置')).toBeNull());
  });

  it('saves a card’s fields, trimmed, and shows what the server kept', async () => {
    const calls = appDownloadsApi();
    const { user } = renderScreen();
    const card = await findCard(4);
    await fill(user, within(card).getByLabelText('描述'), '  新增夜间模式  ');
    await fill(user, within(card).getByLabelText('下载链接'), 'not a link');
    await user.click(buttonIn(card, '保存')!);
    expect(
      await within(card).findByText(/^下载链接必须是 http:\/\/ 或 https:\/\//, {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeTruthy();
    expect(calls.saved).toEqual([]);

    await fill(user, within(card).getByLabelText('下载链接'), 'https://download.example.com/app-2.2.0.apk');
    await user.click(buttonIn(card, '保存')!);
    expect(await findBanner('APP下载信息保存成功')).toBeTruthy();
    expect(calls.saved).toEqual([
      {
        id: 4,
        body: {
          title: '智能助手 安卓版',
          version: '2.1.0',
          description: '新增夜间模式',
          download_url: 'https://download.example.com/app-2.2.0.apk',
        },
      },
    ]);
    await waitFor(() =>
      expect(within(cardOf(4)!).getByLabelText<HTMLTextAreaElement>('描述').value).toBe('新增夜间模式'),
    );
  });

  it('says 保存APP下载信息失败 with the reason when a save is refused', async () => {
    appDownloadsApi();
    server.use(http.put('/api/app-downloads/:id', () => HttpResponse.json({ error: '配置不存在' }, { status: 404 })));
    const { user } = renderScreen();
    const card = await findCard(2);
    await user.click(buttonIn(card, '保存')!);
    const banner = await findBanner('保存APP下载信息失败，请稍后重试');
    expect(within(banner).getByText('配置不存在')).toBeTruthy();
  });

  it('uploads a QR image, then points the config at it', async () => {
    const calls = appDownloadsApi();
    const { user } = renderScreen();
    const card = await findCard(1);
    expect(qrNote(card)).toBe('尚无二维码');
    // A GIF goes as it is (a canvas would drop its animation), so jsdom needs no canvas here.
    await user.upload(
      within(card).getByLabelText('选择二维码图片：Android 版 #1'),
      uploadFile(['GIF89a'], 'qr.gif', 'image/gif'),
    );

    expect(await findBanner('二维码上传成功')).toBeTruthy();
    expect(calls.uploads).toEqual([{ name: 'qr.gif', type: 'image/gif', size: 6 }]);
    expect(calls.saved).toEqual([{ id: 1, body: { qrcode_url: STORED_QR } }]);
    await waitFor(() => expect(qrNote(cardOf(1)!)).toBe('已上传二维码'));
    expect(within(cardOf(1)!).getByAltText('Android 版 二维码').getAttribute('src')).toBe(STORED_QR);
  });

  it('refuses a QR file of another type or over the size limit before sending it, and shows an upload’s refusal', async () => {
    const calls = appDownloadsApi();
    const { user } = renderScreen();
    const card = await findCard(1);
    const picker = within(card).getByLabelText('选择二维码图片：Android 版 #1');
    // The picker offers only the allowed types; a file dropped past it is refused all the same.
    expect(picker.getAttribute('accept')).toBe('image/jpeg,image/png,image/gif');
    const past = userEvent.setup({
      applyAccept: false,
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    await past.upload(picker, uploadFile(['not an image'], 'qr.txt', 'text/plain'));
    let banner = await findBanner('上传二维码失败，请稍后重试');
    expect(within(banner).getByText('只支持 JPG、PNG、GIF 格式的图片')).toBeTruthy();

    await user.upload(picker, uploadFile([new Uint8Array(1024 * 1024 + 1)], 'big.gif', 'image/gif'));
    await waitFor(() => expect(screen.queryByText('只支持 JPG、PNG、GIF 格式的图片')).toBeNull());
    banner = await findBanner('上传二维码失败，请稍后重试');
    expect(within(banner).getByText('图片文件大小不能超过1MB')).toBeTruthy();
    expect(calls.uploads).toEqual([]);
    expect(calls.saved).toEqual([]);

    server.use(
      http.post('/api/upload/qrcode', () => HttpResponse.json({ error: '图片内容无法识别' }, { status: 400 })),
    );
    await user.upload(picker, uploadFile(['GIF89a'], 'broken.gif', 'image/gif'));
    await waitFor(() => expect(screen.queryByText('图片文件大小不能超过1MB')).toBeNull());
    banner = await findBanner('上传二维码失败，请稍后重试');
    expect(within(banner).getByText('图片内容无法识别')).toBeTruthy();
    expect(calls.saved).toEqual([]);
    expect(qrNote(card)).toBe('尚无二维码');
  });

  it('shows a viewer the configs without any way to change them', async () => {
    appDownloadsApi();
    renderScreen(false);
    const card = await findCard(4);
    expect(screen.getByText('您的角色只能查看APP下载配置，不能修改。')).toBeTruthy();
    expect(buttonIn(document.body, '添加配置')).toBeNull();
    expect(buttonIn(card, '保存')).toBeNull();
    expect(buttonIn(card, '上传二维码')).toBeNull();
    expect(within(card).queryByLabelText(/^选择二维码图片/)).toBeNull();
    expect(within(card).getByLabelText<HTMLInputElement>('标题').disabled).toBe(true);
  });

  it('points a config at a QR code chosen from the media library, offering QR codes only', async () => {
    const calls = appDownloadsApi();
    const qr = mediaFile({ id: 12, kind: 'qrcode', url: STORED_QR, file_name: 'android-qr.png' });
    const { asked } = serveLibrary([qr, mediaFile({ id: 13, title: '工厂外景' })]);
    const { user } = renderScreen();
    const card = await findCard(1);
    await user.click(within(card).getByRole('button', { name: '从媒体库选择二维码：Android 版 #1' }));
    const tile = await screen.findByRole('button', { name: 'android-qr.png' });
    expect(screen.queryByRole('button', { name: '工厂外景' })).toBeNull();
    await user.click(tile);
    const picker = screen.getByText('选择图片', { selector: '.ant-modal-title' }).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(picker).getByText('使用这张图片', { selector: 'button span' }));

    expect(await findBanner('二维码已更新')).toBeTruthy();
    expect(asked).toEqual(['page=1&kind=qrcode']);
    expect(calls.saved).toEqual([{ id: 1, body: { qrcode_url: STORED_QR } }]);
    expect(calls.uploads).toEqual([]);
    await waitFor(() => expect(qrNote(cardOf(1)!)).toBe('已上传二维码'));
    expect(within(cardOf(1)!).getByAltText('Android 版 二维码').getAttribute('src')).toBe(STORED_QR);
  });
});
