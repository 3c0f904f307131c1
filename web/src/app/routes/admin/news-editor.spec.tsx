/**
 * @jest-environment jest-fixed-jsdom
 */
import type { CategoryView, NewsAdminView } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearAdminSession, saveAdminSession } from '../../../features/auth/utils/admin-session';
import { publication } from '../../../features/publishing/testing/publishing-fixtures';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { NewsEditorPage } from './news-editor';

// The page around the news editor: which article, its loading and failures, who may edit, its publishing
// bar and the compare dialog when a save is stale. The editor's own behaviour (fields, saving, the cover)
// is tested beside it (features/news/components).

const newsCategory = (id: number, name: string, parent_id: number | null = null): CategoryView => ({
  id,
  name,
  slug: `news-${id}`,
  parent_id,
  type: 'news',
  created_at: '2026-01-01T00:00:00.000Z',
});
const CATEGORIES = [newsCategory(4, '公司新闻'), newsCategory(5, '行业资讯'), newsCategory(6, '展会报道', 5)];

/** The admin read's answer: the working copy, published at version 3 with nothing pending. */
const ARTICLE: NewsAdminView = {
  id: 7,
  title: '新品发布会圆满结束',
  author: '张三',
  user_id: 3,
  category: 4,
  category_id: 4,
  category_name: '公司新闻',
  cover_image: '/uploads/cover-7.jpg',
  cover_alt: '封面七',
  summary: '本公司新品发布会于上海举行。',
  date: '2026-03-01T08:00:00.000Z',
  views: 12,
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
  content: '<p>本公司新品发布会于上海举行。</p>',
  seo_title: '',
  seo_description: '',
  publication: publication({
    state: 'published',
    version: 3,
    has_changes: false,
    published_at: '2026-03-01T08:00:00.000Z',
  }),
};

const SESSION_USER = { id: 2, username: 'editor1', name: '编辑甲', email: 'editor1@example.com' };

const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;

/**
 * The page at a path of the admin app; the news list only says it was reached. The browser remembers an
 * editor (as after signing in) and the server's session says the role: what depends on the role shows
 * once the session answered.
 */
