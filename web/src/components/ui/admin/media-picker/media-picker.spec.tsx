/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../../../testing/admin-render';
import { listenDuringTests, server } from '../../../../testing/api-server';
import { mediaFile as media, serveLibrary } from '../../../../testing/media-library';
import { responseGate } from '../../../../testing/response-gate';
import { uploadFile } from '../../../../testing/upload-file';
import { MediaPicker, type MediaChoice, type MediaPickerProps } from './media-picker';
import { useMediaPicker } from './use-media-picker';

const FILES = [media({ id: 2, title: '工厂外景', alt_text: '厂区大门' }), media({ id: 1 })];

/** A page with a button that opens the picker; what it answers is kept in `chosen`. */
function renderPicker(props: Partial<Omit<MediaPickerProps, 'open' | 'onClose' | 'onSelect'>> = {}) {
  const chosen: MediaChoice[] = [];
  function Page() {
    const picker = useMediaPicker((choice) => chosen.push(choice));
    return (
      <>
        <Button onClick={picker.show}>从媒体库选择</Button>
        <MediaPicker {...picker.props} {...props} />
      </>
    );
  }
  const rendered = renderAdmin(<Page />);
  return { ...rendered, chosen, open: () => rendered.user.click(screen.getByText('从媒体库选择')) };
}

const dialog = () => screen.getByText('选择图片', { selector: '.ant-modal-title' }).closest<HTMLElement>('.ant-modal')!;
const tiles = () => within(screen.getByRole('list', { name: '媒体库图片' })).getAllByRole('button');
const useButton = () => within(dialog()).getByText('使用这张图片', { selector: 'button span' }).closest('button')!;
const altBox = () => within(dialog()).getByLabelText<HTMLInputElement>('替代文本');

