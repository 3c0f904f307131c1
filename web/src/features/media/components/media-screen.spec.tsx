/**
 * @jest-environment jest-fixed-jsdom
 */
import type { MediaDetail, MediaFolderView, MediaPatch, MediaUsageView, MediaView } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { MediaScreen } from './media-screen';

const media = (fields: Partial<MediaView> & Pick<MediaView, 'id'>): MediaView => ({
  url: `/uploads/images/2026/11/0b6f3c9e-1234-4000-8000-00000000000${fields.id}.webp`,
  kind: 'image',
  content_type: 'image/webp',
  sha256: 'a'.repeat(64),
  width: 1200,
  height: 800,
  bytes: 87_347,
  file_name: `photo${fields.id}.jpg`,
  title: '',
  alt_text: '',
  tags: [],
  folder_id: null,
  uploaded_by: 1,
  used: 0,
  version: 1,
  trashed_at: null,
  created_at: '2026-11-28T08:00:00.000Z',
  updated_at: '2026-11-28T08:00:00.000Z',
  ...fields,
});

const FILES = [media({ id: 2, title: '工厂外景', alt_text: '厂区大门' }), media({ id: 1 })];
const FOLDERS: MediaFolderView[] = [{ id: 7, name: '产品图', files: 0, created_at: '2026-11-28T08:00:00.000Z' }];

/** The library's API over `files`: search and folder filters as the server applies them; records the calls. */
function mediaApi(files: MediaView[] = FILES, usage: MediaUsageView[] = [], trash: MediaView[] = []) {
  const asked: string[] = [];
  const patches: MediaPatch[] = [];
  const restored: number[] = [];
  server.use(
    http.get('/api/media/trash', () =>
      HttpResponse.json({ items: trash, total: trash.length, page: 1, limit: 50, totalPages: 1 }),
    ),
    http.post('/api/media/:id/restore', ({ params }) => {
      restored.push(Number(params.id));
      return HttpResponse.json({ ...trash.find((m) => m.id === Number(params.id))!, trashed_at: null });
    }),
    http.get('/api/media', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const term = query.get('search') ?? '';
      const found = files.filter((m) => [m.file_name, m.title, m.alt_text].some((f) => f.includes(term)));
      return HttpResponse.json({ items: found, total: found.length, page: 1, limit: 50, totalPages: 1 });
    }),
    http.get('/api/media/folders', () => HttpResponse.json(FOLDERS)),
    http.get('/api/media/:id', ({ params }) => {
      const file = files.find((m) => m.id === Number(params.id))!;
      return HttpResponse.json({ ...file, usage } satisfies MediaDetail);
    }),
    http.patch('/api/media/:id', async ({ params, request }) => {
      const patch = (await request.json()) as MediaPatch;
      patches.push(patch);
      const file = files.find((m) => m.id === Number(params.id))!;
      return HttpResponse.json({ ...file, ...patch });
    }),
  );
  return { asked, patches, restored };
}

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
    mediaApi(
      [media({ id: 3, title: '网关正面', used: 2 })],
      [
        { service: 'catalog', kind: 'product', id: '12', label: '智能网关', field: 'images' },
        { service: 'content', kind: 'news', id: '5', label: '新品发布', field: 'cover_image' },
      ],
    );
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
      ['产品「智能网关」的图片', '/admin/products'],
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
    const { restored } = mediaApi(
      FILES,
      [],
      [media({ id: 9, file_name: 'old.png', trashed_at: '2026-11-27T08:00:00.000Z' })],
    );
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
});
