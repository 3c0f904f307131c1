/**
 * @jest-environment jest-fixed-jsdom
 */
import type { PageSummary } from '@site/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { clearAdminSession, saveAdminSession } from '../../../features/auth/utils/admin-session';
import { HOME, servePage } from '../../../features/pages/testing/page-fixtures';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { PageEditorPage } from './page-editor';
import { PagesPage } from './pages';

// The screens around the block editor: the list of pages, which page the editor opens, who may save.
// The editor itself is tested beside it (features/pages/components/page-editor).

const SUMMARIES: PageSummary[] = [
  { key: 'home', title: '首页', sections: 3, updated_at: '2026-11-20T08:00:00.000Z', updated_by: 'admin' },
  { key: 'about', title: '关于我们', sections: 4, updated_at: null, updated_by: null },
  { key: 'technology', title: '核心技术', sections: 5, updated_at: null, updated_by: null },
];

function renderAt(path: string, role = 'editor', page = () => HttpResponse.json(HOME)) {
  saveAdminSession({ username: 'user1', name: '用户甲', role });
  server.use(
    http.get('/api/session', () =>
      HttpResponse.json({ user: { id: 2, username: 'user1', name: '用户甲', email: 'u@example.com', role } }),
    ),
    http.get('/api/categories', () => HttpResponse.json([])),
    http.get('/api/admin/pages', () => HttpResponse.json(SUMMARIES)),
    http.get('/api/admin/pages/home', page),
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
    expect(screen.queryByText('保存', { selector: 'button span' })).toBeNull();
  });

  it('says the page failed to load with the server’s reason', async () => {
    renderAt('/admin/pages/home', 'editor', () => HttpResponse.json({ error: '内容服务暂不可用' }, { status: 503 }));
    expect(await screen.findByText('内容服务暂不可用')).toBeTruthy();
    expect(screen.getByText('获取页面失败')).toBeTruthy();
  });
});