describe('MediaPicker', () => {
  listenDuringTests();

  it('says it is loading, then shows the library’s pictures as buttons named by title or file name', async () => {
    const gate = responseGate();
    const { asked } = serveLibrary(FILES);
    server.use(
      http.get('/api/media', async () => {
        await gate.opened;
        return undefined;
      }),
    );
    const { open } = renderPicker();
    await open();
    expect(await screen.findByText('正在加载媒体库…')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '媒体库图片' })).toBeNull();
    gate.open();
    await screen.findByRole('list', { name: '媒体库图片' });
    expect(tiles().map((t) => t.getAttribute('aria-label'))).toEqual(['工厂外景', 'photo1.jpg']);
    expect(tiles().map((t) => t.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
    expect(tiles()[0].querySelector('img')!.getAttribute('src')).toMatch(/\/w320\.webp$/);
    expect(screen.queryByText('正在加载媒体库…')).toBeNull();
    // Pictures only, first page; nothing chosen yet.
    expect(asked).toEqual(['page=1&kind=image']);
    expect(useButton().disabled).toBe(true);
  });

  it('says the library is empty, and that a search found nothing', async () => {
    const { asked } = serveLibrary([]);
    const { open, user } = renderPicker();
    await open();
    expect(await screen.findByText('媒体库里还没有图片')).toBeTruthy();
    await user.click(screen.getByLabelText('搜索媒体库'));
    await user.paste('控制器');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('没有找到匹配的图片')).toBeTruthy();
    expect(asked).toEqual(['page=1&kind=image', 'page=1&kind=image&search=%E6%8E%A7%E5%88%B6%E5%99%A8']);
  });

  it('says 加载媒体库失败 with the server’s reason, and loads on 重试', async () => {
    serveLibrary(FILES);
    let failing = true;
    server.use(
      http.get('/api/media', () =>
        failing ? HttpResponse.json({ error: '内容服务暂不可用，请稍后重试' }, { status: 503 }) : undefined,
      ),
    );
    const { open, user } = renderPicker();
    await open();
    const alert = (await screen.findByText('加载媒体库失败')).closest<HTMLElement>('.ant-alert')!;
    expect(within(alert).getByText('内容服务暂不可用，请稍后重试')).toBeTruthy();
    failing = false;
    await user.click(within(alert).getByText('重试', { selector: 'button span' }));
    await screen.findByRole('button', { name: '工厂外景' });
  });

  it('searches the library and shows only what matched', async () => {
    const { asked } = serveLibrary(FILES);
    const { open, user } = renderPicker();
    await open();
    await screen.findByRole('button', { name: '工厂外景' });
    await user.click(screen.getByLabelText('搜索媒体库'));
    await user.paste(' 大门 ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(tiles().map((t) => t.getAttribute('aria-label'))).toEqual(['工厂外景']));
    expect(asked.at(-1)).toBe('page=1&kind=image&search=%E5%A4%A7%E9%97%A8');
  });

  it('starts the alt text from the library, lets it be edited, and answers the picture with it', async () => {
    serveLibrary(FILES);
    const { open, user, chosen } = renderPicker();
    await open();
    await user.click(await screen.findByRole('button', { name: '工厂外景' }));
    expect(screen.getByRole('button', { name: '工厂外景' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'photo1.jpg' }).getAttribute('aria-pressed')).toBe('false');
    expect(altBox().value).toBe('厂区大门');
    await user.clear(altBox());
    await user.paste(' 工厂正门与厂区道路 ');
    await user.click(useButton());
    expect(chosen).toEqual([{ url: FILES[0].url, alt: '工厂正门与厂区道路', media: FILES[0] }]);
    // Chosen, the picker closes.
    await waitFor(() => expect(screen.queryByText('使用这张图片')).toBeNull());
  });

  it('asks for alt text or 装饰性图片 before answering; decorative answers an empty alt', async () => {
    serveLibrary(FILES);
    const { open, user, chosen } = renderPicker();
    await open();
    await user.click(await screen.findByRole('button', { name: 'photo1.jpg' }));
    expect(altBox().value).toBe('');
    await user.click(useButton());
    expect(within(dialog()).getByRole('alert').textContent).toBe('请填写替代文本，或勾选“装饰性图片”');
    expect(chosen).toEqual([]);

    // Another picture starts from its own alt text; back to the first, it is empty again.
    await user.click(screen.getByRole('button', { name: '工厂外景' }));
    expect(altBox().value).toBe('厂区大门');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'photo1.jpg' }));
    await user.click(within(dialog()).getByLabelText('装饰性图片'));
    expect(altBox().disabled).toBe(true);
    await user.click(useButton());
    expect(chosen).toEqual([{ url: FILES[1].url, alt: '', media: FILES[1] }]);
  });

  it('offers QR codes when asked for them', async () => {
    const qr = media({ id: 5, kind: 'qrcode', url: '/uploads/qrcodes/2026/11/app.png', file_name: 'app.png' });
    const { asked } = serveLibrary([qr]);
    const { open, user, chosen } = renderPicker({ kind: 'qrcode', askAlt: false });
    await open();
    const tile = await screen.findByRole('button', { name: 'app.png' });
    // A QR code has no resized variants: the thumbnail is the file.
    expect(tile.querySelector('img')!.getAttribute('src')).toBe('/uploads/qrcodes/2026/11/app.png');
    await user.click(tile);
    expect(within(dialog()).queryByLabelText('替代文本')).toBeNull();
    await user.click(useButton());
    expect(asked).toEqual(['page=1&kind=qrcode']);
    expect(chosen).toEqual([{ url: qr.url, alt: '', media: qr }]);
  });

  it('uploads through the caller’s upload, then offers the stored picture with the library’s alt text', async () => {
    serveLibrary(FILES);
    const stored = media({ id: 9, file_name: 'gate.jpg', alt_text: '网关正面' });
    server.use(http.get('/api/media/9', () => HttpResponse.json({ ...stored, usage: [] })));
    const sent: string[] = [];
    const gate = responseGate();
    const upload = async (file: File, onProgress: (percent: number) => void) => {
      sent.push(file.name);
      onProgress(40);
      await gate.opened;
      return { url: stored.url, media_id: 9 };
    };
    const { open, user, chosen } = renderPicker({ upload });
    await open();
    await user.click(screen.getByText('上传', { selector: '.ant-tabs-tab-btn' }));
    await user.upload(screen.getByLabelText('选择要上传的图片'), uploadFile(['x'], 'gate.jpg', 'image/jpeg'));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: '图片上传进度' }).getAttribute('aria-valuenow')).toBe('40'),
    );
    expect(useButton().disabled).toBe(true);
    gate.open();
    await waitFor(() => expect(altBox().value).toBe('网关正面'));
    expect(sent).toEqual(['gate.jpg']);
    await user.click(useButton());
    expect(chosen).toEqual([{ url: stored.url, alt: '网关正面', media: { ...stored, usage: [] } }]);
  });

  it('shows the caller’s refusal of an upload, and chooses nothing', async () => {
    serveLibrary(FILES);
    const upload = () => Promise.reject(new Error('图片文件大小不能超过5MB'));
    const { open, user } = renderPicker({ upload });
    await open();
    await user.click(screen.getByText('上传', { selector: '.ant-tabs-tab-btn' }));
    await user.upload(screen.getByLabelText('选择要上传的图片'), uploadFile(['x'], 'big.jpg', 'image/jpeg'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('图片文件大小不能超过5MB');
    expect(useButton().disabled).toBe(true);
  });
});
