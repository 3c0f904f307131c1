/**
 * @jest-environment jest-fixed-jsdom
 */
import type { PageAdminView, PageSummary } from '@site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { clearAdminSession, saveAdminSession } from '../../../features/auth/utils/admin-session';
import { HOME, pagePublication, servePage } from '../../../features/pages/testing/page-fixtures';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { PageEditorPage } from './page-editor';
import { PagesPage } from './pages';

// The screens around the block editor: the list of pages, which page the editor opens, who may save.
// The editor itself is tested beside it (features/pages/components/page-editor).

const SUMMARIES: PageSummary[] = [
  {
    key: 'home',
    id: 1,
    title: '首页',
    sections: 3,
    publication: pagePublication({ has_changes: true }),
    translations: { en: pagePublication({ state: 'published' }) },
    updated_at: '2026-11-20T08:00:00.000Z',
    updated_by: 'admin',
  },
  {
    key: 'about',
    id: 2,
    title: '关于我们',
    sections: 4,
    publication: pagePublication({ state: 'scheduled', publish_at: '2026-12-01T01:00:00.000Z' }),
    translations: { en: pagePublication({ state: 'draft', published_at: null }) },
    updated_at: null,
    updated_by: null,
  },
  {
    key: 'technology',
    id: 3,
    title: '核心技术',
    sections: 5,
    publication: pagePublication(),
    translations: { en: null },
    updated_at: null,
    updated_by: null,
  },
];

function renderAt(path: string, role = 'editor', page = () => HttpResponse.json(HOME)) {
  saveAdminSession({ username: 'user1', name: '用户甲', role });
  server.use(
    http.get('/api/session', () =>
      HttpResponse.json({ user: { id: 2, username: 'user1', name: '用户甲', email: 'u@example.com', role } }),
    ),
    http.get('/api/categories', () => HttpResponse.json([])),
    http.get('/api/settings', () => HttpResponse.json({})),
    http.get('/api/admin/pages', () => HttpResponse.json(SUMMARIES)),
    http.get('/api/admin/pages/home', page),
    http.get('/api/admin/pages/:key/translations', () => HttpResponse.json({ en: null })),
  );
  // A data router, as the app's: the editor guards leaving with unsaved changes.
  const router = createMemoryRouter(
    [
      { path: '/admin/pages', element: <PagesPage /> },
      { path: '/admin/pages/:key', element: <PageEditorPage /> },
    ],
    { initialEntries: [path] },
  );
  return renderAdmin(<RouterProvider router={router} />);
}

const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;
const findBar = () => screen.findByRole('region', { name: '发布状态' });
const texts = (scope: Element, selector: string) => [...scope.querySelectorAll(selector)].map((e) => e.textContent);

/** Opens the hero (unless open) and types a title in one change event (typing re-renders the whole editor, slow in jsdom). */
async function retitleHero(user: { click: (e: Element) => Promise<void> }, title: string) {
  const [hero] = await screen.findAllByTestId('page-section');
  const fold = hero.querySelector('button[aria-expanded="false"]');
  if (fold) await user.click(fold);
  fireEvent.change(within(hero).getByLabelText('横幅标题'), { target: { value: title } });
}

