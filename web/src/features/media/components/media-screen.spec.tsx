/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { FILES, media, mediaApi } from '../testing/media-api';
import { englishPatch } from './media-details';
import { MediaScreen } from './media-screen';

const tiles = () => within(screen.getByRole('list', { name: '媒体文件' })).getAllByRole('button');

describe('MediaScreen', () => {
  listenDuringTests();

  it('shows the files once loaded, by title or file name, with their sizes', async () => {
    const gate = responseGate();
    const { asked } = mediaApi();
    server.use(
      http.get('/api/media', async () => {
        await gate.opened;
        return undefined;
      }),
    );
    renderAdmin(<MediaScreen canEdit />);
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('工厂外景')).toBeNull();
    gate.open();
    await screen.findByText('工厂外景');
    expect(tiles().map((t) => t.textContent)).toEqual(['工厂外景1200×800 · 未使用', 'photo1.jpg1200×800 · 未使用']);
    expect(screen.getByAltText('厂区大门').getAttribute('src')).toMatch(/\/w320\.webp$/);
    expect(asked).toEqual(['page=1']);
  });

  it('says 加载媒体库失败 with the server’s reason, and loads on 重试', async () => {
    mediaApi();
    let failing = true;
    server.use(
      http.get('/api/media', () =>
        failing ? HttpResponse.json({ error: '内容服务暂不可用，请稍后重试' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = renderAdmin(<MediaScreen canEdit />);
    const alert = (await screen.findByText('加载媒体库失败')).closest<HTMLElement>('.ant-alert')!;
    expect(within(alert).getByText('内容服务暂不可用，请稍后重试')).toBeTruthy();
    failing = false;
    await user.click(within(alert).getByText('重试', { selector: 'button span' }));
    await screen.findByText('工厂外景');
  });

  it('says the library is empty, and that a search found nothing', async () => {
    const { asked } = mediaApi([]);
    const { user } = renderAdmin(<MediaScreen canEdit />);
    expect(await screen.findByText('媒体库中还没有文件')).toBeTruthy();
    const box = screen.getByLabelText('搜索媒体文件');
    await user.click(box);
    await user.paste('控制器');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('没有找到匹配的文件')).toBeTruthy();
    expect(asked).toContain('page=1&search=%E6%8E%A7%E5%88%B6%E5%99%A8');
  });

  it('describes a file in its details panel: title, alt text, tags and folder, saved as a patch', async () => {
    const { patches } = mediaApi();
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await user.click((await screen.findByText('photo1.jpg')).closest('button')!);
    const drawer = (await screen.findByText('文件详情')).closest<HTMLElement>('.ant-drawer')!;
    expect(within(drawer).getByText('1200×800 · 85.3 KB')).toBeTruthy();
    const alt = within(drawer).getByLabelText('替代文本');
    await user.click(alt);
    await user.paste('控制器正面照片');
    const title = within(drawer).getByLabelText('标题');
    await user.click(title);
    await user.paste('控制器正面');
    await user.click(within(drawer).getByText('保存', { selector: 'button span' }));
    expect(await screen.findByText('媒体信息已保存')).toBeTruthy();
    expect(patches).toEqual([{ title: '控制器正面', alt_text: '控制器正面照片', tags: [], folder_id: null }]);
  });

  it('writes the English title and alt text beside the Chinese, starting from a copy of them', async () => {
    const { patches } = mediaApi();
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await user.click((await screen.findByText('工厂外景')).closest('button')!);
    const drawer = (await screen.findByText('文件详情')).closest<HTMLElement>('.ant-drawer')!;
    await user.click(within(drawer).getByText('从中文复制', { selector: 'button span' }));
    const englishAlt = within(drawer).getByLabelText<HTMLTextAreaElement>('英文替代文本');
    expect(englishAlt.value).toBe('厂区大门');
    await user.clear(englishAlt);
    await user.paste('The factory gate');
    const englishTitle = within(drawer).getByLabelText<HTMLInputElement>('英文标题');
    await user.clear(englishTitle);
    await user.paste('Factory');
    await user.click(within(drawer).getByText('保存', { selector: 'button span' }));
    expect(await screen.findByText('媒体信息已保存')).toBeTruthy();
    expect(patches.at(-1)).toMatchObject({
      title: '工厂外景',
      translations: { en: { title: 'Factory', alt_text: 'The factory gate' } },
    });
  });

  it('sends no English words when they did not change, and removes them once emptied', () => {
    const english = { title: 'Factory', alt_text: 'The factory gate' };
    const file = { ...FILES[0], translations: { en: english } };
    expect(englishPatch(file, ' Factory ', 'The factory gate')).toBeUndefined();
    expect(englishPatch(file, '', '')).toEqual({ en: null });
    expect(englishPatch(file, 'Plant', 'The factory gate')).toEqual({
      en: { title: 'Plant', alt_text: 'The factory gate' },
    });
    expect(englishPatch({ ...file, translations: { en: null } }, '', '')).toBeUndefined();
  });

  it('lets a viewer browse and read the details, with nothing to change', async () => {
    mediaApi();
    const { user } = renderAdmin(<MediaScreen canEdit={false} />);
    await user.click((await screen.findByText('工厂外景')).closest('button')!);
    const drawer = (await screen.findByText('文件详情')).closest<HTMLElement>('.ant-drawer')!;
    expect(within(drawer).getByLabelText<HTMLInputElement>('替代文本').disabled).toBe(true);
    expect(within(drawer).queryByText('保存', { selector: 'button span' })).toBeNull();
    expect(screen.queryByText('上传文件')).toBeNull();
    expect(screen.queryByText('新建文件夹')).toBeNull();
  });

  it('creates a folder, and refuses an empty name before sending anything', async () => {
    mediaApi();
    const created: unknown[] = [];
    server.use(
      http.post('/api/media/folders', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ id: 8, name: '新闻配图', files: 0, created_at: '' }, { status: 201 });
      }),
    );
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('工厂外景');
    await user.click(screen.getByText('新建文件夹', { selector: 'button span' }));
    const dialog = (await screen.findByText('文件夹名称')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByText('创建', { selector: 'button span' }));
    expect(await within(dialog).findByText('文件夹名称不能为空')).toBeTruthy();
    expect(created).toEqual([]);
    await user.click(within(dialog).getByLabelText('文件夹名称'));
    await user.paste(' 新闻配图 ');
    await user.click(within(dialog).getByText('创建', { selector: 'button span' }));
    expect(await screen.findByText('文件夹已创建')).toBeTruthy();
    expect(created).toEqual([{ name: '新闻配图' }]);
  });

  it('shows where a file is used, each place a link to where it is edited', async () => {
    mediaApi([media({ id: 3, title: '网关正面', used: 2 })], {
      usage: [
        { service: 'catalog', kind: 'product', id: '12', label: '智能网关', field: 'images' },
        { service: 'content', kind: 'news', id: '5', label: '新品发布', field: 'cover_image' },
      ],
    });
    const { user } = renderAdmin(
      <MemoryRouter>
        <MediaScreen canEdit />
      </MemoryRouter>,
    );
    expect((await screen.findByText('网关正面')).closest('button')!.textContent).toContain('2处使用');
    await user.click(screen.getByText('网关正面').closest('button')!);
    const places = await screen.findByRole('list', { name: '使用位置' });
    const links = within(places).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['产品「智能网关」的图片', '/admin/products?edit=12'],
      ['新闻「新品发布」的封面', '/admin/news/edit/5'],
    ]);
  });

  it('says a used file cannot be deleted, with the places the server names, and keeps it', async () => {
    mediaApi();
    const reason = '该文件正在被1处使用，无法删除：产品「智能网关」的图片。请先在这些地方换掉或移除它';
    server.use(
      http.delete('/api/media/:id', () => HttpResponse.json({ error: reason, code: 'MEDIA_IN_USE' }, { status: 409 })),
    );
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await user.click((await screen.findByText('工厂外景')).closest('button')!);
    const drawer = (await screen.findByText('文件详情')).closest<HTMLElement>('.ant-drawer')!;
    await user.click(within(drawer).getByText('删除', { selector: 'button span' }));
    const dialog = (await screen.findByText('删除文件', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    await user.click(within(dialog).getByText('删除', { selector: 'button span' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText('文件详情')).toBeTruthy();
  });

  it('lists the trash and restores a file from it', async () => {
    const { restored } = mediaApi(FILES, {
      trash: [media({ id: 9, file_name: 'old.png', trashed_at: '2026-11-27T08:00:00.000Z' })],
    });
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('工厂外景');
    await user.click(screen.getByText('回收站'));
    await screen.findByText('old.png');
    await user.click(screen.getByRole('button', { name: '恢复 old.png' }));
    expect(await screen.findByText('文件已恢复')).toBeTruthy();
    expect(restored).toEqual([9]);
  });

  it('asks for the unused files only when 只看未使用的文件 is ticked', async () => {
    const { asked } = mediaApi();
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('工厂外景');
    await user.click(screen.getByText('只看未使用的文件'));
    await waitFor(() => expect(asked).toContain('page=1&unused=1'));
  });
  // An unhandled rejection (the confirm's promise) fails the test by itself.
  it('renames the folder being viewed, starting from its name; a taken name says so and keeps the dialog', async () => {
    mediaApi();
    const renamed: unknown[] = [];
    server.use(
      http.put('/api/media/folders/:id', async ({ request, params }) => {
        const body = (await request.json()) as { name: string };
        renamed.push([params.id, body]);
        if (body.name === '已有') return HttpResponse.json({ error: '文件夹“已有”已存在' }, { status: 409 });
        return HttpResponse.json({ id: 7, name: body.name, files: 0, created_at: '' });
      }),
    );
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('工厂外景');
    expect(screen.queryByText('重命名文件夹', { selector: 'button span' })).toBeNull();
    await user.click(screen.getByLabelText('文件夹'));
    await user.click(await screen.findByText('产品图（0）', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText('重命名文件夹', { selector: 'button span' }));
    const dialog = (await screen.findByText('重命名文件夹', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    const name = within(dialog).getByLabelText<HTMLInputElement>('文件夹名称');
    expect(name.value).toBe('产品图');
    await user.clear(name);
    await user.paste('已有');
    await user.click(within(dialog).getByText('保存', { selector: 'button span' }));
    expect(await screen.findByText('文件夹“已有”已存在')).toBeTruthy();
    expect(screen.getByText('重命名文件夹', { selector: '.ant-modal-title' })).toBeTruthy();
    await user.clear(name);
    await user.paste(' 产品主图 ');
    await user.click(within(dialog).getByText('保存', { selector: 'button span' }));
    expect(await screen.findByText('文件夹已重命名')).toBeTruthy();
    expect(renamed).toEqual([
      ['7', { name: '已有' }],
      ['7', { name: '产品主图' }],
    ]);
  });

  it('says why a folder with files cannot be deleted, and keeps it', async () => {
    mediaApi();
    const reason = '文件夹“产品图”中还有3个文件，不能删除';
    server.use(http.delete('/api/media/folders/:id', () => HttpResponse.json({ error: reason }, { status: 409 })));
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('工厂外景');
    await user.click(screen.getByLabelText('文件夹'));
    await user.click(await screen.findByText('产品图（0）', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText('删除文件夹', { selector: 'button span' }));
    const dialog = (await screen.findByText('删除文件夹', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    await user.click(within(dialog).getByText('删除', { selector: 'button span' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('删除文件夹', { selector: 'button span' })).toBeTruthy();
  });
  it('shows the page as a table in 列表: thumbnail, file name, title, type, size, use count and date', async () => {
    mediaApi([
      media({ id: 2, title: '工厂外景', used: 3 }),
      media({ id: 1, kind: 'qrcode', width: 400, height: 400, bytes: 2_125_180 }),
    ]);
    const { user } = renderAdmin(<MediaScreen canEdit />);
    await screen.findByText('工厂外景');
    await user.click(screen.getByText('列表'));
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['', '缩略图', '文件名', '标题', '类型', '尺寸', '大小', '使用次数', '上传时间']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(2)
        .map((c) => c.textContent);
    expect(rows.map(cells)).toEqual([
      ['photo2.jpg', '工厂外景', '图片', '1200×800', '85.3 KB', '3', expect.stringMatching(/^2026-11-28 \d\d:00$/)],
      ['photo1.jpg', '—', '二维码', '400×400', '2.0 MB', '0', expect.stringMatching(/^2026-11-28/)],
    ]);
    expect(rows[0].querySelector('img')!.getAttribute('src')).toMatch(/\/w320\.webp$/);
    // The same details panel as the grid's.
    await user.click(within(rows[1]).getByText('photo1.jpg'));
    expect(await screen.findByText('文件详情')).toBeTruthy();
  });

  it('asks for each filter: type, folder, mine, upload days; each goes back to page 1', async () => {
    const { asked } = mediaApi(FILES, { total: 120 });
    const { user } = renderAdmin(<MediaScreen canEdit currentUserId={4} />);
    await screen.findByText('工厂外景');
    const latest = () => asked[asked.length - 1];
    const pick = async (label: string, option: string) => {
      await user.click(screen.getByLabelText(label));
      const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
      await user.click(options[options.length - 1]);
    };
    const toPage2 = async () => {
      await user.click(screen.getByTitle('2'));
      await waitFor(() => expect(latest()).toMatch(/^page=2/));
    };

    await toPage2();
    await pick('类型', '二维码');
    await waitFor(() => expect(latest()).toBe('page=1&kind=qrcode'));
    await toPage2();
    await pick('文件夹', '产品图（0）');
    await waitFor(() => expect(latest()).toBe('page=1&kind=qrcode&folder=7'));
    await toPage2();
    await pick('上传者', '我上传的');
    await waitFor(() => expect(latest()).toBe('page=1&kind=qrcode&folder=7&uploader=4'));
    await toPage2();
    await user.click(screen.getByPlaceholderText('上传日期起'));
    await user.keyboard('2026-11-01{Enter}');
    await user.click(screen.getByPlaceholderText('上传日期止'));
    await user.keyboard('2026-11-30{Enter}');
    await waitFor(() => expect(latest()).toBe('page=1&kind=qrcode&folder=7&uploader=4&from=2026-11-01&to=2026-11-30'));
    await pick('类型', '全部类型');
    await pick('上传者', '全部上传者');
    await waitFor(() => expect(latest()).toBe('page=1&folder=7&from=2026-11-01&to=2026-11-30'));
  });

  it('offers 我上传的 only once the signed-in account is known', async () => {
    mediaApi();
    const { user } = renderAdmin(<MediaScreen canEdit currentUserId={null} />);
    await screen.findByText('工厂外景');
    await user.click(screen.getByLabelText('上传者'));
    const mine = await screen.findByText('我上传的', { selector: '.ant-select-item-option-content' });
    expect(mine.closest('.ant-select-item-option-disabled')).not.toBeNull();
  });

  describe('复制地址', () => {
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    afterEach(() => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    });

    const openDetails = async () => {
      const rendered = renderAdmin(<MediaScreen canEdit />);
      await rendered.user.click((await screen.findByText('photo1.jpg')).closest('button')!);
      const drawer = (await screen.findByText('文件详情')).closest<HTMLElement>('.ant-drawer')!;
      return { ...rendered, drawer };
    };

    it('copies the absolute address and says 已复制', async () => {
      mediaApi();
      const writeText = jest.fn(() => Promise.resolve());
      const { user, drawer } = await openDetails();
      // user-event installs its own clipboard on setup: this one goes in after.
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      await user.click(within(drawer).getByText('复制地址', { selector: 'button span' }));
      expect(await screen.findByText('已复制')).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${FILES[1].url}`);
      expect(window.location.origin).toMatch(/^http/);
    });

    it('shows the address to copy by hand when the clipboard is not available', async () => {
      mediaApi();
      const { user, drawer } = await openDetails();
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
      await user.click(within(drawer).getByText('复制地址', { selector: 'button span' }));
      expect(await screen.findByText('无法访问剪贴板，请手动复制地址')).toBeTruthy();
      expect(screen.getByText(`${window.location.origin}${FILES[1].url}`)).toBeTruthy();
    });
  });
});
