/**
 * @jest-environment jest-fixed-jsdom
 */
import type { NewsAdminListAnswer, NewsAdminListItem, Publication } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { NewsScreen } from './news-screen';

/** Where an article stands: published at version 1 unless told. */
const publication = (fields: Partial<Publication> = {}): Publication => ({
  state: 'published',
  version: 1,
  has_changes: false,
  publish_at: null,
  unpublish_at: null,
  published_at: '2026-01-01T00:00:00.000Z',
  updated_by: '编辑甲',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const article = (id: number, title: string, fields: Partial<NewsAdminListItem> = {}): NewsAdminListItem => ({
  id,
  title,
  author: '编辑甲',
  user_id: 2,
  category: 4,
  category_id: 4,
  category_name: '公司新闻',
  cover_image: null,
  cover_alt: null,
  summary: `${title}的摘要`,
  date: `2026-03-${String(id).padStart(2, '0')}T08:00:00.000Z`,
  views: id * 10,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  publication: publication(),
  translations: { en: null },
  ...fields,
});

/** Live; a draft never published; live with changes not yet published. */
const NEWS = [
  article(1, '新品发布会圆满结束'),
  article(2, '参加工业博览会', {
    category_name: '',
    author: '',
    publication: publication({ state: 'draft', has_changes: true, published_at: null }),
  }),
  article(3, '年度用户大会', {
    publication: publication({ has_changes: true }),
    translations: { en: publication({ state: 'draft', published_at: null }) },
  }),
];

const page = (items: NewsAdminListItem[], pageNo = 1, totalPages = 1): NewsAdminListAnswer => ({
  items,
  total: items.length,
  page: pageNo,
  totalPages,
});

// Text queries: role queries over antd's table are slow in jsdom.
const rowOf = (title: string) => screen.getByText(title, { selector: 'td' }).closest('tr')!;
const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;

/** A dialog by its title (role queries compute styles for every element: slow in jsdom). */
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;

/** The screen at /admin/news as the admin app routes it; the editor's route only says where it went. */
const renderScreen = (canEdit: boolean) =>
  renderAdmin(
    <MemoryRouter initialEntries={['/admin/news']}>
      <Routes>
        <Route path="/admin/news" element={<NewsScreen canEdit={canEdit} />} />
        <Route path="/admin/news/edit" element={<p>新建新闻页</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('NewsScreen', () => {
  listenDuringTests();

  it('shows the table loading, then every article with its labels and actions', async () => {
    const gate = responseGate();
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/news', async ({ request }) => {
        asked.push(new URL(request.url).search);
        await gate.opened;
        return HttpResponse.json(page(NEWS));
      }),
    );
    const { container } = renderScreen(true);
    await waitFor(() => expect(container.querySelector('.ant-table-wrapper .ant-spin-spinning')).not.toBeNull());
    gate.open();

    await screen.findByText('新品发布会圆满结束', { selector: 'td' });
    expect(container.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull();
    // The back office reads the whole list (articles in any state), a hundred at a time.
    expect(asked).toEqual(['?page=1&limit=100']);
    expect(screen.getByText('共 3 条')).toBeTruthy();
    const first = rowOf('新品发布会圆满结束');
    expect(within(first).getByText('公司新闻')).toBeTruthy();
    expect(within(first).getByText('编辑甲')).toBeTruthy();
    expect(within(first).getByText(/^2026-03-0\d$/)).toBeTruthy();
    expect(within(first).getByText('10')).toBeTruthy();
    expect(within(first).getByText('编辑').getAttribute('href')).toBe('/admin/news/edit/1');
    // Each row says where the article stands.
    expect(within(first).getByText('已发布', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(first).queryByText('有未发布的修改')).toBeNull();
    // A published article links to its public page.
    const view = within(first).getByLabelText('查看：新品发布会圆满结束');
    expect(view.textContent).toBe('查看');
    expect(view.getAttribute('href')).toBe('/news/1');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(buttonIn(first, '删除')).not.toBeNull();
    // A draft has no public page to view; missing category and author read as such, not as blanks.
    const second = rowOf('参加工业博览会');
    expect(within(second).getByText('草稿', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(second).queryByText('有未发布的修改')).toBeNull();
    expect(within(second).queryByText('查看')).toBeNull();
    expect(within(second).getByText('编辑').getAttribute('href')).toBe('/admin/news/edit/2');
    expect(within(second).getByText('未分类')).toBeTruthy();
    expect(within(second).getByText('未知作者')).toBeTruthy();
    // Live with changes waiting: both said, and its public page is there.
    const third = rowOf('年度用户大会');
    expect(within(third).getByText('已发布', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(third).getByText('有未发布的修改', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(third).getByLabelText('查看：年度用户大会').getAttribute('href')).toBe('/news/3');
    // And where its English version stands.
    expect(within(first).getByText('英文：缺失', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(third).getByText('英文：草稿', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.queryByText('您的角色只能查看新闻，不能修改。')).toBeNull();
  });

  it('reads every page of the list and searches it in the browser', async () => {
    const asked: string[] = [];
    const many = Array.from({ length: 12 }, (_, i) => article(i + 1, `第${i + 1}篇新闻`));
    server.use(
      http.get('/api/admin/news', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.get('page')!);
        // The second page repeats the last article of the first (one was added meanwhile): shown once.
        return HttpResponse.json(query.get('page') === '1' ? page(many.slice(0, 7), 1, 2) : page(many.slice(6), 2, 2));
      }),
    );
    const { user } = renderScreen(true);
    await screen.findByText('第1篇新闻', { selector: 'td' });
    expect(asked).toEqual(['1', '2']);
    expect(screen.getByText('共 12 条')).toBeTruthy();
    // Ten a page.
    expect(screen.queryByText('第11篇新闻', { selector: 'td' })).toBeNull();

    await user.click(screen.getByLabelText('搜索'));
    await user.paste('第12篇');
    expect(await screen.findByText('共 1 条')).toBeTruthy();
    expect(screen.getByText('第12篇新闻', { selector: 'td' })).toBeTruthy();
    expect(screen.queryByText('第1篇新闻', { selector: 'td' })).toBeNull();
  });

  it('sorts by a column, ten a page, and searches every field regardless of case', async () => {
    const VIEWS = [50, 120, 30, 90, 10, 110, 70, 20, 100, 60, 80, 40];
    const many = VIEWS.map((views, i) =>
      article(i + 1, `第${i + 1}篇新闻`, { views, summary: i === 6 ? '面向 Smart HOME 的方案' : '摘要' }),
    );
    server.use(http.get('/api/admin/news', () => HttpResponse.json(page(many))));
    const { user } = renderScreen(true);
    await screen.findByText('第1篇新闻', { selector: 'td' });
    /** The 浏览量 column of the rows shown. */
    const column = [...document.querySelectorAll('.ant-table-thead th')].findIndex((th) => th.textContent === '浏览量');
    const views = () =>
      [...document.querySelectorAll('.ant-table-row')].map((row) => Number(row.children[column].textContent));

    const header = screen.getByText('浏览量', { selector: 'th *' });
    await user.click(header);
    await waitFor(() => expect(views()).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]));
    await user.click(header);
    await waitFor(() => expect(views()).toEqual([120, 110, 100, 90, 80, 70, 60, 50, 40, 30]));

    // The summary is not shown, but searched; case does not matter.
    await user.click(screen.getByLabelText('搜索'));
    await user.paste('smart home');
    expect(await screen.findByText('共 1 条')).toBeTruthy();
    expect(screen.getByText('第7篇新闻', { selector: 'td' })).toBeTruthy();
    await user.clear(screen.getByLabelText('搜索'));
    await user.paste('没有这一条');
    expect(await screen.findByText('没有找到数据')).toBeTruthy();
    expect(document.querySelectorAll('.ant-table-row')).toHaveLength(0);
  });

  it('says the load failed, with the server’s reason, and 重试 reads the list again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/news', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: '内容服务暂不可用' }, { status: 503 })
          : HttpResponse.json(page(NEWS));
      }),
    );
    const { user } = renderScreen(true);
    const alert = (await screen.findByText('加载新闻数据失败')).closest<HTMLElement>('.ant-alert')!;
    expect(within(alert).getByText('内容服务暂不可用')).toBeTruthy();
    // The toast says it too.
    expect(await screen.findByText('获取新闻数据失败')).toBeTruthy();
    expect(screen.getByText('暂无数据')).toBeTruthy();

    await user.click(buttonIn(alert, '重试')!);
    expect(await screen.findByText('新品发布会圆满结束', { selector: 'td' })).toBeTruthy();
    expect(calls).toBe(2);
    await waitFor(() => expect(screen.queryByText('加载新闻数据失败')).toBeNull());
  });

  it('says 暂无数据 when there are no articles', async () => {
    let asked = 0;
    server.use(http.get('/api/admin/news', () => ((asked += 1), HttpResponse.json(page([], 1, 0)))));
    const { container } = renderScreen(true);
    // The table's placeholder shows under the spinner too: the answer has come once the spinner stops.
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(container.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull());
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(document.querySelectorAll('.ant-table-row')).toHaveLength(0);
    expect(screen.queryByText('加载新闻数据失败')).toBeNull();
  });

  it('filters by state (按状态筛选), and finds an article by its state’s name', async () => {
    const list = [
      ...NEWS,
      article(4, '已下线的旧闻', { publication: publication({ state: 'archived' }) }),
      article(5, '下周的新闻', {
        publication: publication({ state: 'scheduled', publish_at: '2026-12-01T00:00:00.000Z', published_at: null }),
      }),
    ];
    server.use(http.get('/api/admin/news', () => HttpResponse.json(page(list))));
    const { user } = renderScreen(true);
    await screen.findByText('新品发布会圆满结束', { selector: 'td' });
    expect(screen.getByText('共 5 条')).toBeTruthy();
    expect(within(rowOf('已下线的旧闻')).getByText('已下线', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(rowOf('下周的新闻')).getByText('定时发布', { selector: '.ant-tag' })).toBeTruthy();
    // Neither taken down nor scheduled is public: no 查看.
    expect(within(rowOf('已下线的旧闻')).queryByText('查看')).toBeNull();
    expect(within(rowOf('下周的新闻')).queryByText('查看')).toBeNull();
    const titles = () => [...document.querySelectorAll('.ant-table-row')].map((row) => row.children[1].textContent);

    const filter = screen.getByLabelText('按状态筛选');
    expect(filter.closest('.ant-select')!.textContent).toContain('全部状态');
    await user.click(filter);
    await user.click(await screen.findByText('已发布', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByText('共 2 条')).toBeTruthy();
    expect(titles().sort()).toEqual(['年度用户大会', '新品发布会圆满结束']);

    await user.click(filter);
    await user.click(await screen.findByText('草稿', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByText('共 1 条')).toBeTruthy();
    expect(titles()).toEqual(['参加工业博览会']);

    await user.click(filter);
    await user.click(await screen.findByText('全部状态', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByText('共 5 条')).toBeTruthy();

    // The search box reads the state's name too.
    await user.click(screen.getByLabelText('搜索'));
    await user.paste('已下线');
    expect(await screen.findByText('共 1 条')).toBeTruthy();
    expect(titles()).toEqual(['已下线的旧闻']);
  });

  it('gives a reader 查看 only (the editor read-only, the public page when published), with the read-only notice', async () => {
    server.use(http.get('/api/admin/news', () => HttpResponse.json(page(NEWS))));
    const { container } = renderScreen(false);
    await screen.findByText('新品发布会圆满结束', { selector: 'td' });
    expect(screen.getByText('您的角色只能查看新闻，不能修改。')).toBeTruthy();
    expect(buttonIn(container, '添加新闻')).toBeNull();
    expect(buttonIn(container, '删除')).toBeNull();
    const row = rowOf('新品发布会圆满结束');
    expect(within(row).queryByText('编辑')).toBeNull();
    // The editor, read-only, and the public page.
    expect(
      within(row)
        .getAllByText('查看')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/news/edit/1', '/news/1']);
    const draft = rowOf('参加工业博览会');
    expect(
      within(draft)
        .getAllByText('查看')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/news/edit/2']);
  });

  it('opens the editor for a new article from 添加新闻', async () => {
    server.use(http.get('/api/admin/news', () => HttpResponse.json(page(NEWS))));
    const { container, user } = renderScreen(true);
    await screen.findByText('新品发布会圆满结束', { selector: 'td' });
    await user.click(buttonIn(container, '添加新闻')!);
    expect(await screen.findByText('新建新闻页')).toBeTruthy();
  });

  it('deletes an article after a confirmation, says so and reads the list again', async () => {
    const list = [...NEWS];
    const deleted: string[] = [];
    server.use(
      http.get('/api/admin/news', () => HttpResponse.json(page(list))),
      http.delete('/api/news/:id', ({ params }) => {
        deleted.push(String(params.id));
        if (params.id === '1') return HttpResponse.json({ error: '新闻不存在' }, { status: 404 });
        list.splice(
          list.findIndex((news) => String(news.id) === params.id),
          1,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen(true);
    await screen.findByText('年度用户大会', { selector: 'td' });

    await user.click(buttonIn(rowOf('年度用户大会'), '删除')!);
    let dialog = await findDialog('确认删除新闻');
    expect(within(dialog).getByText('确定要删除新闻“年度用户大会”吗？此操作不可撤销。')).toBeTruthy();
    expect(deleted).toEqual([]);
    await user.click(buttonIn(dialog, '删除')!);
    expect(await screen.findByText('新闻已删除')).toBeTruthy();
    expect(deleted).toEqual(['3']);
    await waitFor(() => expect(screen.queryByText('年度用户大会', { selector: 'td' })).toBeNull());
    expect(screen.getByText('共 2 条')).toBeTruthy();

    // A refusal says why and keeps the row.
    await waitFor(() => expect(screen.queryByText('确认删除新闻')).toBeNull());
    await user.click(buttonIn(rowOf('新品发布会圆满结束'), '删除')!);
    dialog = await findDialog('确认删除新闻');
    await user.click(buttonIn(dialog, '删除')!);
    expect(await screen.findByText('删除新闻失败')).toBeTruthy();
    expect(screen.getByText('新闻不存在')).toBeTruthy();
    expect(deleted).toEqual(['3', '1']);
    expect(rowOf('新品发布会圆满结束')).toBeTruthy();
  });
});
