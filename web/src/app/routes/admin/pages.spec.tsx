/**
 * @jest-environment jest-fixed-jsdom
 */
import type { PageSummary } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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
  return renderAdmin(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/pages" element={<PagesPage />} />
        <Route path="/admin/pages/:key" element={<PageEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
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
