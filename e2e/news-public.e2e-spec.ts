import type { Page, Route } from 'playwright-core';
import type { ApiClient } from '../test/support/api-client';
import { eventually } from '../test/support/test-stack';
import { baseUrl, navigateInApp, useBrowser } from './browser';
import { runTag, subtree } from './catalog';
import {
  adminApi,
  allNews,
  article,
  createArticle,
  deleteArticles,
  leafCategory,
  newsCardIds,
  newsCards,
  newsCategories,
  newsPage,
  uploadPng,
} from './news';

describe('public news pages', () => {
  const session = useBrowser({ colorScheme: 'light', reducedMotion: 'reduce' });
  let page: Page;
  const base = baseUrl();
  let api: ApiClient;
  const created: number[] = [];

  beforeAll(async () => {
    api = await adminApi();
  });
  afterAll(async () => {
    await deleteArticles(api, created);
  });
  beforeEach(() => {
    ({ page } = session);
  });

  const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const tree = () => page.getByRole('navigation', { name: '新闻分类' });
  const pager = () => page.getByRole('navigation', { name: '新闻分页' });
  const pageNumbers = async () =>
    (
      await pager()
        .getByRole('link', { name: /^第\d+页$/ })
        .allInnerTexts()
    ).map((text) => Number(text.trim()));
  /** The list says which page of how many it shows once that page has loaded. */
  const shown = (total: number, current: number) =>
    page.getByText(new RegExp(`共 ${total} 篇，第 ${current}/${Math.ceil(total / 3)} 页$`)).waitFor();
  const searchFor = async (text: string) => {
    await page.getByRole('searchbox', { name: '搜索新闻' }).fill(text);
    await page.getByRole('searchbox', { name: '搜索新闻' }).press('Enter');
  };
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  const create = async (body: Record<string, unknown>) => {
    const news = await createArticle(api, body);
    created.push(news.id);
    return news;
  };

  /** Walks every page of the current list with 下一页 and answers the ids of all cards. */
  async function idsOfAllPages(total: number): Promise<number[]> {
    const ids: number[] = [];
    const pages = Math.ceil(total / 3);
    for (let n = 1; n <= pages; n++) {
      await shown(total, n);
      ids.push(...(await newsCardIds(page)));
      if (n < pages) await pager().getByRole('link', { name: '下一页' }).click();
    }
    return ids;
  }

  it("includes the descendants' articles when a parent category is chosen", async () => {
    const all = await newsCategories();
    const items = await allNews();
    // A top category whose articles also sit in categories below it.
    const parent = all.find(
      (c) => c.parent_id === null && items.some((n) => n.category !== c.id && subtree(all, c.id).has(n.category)),
    );
    expect(parent).toBeDefined();
    const ids = subtree(all, parent!.id);
    const expected = items.filter((n) => ids.has(n.category)).map((n) => n.id);
    expect(expected.length).toBeGreaterThan(3);

    await page.goto(`${base}/news`);
    await h1('帮助中心').waitFor();
    await newsCards(page).first().waitFor();
    await tree().getByRole('button', { name: '全部新闻' }).waitFor();
    expect(await tree().locator('button[aria-current="true"]').innerText()).toBe('全部新闻');

    await tree().getByRole('button', { name: parent!.name, exact: true }).click();
    await page.waitForURL(`${base}/news?category=${parent!.id}`);
    await tree().locator('button[aria-current="true"]').filter({ hasText: parent!.name }).waitFor();
    expect(sorted(await idsOfAllPages(expected.length))).toEqual(sorted(expected));

    // Reload keeps the filter; 全部新闻 drops it.
    await page.reload();
    await shown(expected.length, Math.ceil(expected.length / 3));
    await tree().getByRole('button', { name: '全部新闻' }).click();
    await page.waitForURL(`${base}/news`);
    await shown(items.length, 1);

    // A news category without articles says so.
    const empty = await api.post<{ id: number; name: string }>('/api/categories', {
      name: `空分类${runTag()}`,
      type: 'news',
    });
    expect(empty.status).toBe(201);
    try {
      await page.reload();
      await tree().getByRole('button', { name: empty.body.name, exact: true }).click();
      await page.getByText('该分类下暂无新闻', { exact: true }).waitFor();
      expect(await newsCards(page).count()).toBe(0);
    } finally {
      await api.delete(`/api/categories/${empty.body.id}`);
    }
  });

  it('searches titles, summaries and authors, and keeps the search in the address', async () => {
    const tag = runTag();
    const leaf = await leafCategory();
    const inTitle = await create({ title: `检索标题${tag}`, category: leaf.id, content: '<p>正文</p>' });
    const inSummary = await create({
      title: `另一篇${runTag()}`,
      category: leaf.id,
      content: '<p>正文</p>',
      summary: `摘要里有${tag}`,
    });
    // Only in the content: the search leaves it out.
    await create({ title: `无关${runTag()}`, category: leaf.id, content: `<p>${tag}</p>`, summary: '手写摘要' });

    await page.goto(`${base}/news`);
    await newsCards(page).first().waitFor();
    await searchFor(tag);
    await page.waitForURL(`${base}/news?search=${tag}`);
    await shown(2, 1);
    expect(sorted(await newsCardIds(page))).toEqual(sorted([inTitle.id, inSummary.id]));
    await page.getByText(`摘要里有${tag}`, { exact: true }).waitFor();

    // Reload keeps it, in the box too.
    await page.reload();
    await shown(2, 1);
    expect(await page.getByRole('searchbox', { name: '搜索新闻' }).inputValue()).toBe(tag);

    // Search and category together.
    await tree().getByRole('button', { name: leaf.name, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === String(leaf.id));
    expect(new URL(page.url()).searchParams.get('search')).toBe(tag);
    await shown(2, 1);

    // The author: the admin's name finds the admin's new articles.
    const me = (await api.get<{ user: { name: string } }>('/api/session')).body.user.name;
    const byAuthor = await newsPage(1, `&search=${encodeURIComponent(me)}`);
    expect(byAuthor.items.map((n) => n.id)).toContain(inTitle.id);
    await page.goto(`${base}/news?search=${encodeURIComponent(me)}`);
    await shown(byAuthor.total, 1);
    expect(await newsCardIds(page)).toEqual(byAuthor.items.map((n) => n.id));

    // Nothing found, then back to the earlier search.
    await searchFor(`没有这篇${tag}`);
    await page.getByText('暂无新闻', { exact: true }).waitFor();
    await page.getByText(`没有与“没有这篇${tag}”相关的新闻，请换个关键词试试。`).waitFor();
    await page.goBack();
    await shown(byAuthor.total, 1);
    expect(await page.getByRole('searchbox', { name: '搜索新闻' }).inputValue()).toBe(me);
  });

  it('pages three at a time with a window of five page buttons', async () => {
    const { total } = await newsPage(1);
    const pages = Math.ceil(total / 3);
    expect(pages).toBeGreaterThanOrEqual(7);

    await page.goto(`${base}/news`);
    await shown(total, 1);
    expect(await newsCards(page).count()).toBe(3);
    expect(await newsCardIds(page)).toEqual((await newsPage(1)).items.map((n) => n.id));
    expect(await pageNumbers()).toEqual([1, 2, 3, 4, 5]);
    expect(await pager().getByText('上一页').getAttribute('aria-disabled')).toBe('true');
    expect(await pager().getByRole('link', { name: '第1页' }).getAttribute('aria-current')).toBe('page');

    await pager().getByRole('link', { name: '第4页' }).click();
    await page.waitForURL(`${base}/news?page=4`);
    await shown(total, 4);
    expect(await pageNumbers()).toEqual([2, 3, 4, 5, 6]);
    expect(await newsCardIds(page)).toEqual((await newsPage(4)).items.map((n) => n.id));

    await pager().getByRole('link', { name: '下一页' }).click();
    await page.waitForURL(`${base}/news?page=5`);
    await shown(total, 5);
    expect(await pageNumbers()).toEqual([3, 4, 5, 6, 7]);

    await pager().getByRole('link', { name: '上一页' }).click();
    await shown(total, 4);

    // The last page: the window ends there, and so does 下一页.
    await page.goto(`${base}/news?page=${pages}`);
    await shown(total, pages);
    expect(await pageNumbers()).toEqual([pages - 4, pages - 3, pages - 2, pages - 1, pages]);
    expect(await newsCards(page).count()).toBe(total - 3 * (pages - 1));
    expect(await pager().getByText('下一页').getAttribute('aria-disabled')).toBe('true');

    // Back and forward walk the pages seen.
    await page.goBack();
    await shown(total, 4);
    await page.goForward();
    await shown(total, pages);

    // A page past the end shows the last one.
    await page.goto(`${base}/news?page=999`);
    await page.waitForURL(`${base}/news?page=${pages}`);
    await shown(total, pages);
  });

  it('shows an article with its details, counts the view and goes back to the list', async () => {
    const tag = runTag();
    const leaf = await leafCategory();
    const cover = await uploadPng(api, [30, 120, 200]);
    const news = await create({
      title: `文章页${tag}`,
      category: leaf.id,
      content: `<p>第一段<strong>加粗${tag}</strong></p><h2>小标题</h2><ul><li>要点</li></ul>`,
      summary: `文章摘要${tag}`,
      cover_image: cover,
      cover_alt: `展厅封面${tag}`,
    });
    expect(news.views).toBe(0);
    const me = (await api.get<{ user: { name: string } }>('/api/session')).body.user.name;

    await page.goto(`${base}/news?search=${tag}`);
    await newsCards(page).first().waitFor();
    const card = newsCards(page).first();
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/news/${news.id}`);
    expect(await card.locator('img').getAttribute('src')).toBe(cover);
    // The cover's alt text is the article's own.
    expect(await card.locator('img').getAttribute('alt')).toBe(`展厅封面${tag}`);
    await card.getByText(leaf.name, { exact: true }).waitFor();
    await card.getByRole('link').click();

    await page.waitForURL(`${base}/news/${news.id}`);
    await h1(news.title).waitFor();
    const meta = (term: string) => page.locator('dl div').filter({ has: page.locator('dt', { hasText: term }) });
    const day = (iso: string) => {
      const d = new Date(iso);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect(await meta('分类').locator('dd').innerText()).toBe(leaf.name);
    expect(await meta('作者').locator('dd').innerText()).toBe(me);
    expect(await meta('发布日期').locator('dd').innerText()).toBe(day(news.date));
    // The view is counted about a second after the read: the page shows the count as it was.
    expect(await meta('浏览').locator('dd').innerText()).toBe('0 次');
    expect(await page.getByLabel('摘要').innerText()).toBe(`文章摘要${tag}`);
    expect(await page.locator('article img').first().getAttribute('src')).toBe(cover);
    // The body is the server's sanitised HTML, as it is.
    const stored = await eventually(async () => {
      const now = await article(news.id);
      return now.views === 1 && now;
    });
    expect(await page.getByTestId('news-content').evaluate((node) => node.innerHTML)).toBe(stored.content);

    // Back in history: the search results again.
    await page.getByRole('button', { name: '返回新闻列表' }).click();
    await page.waitForURL(`${base}/news?search=${tag}`);
    await newsCards(page).first().waitFor();

    // Opened directly, the button goes to /news.
    const direct = await page.context().newPage();
    await direct.goto(`${base}/news/${news.id}`);
    await direct.getByRole('heading', { level: 1, name: news.title }).waitFor();
    await direct.getByRole('button', { name: '返回新闻列表' }).click();
    await direct.waitForURL(`${base}/news`);
    await direct.getByRole('heading', { level: 1, name: '帮助中心' }).waitFor();
    await eventually(async () => (await article(news.id)).views === 2);

    // A broken cover falls back to the placeholder, on the card and on the article.
    // The master and its resized variants (`<master without extension>/w640.avif` …).
    const broken = (route: Route) => route.fulfill({ status: 404, body: '' });
    await page.route(`**${cover}`, broken);
    await page.route(`**${cover.replace(/\.[a-z]+$/, '')}/**`, broken);
    await page.goto(`${base}/news?search=${tag}`);
    await newsCards(page).first().getByText('暂无封面').waitFor();
    await page.goto(`${base}/news/${news.id}`);
    await h1(news.title).waitFor();
    await page
      .getByRole('img', { name: `展厅封面${tag}` })
      .getByText('封面加载失败')
      .waitFor();
    expect(await page.locator(`img[src="${cover}"]`).count()).toBe(0);
  });

  it('says when an article is missing, fails to load, or lacks its details', async () => {
    await page.goto(`${base}/news/999999999`);
    await h1('新闻未找到').waitFor();
    await page.goto(`${base}/news/abc`);
    await h1('新闻未找到').waitFor();

    const isArticleCall = (url: URL) => /^\/api\/news\/\d+$/.test(url.pathname);
    await page.route(isArticleCall, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"内容服务暂时不可用"}' }),
    );
    await navigateInApp(page, '/news/1');
    await page.getByRole('alert').getByText('获取新闻详情失败').waitFor();
    await page.getByRole('alert').getByText('内容服务暂时不可用').waitFor();
    await page.unroute(isArticleCall);

    // Missing category, author and date: the page shows 未分类, 未知作者 and 暂无日期; no summary, no cover.
    const bare = {
      ...(await article((await newsPage(1)).items[0].id)),
      category_name: '',
      author: '',
      date: '',
      summary: '',
      cover_image: null,
      content: '<p>只有正文</p>',
    };
    await page.route(isArticleCall, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(bare) }),
    );
    await navigateInApp(page, '/about');
    await navigateInApp(page, `/news/${bare.id}`);
    await h1(bare.title).waitFor();
    const meta = (term: string) => page.locator('dl div').filter({ has: page.locator('dt', { hasText: term }) });
    expect(await meta('分类').locator('dd').innerText()).toBe('未分类');
    expect(await meta('作者').locator('dd').innerText()).toBe('未知作者');
    expect(await meta('发布日期').locator('dd').innerText()).toBe('暂无日期');
    expect(await page.getByLabel('摘要').count()).toBe(0);
    await page.getByText('只有正文', { exact: true }).waitFor();
  });

  it('shows the list loading, failing with a retry, and loaded', async () => {
    const isListCall = (url: URL) => url.pathname === '/api/news';
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isListCall, async (route: Route) => {
      await held;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"服务繁忙"}' });
    });
    await navigateInApp(page, '/news');
    await page.getByText('正在加载新闻…').waitFor();
    release();
    await page.getByRole('alert').getByText('获取新闻数据失败').waitFor();
    await page.getByRole('alert').getByText('服务繁忙').waitFor();

    await page.unroute(isListCall);
    await page.getByRole('button', { name: '重试' }).click();
    await newsCards(page).first().waitFor();
    expect(await newsCards(page).count()).toBe(3);
  });
});