describe('the pages screens', () => {
  listenDuringTests();
  afterEach(() => clearAdminSession());

  it('lists the three pages with their sections and last save, and opens one in the editor', async () => {
    servePage();
    const { user } = renderAt('/admin/pages');
    const home = (await screen.findByText('首页', { selector: 'a' })).closest('tr')!;
    expect(within(home).getByText('3')).toBeTruthy();
    expect(within(home).getByText(/（admin）$/).textContent).toMatch(/^2026-11-20 \d\d:\d\d（admin）$/);
    const about = screen.getByText('关于我们', { selector: 'a' }).closest('tr')!;
    expect(within(about).getByText('尚未修改（默认内容）')).toBeTruthy();
    expect(within(about).getByText('4')).toBeTruthy();
    // Where each page stands, and its English version, as news and products say it.
    const tags = (row: HTMLElement) => [...row.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
    expect(tags(home)).toEqual(['已发布', '有未发布的修改', '英文：已发布']);
    expect(tags(about)).toEqual(['定时发布', '英文：草稿']);
    expect(tags(screen.getByText('核心技术', { selector: 'a' }).closest('tr')!)).toEqual(['已发布', '英文：缺失']);

    await user.click(within(home).getByText('编辑'));
    expect(await screen.findByText('编辑页面：首页', { selector: 'h1' })).toBeTruthy();
    expect(screen.getAllByTestId('page-section')).toHaveLength(3);
  });

  it('asks before leaving the editor with unsaved changes, and stays when told to', async () => {
    servePage();
    const { user } = renderAt('/admin/pages/home');
    await screen.findByText('编辑页面：首页', { selector: 'h1' });
    const [hero] = await screen.findAllByTestId('page-section');
    await user.click(within(hero).getByRole('button', { expanded: false }));
    const title = within(hero).getByLabelText('横幅标题');
    // One change event: typing each character re-renders the whole editor, slow in jsdom.
    fireEvent.change(title, { target: { value: '新的标题' } });

    // Text queries: role queries walk the whole editor's DOM, seconds each in jsdom.
    const back = () => screen.getByText('返回页面列表');
    const question = '有未保存的修改，离开后将丢失。确定离开吗？';
    await user.click(back());
    await user.click(within((await screen.findByText(question)).closest<HTMLElement>('.ant-modal')!).getByText('留下'));
    expect(screen.getByText('编辑页面：首页', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('横幅标题').value).toBe('新的标题');

    await user.click(back());
    await user.click(within((await screen.findByText(question)).closest<HTMLElement>('.ant-modal')!).getByText('离开'));
    expect(await screen.findByText('首页', { selector: 'a' })).toBeTruthy();
  });

  it('leaves an unchanged editor without asking', async () => {
    servePage();
    const { user } = renderAt('/admin/pages/home');
    await screen.findByText('编辑页面：首页', { selector: 'h1' });
    await user.click(screen.getByRole('button', { name: '返回页面列表' }));
    expect(await screen.findByText('首页', { selector: 'a' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a page that is none does not exist, and asks the server nothing for it', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderAt('/admin/pages/contact');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(asked.filter((path) => path.startsWith('/api/admin/pages'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows a viewer the page to look at, without saving', async () => {
    servePage();
    renderAt('/admin/pages/home', 'viewer');
    expect(await screen.findByText('查看页面：首页', { selector: 'h1' })).toBeTruthy();
    expect(await screen.findByText('您的角色只能查看页面，不能修改。')).toBeTruthy();
    expect(screen.queryByText('保存草稿', { selector: 'button span' })).toBeNull();
    expect(screen.queryByText('保存并发布', { selector: 'button span' })).toBeNull();
    // Where the page stands and its history, without changing anything.
    const bar = await findBar();
    expect(buttonIn(bar, '发布')!.disabled).toBe(true);
    expect(buttonIn(bar, '定时发布')!.disabled).toBe(true);
    expect(buttonIn(bar, '历史版本')!.disabled).toBe(false);
  });

  it('says the page failed to load with the server’s reason', async () => {
    renderAt('/admin/pages/home', 'editor', () => HttpResponse.json({ error: '内容服务暂不可用' }, { status: 503 }));
    expect(await screen.findByText('内容服务暂不可用')).toBeTruthy();
    expect(screen.getByText('获取页面失败')).toBeTruthy();
  });

  it('shows the page’s publishing bar without 下线, and asks no take-down time when scheduling', async () => {
    servePage();
    const { user } = renderAt('/admin/pages/home');
    const bar = await findBar();
    expect(texts(bar, '.ant-tag')).toEqual(['已发布']);
    // Nothing new to publish; a site page is never taken down.
    expect(buttonIn(bar, '发布')!.disabled).toBe(true);
    expect(buttonIn(bar, '下线')).toBeNull();
    expect(buttonIn(bar, '预览链接')!.disabled).toBe(false);
    expect(buttonIn(bar, '历史版本')).not.toBeNull();

    await user.click(buttonIn(bar, '定时发布')!);
    const dialog = (await screen.findByText('定时发布', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    expect(within(dialog).getByText(/^发布时间（/)).toBeTruthy();
    expect(within(dialog).queryByText(/下线时间/)).toBeNull();
  });

  it('publishes from the bar with the version it shows', async () => {
    servePage();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/pages/1/publish', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...HOME, publication: pagePublication({ version: 4 }) });
      }),
    );
    const { user } = renderAt('/admin/pages/home', 'editor', () =>
      HttpResponse.json({ ...HOME, publication: pagePublication({ has_changes: true }) }),
    );
    const bar = await findBar();
    expect(texts(bar, '.ant-tag')).toEqual(['已发布', '有未发布的修改']);
    await user.click(buttonIn(bar, '发布')!);
    expect(await screen.findByText('已发布', { selector: '.ant-notification *' })).toBeTruthy();
    expect(sent).toEqual([{ version: 3 }]);
    await waitFor(() => expect(texts(bar, '.ant-tag')).toEqual(['已发布']));
  });

  it('saves with 保存并发布 (?publish=true) from the loaded version, and the next save from the answer’s', async () => {
    const { asked } = servePage();
    const { user } = renderAt('/admin/pages/home', 'editor', () =>
      HttpResponse.json({ ...HOME, publication: pagePublication({ has_changes: true }) }),
    );
    const bar = await findBar();
    expect(buttonIn(bar, '发布')!.disabled).toBe(false);
    await retitleHero(user, '让自动化为您工作');
    // Unsaved changes: publishing would skip them.
    expect(buttonIn(bar, '发布')!.disabled).toBe(true);

    await user.click(screen.getByText('保存并发布', { selector: 'button span' }));
    expect(await screen.findByText('已保存并发布')).toBeTruthy();
    expect(asked).toEqual([{ publish: 'true', version: 3 }]);
    await waitFor(() => expect(texts(bar, '.ant-tag')).toEqual(['已发布']));

    await retitleHero(user, '让自动化为您服务');
    await user.click(screen.getByText('保存草稿', { selector: 'button span' }));
    expect(await screen.findByText('草稿已保存，网站上的页面在发布前不变')).toBeTruthy();
    expect(asked[1]).toEqual({ publish: 'false', version: 4 });
    await waitFor(() => expect(texts(bar, '.ant-tag')).toEqual(['已发布', '有未发布的修改']));
  });

  it('opens the compare when a save is stale (409), section by section, and 仍然保存我的版本 saves without a version', async () => {
    const theirs: PageAdminView = {
      ...HOME,
      sections: HOME.sections.map((s, i) => (i === 0 ? { ...s, data: { ...s.data, title: '让自动化为您服务' } } : s)),
      publication: pagePublication({ version: 4, has_changes: true }),
    };
    let current = HOME;
    const puts: { version?: number }[] = [];
    servePage();
    server.use(
      http.put('/api/pages/home', async ({ request }) => {
        const body = (await request.json()) as { sections: unknown[]; version?: number };
        puts.push(body);
        if (body.version !== undefined && body.version !== current.publication.version)
          return HttpResponse.json(
            { error: '在您编辑期间，王编辑 已于 2026-11-29 10:00 保存了新的版本', code: 'STALE_VERSION' },
            { status: 409 },
          );
        return HttpResponse.json({ ...current, publication: pagePublication({ version: 5, has_changes: true }) });
      }),
    );
    const { user } = renderAt('/admin/pages/home', 'editor', () => HttpResponse.json(current));
    await findBar();
    // The editor started from version 3; someone saves version 4 meanwhile.
    current = theirs;
    await retitleHero(user, '让自动化为你工作！');
    await user.click(screen.getByText('保存草稿', { selector: 'button span' }));

    const dialog = (
      await screen.findByText('有人在您编辑期间保存了新的版本', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('.ant-modal')!;
    expect(puts).toEqual([expect.objectContaining({ version: 3 })]);
    expect(screen.queryByText('保存失败')).toBeNull();
    // Their copy (read again) against this draft: the hero's words, the other sections folded.
    await waitFor(() => expect(texts(dialog, '[data-section="hero"] ins').join('')).toContain('工作！'));
    expect(texts(dialog, '[data-section="hero"] del').join('')).toContain('服务');
    expect(within(dialog).getByText('2 个区块未改变')).toBeTruthy();

    await user.click(buttonIn(dialog, '仍然保存我的版本')!);
    expect(await screen.findByText('已保存您的版本')).toBeTruthy();
    expect(puts).toHaveLength(2);
    expect('version' in puts[1]).toBe(false);
    await waitFor(() => expect(screen.queryByText('有人在您编辑期间保存了新的版本')).toBeNull());
  });

  it('restores a revision from the history, compared section by section, and the editor shows it', async () => {
    const older = HOME.sections.map((s, i) => (i === 0 ? { ...s, data: { ...s.data, title: '旧的标题' } } : s));
    const restored: string[] = [];
    servePage();
    server.use(
      http.get('/api/pages/1/revisions', () =>
        HttpResponse.json({
          items: [
            {
              id: 10,
              action: 'save',
              version: 2,
              actor_id: 1,
              actor_name: '张三',
              created_at: '2026-11-19T08:00:00.000Z',
              live: false,
            },
          ],
        }),
      ),
      http.get('/api/pages/1/revisions/10', () =>
        HttpResponse.json({
          id: 10,
          action: 'save',
          version: 2,
          actor_id: 1,
          actor_name: '张三',
          created_at: '2026-11-19T08:00:00.000Z',
          live: false,
          fields: { sections: older },
        }),
      ),
      http.post('/api/pages/1/revisions/:rev/restore', ({ params }) => {
        restored.push(String(params.rev));
        return HttpResponse.json({
          record: { ...HOME, sections: older, publication: pagePublication({ version: 4, has_changes: true }) },
          dropped: [],
        });
      }),
    );
    const { user } = renderAt('/admin/pages/home');
    const bar = await findBar();
    await user.click(buttonIn(bar, '历史版本')!);
    // The only revision against nothing: every section is new.
    const hero = await screen.findByText('首屏横幅「旧的标题」', { selector: '[data-section] h5 span' });
    expect(hero.closest('h5')!.textContent).toContain('新增区块');

    await user.click(await screen.findByText('恢复为草稿', { selector: 'section button span' }));
    const dialog = (await screen.findAllByText('恢复「保存草稿 · 版本 2」为草稿？'))[0].closest<HTMLElement>(
      '.ant-modal',
    )!;
    await user.click(within(dialog).getByText('恢复为草稿', { selector: 'button span' }));
    await waitFor(() => expect(restored).toEqual(['10']));
    await waitFor(() => expect(texts(bar, '.ant-tag')).toEqual(['已发布', '有未发布的修改']));
    // The editor had no changes of its own: it shows the restored sections.
    await waitFor(() =>
      expect(screen.getAllByTestId('page-section')[0].querySelector('section')!.ariaLabel).toBe(
        '第 1 个区块：首屏横幅「旧的标题」',
      ),
    );
  });
});