function renderAt(path: string, role = 'editor') {
  saveAdminSession({ username: SESSION_USER.username, name: SESSION_USER.name, role: 'editor' });
  server.use(http.get('/api/session', () => HttpResponse.json({ user: { ...SESSION_USER, role } })));
  return renderAdmin(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/news" element={<p>新闻列表页</p>} />
        <Route path="/admin/news/edit" element={<NewsEditorPage />} />
        <Route path="/admin/news/edit/:id" element={<NewsEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The editor once it shows the article (its title field holds the title). */
const findTitle = (value: string) => screen.findByDisplayValue<HTMLInputElement>(value);

describe('NewsEditorPage', () => {
  listenDuringTests();

  afterEach(() => clearAdminSession());

  let categoryQueries: string[];
  beforeEach(() => {
    categoryQueries = [];
    server.use(
      http.get('/api/settings', () => HttpResponse.json({})),
      http.get('/api/admin/news/:id/translations', () => HttpResponse.json({ en: null })),
      http.get('/api/categories', ({ request }) => {
        categoryQueries.push(new URL(request.url).search);
        return HttpResponse.json(CATEGORIES);
      }),
    );
  });

  it('shows a skeleton while the article loads, then the editor filled with it', async () => {
    const gate = responseGate();
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/news/:id', async ({ request, params }) => {
        asked.push(`${String(params.id)}${new URL(request.url).search}`);
        await gate.opened;
        return HttpResponse.json(ARTICLE);
      }),
    );
    const { container, user } = renderAt('/admin/news/edit/7');
    expect(await screen.findByText('编辑新闻', { selector: 'h1' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).not.toBeNull());
    expect(screen.queryByLabelText('标题')).toBeNull();
    gate.open();

    await findTitle('新品发布会圆满结束');
    // Read through the admin read (the working copy in any state; no view is counted there).
    expect(asked).toEqual(['7']);
    // The article's author, not the signed-in user.
    expect(screen.getByLabelText<HTMLInputElement>('作者').value).toBe('张三');
    expect(screen.getByAltText('封面预览').getAttribute('src')).toBe('/uploads/cover-7.jpg');
    expect(buttonIn(container, '保存草稿')).not.toBeNull();
    expect(buttonIn(container, '保存并发布')).not.toBeNull();
    expect(screen.queryByText('您的角色只能查看新闻，不能修改。')).toBeNull();
    // The saved article's publishing bar: where it stands and what can be done.
    const bar = container.querySelector<HTMLElement>('[aria-label="发布状态"]')!;
    expect(bar).not.toBeNull();
    expect(within(bar).getByText('已发布', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(bar).queryByText('有未发布的修改')).toBeNull();
    // Nothing new to publish; it can be taken down.
    expect(buttonIn(bar, '发布')!.disabled).toBe(true);
    expect(buttonIn(bar, '下线')!.disabled).toBe(false);
    expect(buttonIn(bar, '历史版本')).not.toBeNull();

    // The category picker offers the news categories as a tree, the article's chosen.
    expect(categoryQueries).toEqual(['?type=news']);
    const picker = screen.getByLabelText('分类');
    expect(picker.closest('.ant-select')!.textContent).toContain('公司新闻');
    await user.click(picker);
    expect(await screen.findByText('展会报道', { selector: '.ant-select-tree-title' })).toBeTruthy();
    expect(screen.getByText('行业资讯', { selector: '.ant-select-tree-title' })).toBeTruthy();
  });

  it('says the article failed to load with the server’s reason, and 重试 loads it', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/news/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: '内容服务暂不可用' }, { status: 503 })
          : HttpResponse.json(ARTICLE);
      }),
    );
    const { user } = renderAt('/admin/news/edit/7');
    const alert = (await screen.findByText('内容服务暂不可用', { selector: '.ant-alert *' })).closest<HTMLElement>(
      '.ant-alert',
    )!;
    expect(within(alert).getByText('获取新闻详情失败')).toBeTruthy();
    expect(screen.queryByLabelText('标题')).toBeNull();
    await user.click(buttonIn(alert, '重试')!);
    expect(await findTitle('新品发布会圆满结束')).toBeTruthy();
    expect(calls).toBe(2);
    await waitFor(() => expect(screen.queryByText('内容服务暂不可用', { selector: '.ant-alert *' })).toBeNull());
  });

  it('says 新闻未找到 for a missing article or an id that is none, and leads back to the list', async () => {
    let asked = 0;
    server.use(
      http.get('/api/admin/news/:id', () => {
        asked += 1;
        return HttpResponse.json({ error: '新闻不存在' }, { status: 404 });
      }),
    );
    const first = renderAt('/admin/news/edit/99');
    expect(await screen.findByText('新闻未找到')).toBeTruthy();
    expect(screen.getByText('该新闻不存在或已被删除。')).toBeTruthy();
    expect(screen.queryByText('获取新闻详情失败')).toBeNull();
    expect(asked).toBe(1);
    first.unmount();

    // Not an id: nothing is asked.
    const { container, user } = renderAt('/admin/news/edit/abc');
    expect(await screen.findByText('新闻未找到')).toBeTruthy();
    expect(asked).toBe(1);
    await user.click(buttonIn(container, '返回新闻列表')!);
    expect(await screen.findByText('新闻列表页')).toBeTruthy();
  });

  it('starts a new article empty, by the signed-in user', async () => {
    const { container } = renderAt('/admin/news/edit');
    expect(await screen.findByText('新建新闻', { selector: 'h1' })).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('作者').value).toBe('编辑甲'));
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('');
    expect(screen.getByText('暂无封面')).toBeTruthy();
    expect(buttonIn(container, '保存草稿')).not.toBeNull();
    expect(buttonIn(container, '保存并发布')).not.toBeNull();
    // Nothing saved yet: no publishing bar.
    expect(container.querySelector('[aria-label="发布状态"]')).toBeNull();
  });

  it('shows a viewer the article read-only, and refuses a viewer a new one', async () => {
    server.use(http.get('/api/admin/news/:id', () => HttpResponse.json(ARTICLE)));
    const first = renderAt('/admin/news/edit/7', 'viewer');
    expect(await screen.findByText('查看新闻', { selector: 'h1' })).toBeTruthy();
    expect(await screen.findByText('您的角色只能查看新闻，不能修改。')).toBeTruthy();
    const title = await findTitle('新品发布会圆满结束');
    expect(title.disabled).toBe(true);
    expect(buttonIn(first.container, '保存草稿')).toBeNull();
    expect(buttonIn(first.container, '保存并发布')).toBeNull();
    // The viewer sees where the article stands, and its history, but changes nothing.
    const bar = first.container.querySelector<HTMLElement>('[aria-label="发布状态"]')!;
    expect(within(bar).getByText('已发布', { selector: '.ant-tag' })).toBeTruthy();
    expect(buttonIn(bar, '下线')!.disabled).toBe(true);
    expect(buttonIn(bar, '历史版本')!.disabled).toBe(false);
    expect(buttonIn(first.container, '更换封面')).toBeNull();
    const content = await screen.findByLabelText('内容', { selector: '[contenteditable]' });
    expect(content.getAttribute('contenteditable')).toBe('false');
    await first.user.click(buttonIn(first.container, '返回列表')!);
    expect(await screen.findByText('新闻列表页')).toBeTruthy();
    first.unmount();

    renderAt('/admin/news/edit', 'viewer');
    expect(await screen.findByText('无权新建新闻')).toBeTruthy();
    expect(screen.getByText('您的角色只能查看新闻。')).toBeTruthy();
    expect(screen.queryByLabelText('标题')).toBeNull();
  });

  it('opens the compare when a save is stale (409): their copy against mine, and 仍然保存我的版本 saves mine without a version', async () => {
    /** Someone else's save meanwhile: another title and category, version 4, not yet published. */
    const THEIRS: NewsAdminView = {
      ...ARTICLE,
      title: '新品发布会圆满收官',
      category: 5,
      category_id: 5,
      category_name: '行业资讯',
      publication: { ...ARTICLE.publication, version: 4, has_changes: true },
    };
    let current = ARTICLE;
    const puts: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/admin/news/:id', () => HttpResponse.json(current)),
      http.put('/api/news/:id', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        if (body.version !== undefined && body.version !== current.publication.version) {
          return HttpResponse.json(
            { error: '在您编辑期间，王编辑 已于 2026-03-02 10:00 保存了新的版本', code: 'STALE_VERSION' },
            { status: 409 },
          );
        }
        current = {
          ...current,
          title: String(body.title),
          category: Number(body.category),
          publication: { ...current.publication, version: current.publication.version + 1, has_changes: true },
        };
        return HttpResponse.json(current);
      }),
    );
    const { container, user } = renderAt('/admin/news/edit/7');
    const title = await findTitle('新品发布会圆满结束');
    // The editor started from version 3; someone saves version 4 meanwhile.
    current = THEIRS;
    await user.clear(title);
    await user.click(title);
    await user.paste('新品发布会圆满落幕');
    await user.click(buttonIn(container, '保存草稿')!);

    const dialog = (
      await screen.findByText('有人在您编辑期间保存了新的版本', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('.ant-modal')!;
    expect(puts).toEqual([expect.objectContaining({ title: '新品发布会圆满落幕', version: 3 })]);
    // No toast: the dialog says it.
    expect(screen.queryByText(/保存失败/)).toBeNull();
    // Their copy (read again) against what this form would save, field by field.
    const field = (label: string) => dialog.querySelector<HTMLElement>(`section[aria-label="${label}"]`)!;
    const texts = (box: HTMLElement, tag: string) => [...box.querySelectorAll(tag)].map((node) => node.textContent);
    await waitFor(() => expect(field('标题')).not.toBeNull());
    expect(texts(field('标题'), 'del')).toEqual(['收官']);
    expect(texts(field('标题'), 'ins')).toEqual(['落幕']);
    // A category reads as its name.
    expect(texts(field('分类'), 'del')).toEqual(['行业资讯']);
    expect(texts(field('分类'), 'ins')).toEqual(['公司新闻']);
    // The form keeps what was typed meanwhile.
    expect(screen.getByLabelText<HTMLInputElement>('标题', { selector: 'input' }).value).toBe('新品发布会圆满落幕');

    await user.click(buttonIn(dialog, '仍然保存我的版本')!);
    expect(await screen.findByText('已保存您的版本')).toBeTruthy();
    // Saved over theirs: no version is sent, so it is not checked.
    expect(puts).toHaveLength(2);
    expect(puts[1]).toMatchObject({ title: '新品发布会圆满落幕', category: 4 });
    expect('version' in puts[1]).toBe(false);
    await waitFor(() => expect(screen.queryByText('有人在您编辑期间保存了新的版本')).toBeNull());
    // The bar takes the answer: live, with this save not yet published.
    const bar = container.querySelector<HTMLElement>('[aria-label="发布状态"]')!;
    await waitFor(() => expect(within(bar).queryByText('有未发布的修改')).not.toBeNull());
    expect(current.publication.version).toBe(5);

    // The next save goes on from the version that save made.
    await user.click(buttonIn(container, '保存草稿')!);
    expect(await screen.findByText('草稿已保存，网站上的内容在发布前不变')).toBeTruthy();
    expect(puts[2]).toMatchObject({ title: '新品发布会圆满落幕', version: 5 });
  });
});
