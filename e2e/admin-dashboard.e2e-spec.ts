import type { DashboardAnswer } from '@site/contracts';
import type { Page, Response } from 'playwright-core';
import { h1, logIn } from './admin';
import { baseUrl, useBrowser } from './browser';

describe('dashboard screen', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 1000 } });
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const isDashboardCall = (r: Response) => new URL(r.url()).pathname === '/api/dashboard';
  /** Logs in and returns the dashboard answer the page itself received. */
  const logInAndRead = async (role: 'admin' | 'viewer'): Promise<DashboardAnswer> => {
    const answered = page.waitForResponse(isDashboardCall);
    await logIn(page, role);
    const response = await answered;
    expect(response.status()).toBe(200);
    return (await response.json()) as DashboardAnswer;
  };
  /** The same call with the page's cookies, outside the page. */
  const readDashboard = async (): Promise<DashboardAnswer> => {
    const response = await page.request.get(`${base}/api/dashboard`);
    expect(response.status()).toBe(200);
    return (await response.json()) as DashboardAnswer;
  };
  const card = (title: string) => page.getByRole('group', { name: title, exact: true });
  const cardValue = async (title: string) => {
    await card(title).waitFor();
    return (await card(title).innerText()).replace(title, '').trim();
  };
  const listItems = (name: string) => page.getByRole('list', { name }).getByRole('listitem');
  const count = (n: number) => n.toLocaleString('zh-CN');
  const section = (title: string) => page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });

  it('shows the figures, newest items and service states that GET /api/dashboard answers', async () => {
    const shown = await logInAndRead('admin');
    const direct = await readDashboard();

    // The seeded stack: every service answers, with its demo catalogue and articles.
    expect(shown.unavailable).toEqual([]);
    expect(shown.stats.products).toBeGreaterThanOrEqual(34);
    expect(shown.stats.news).toBeGreaterThanOrEqual(22);
    expect(shown.stats.users).toBeGreaterThanOrEqual(3);
    expect(shown.stats.totalPageViews).toBeGreaterThan(0);
    // What the page got is what the API tells anyone with this session.
    expect(direct.stats.products).toBe(shown.stats.products);
    expect(direct.stats.news).toBe(shown.stats.news);
    expect(direct.stats.users).toBe(shown.stats.users);
    expect(direct.recentProducts!.map((p) => p.id)).toEqual(shown.recentProducts!.map((p) => p.id));
    expect(direct.recentNews!.map((n) => n.id)).toEqual(shown.recentNews!.map((n) => n.id));

    const { stats } = shown;
    const expected: [string, number | null][] = [
      ['产品总数', stats.products],
      ['新闻总数', stats.news],
      ['用户总数', stats.users],
      ['今日访客', stats.visitors],
      ['总浏览量', stats.totalPageViews],
    ];
    for (const [title, value] of expected) expect(await cardValue(title)).toBe(count(value!));

    // The five newest products, each linking to its public page.
    expect(shown.recentProducts).toHaveLength(5);
    const products = listItems('最新产品');
    await products.first().waitFor();
    expect(await products.count()).toBe(5);
    for (const [i, product] of shown.recentProducts!.entries()) {
      const link = products.nth(i).getByRole('link', { name: product.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/products/${product.id}`);
      expect(await products.nth(i).innerText()).toContain(product.category_name);
    }

    // The five newest articles, each linking to its editor.
    expect(shown.recentNews).toHaveLength(5);
    const news = listItems('最新新闻');
    expect(await news.count()).toBe(5);
    for (const [i, article] of shown.recentNews!.entries()) {
      const link = news.nth(i).getByRole('link', { name: article.title, exact: true });
      expect(await link.getAttribute('href')).toBe(`/admin/news/edit/${article.id}`);
    }

    // One row per service, each up with its latency; then NATS and the gateway.
    const services = page.getByRole('table', { name: '服务状态' });
    for (const service of shown.systemStatus.services) {
      expect(service.status).toBe('up');
      const row = services.getByRole('row').filter({ hasText: service.name });
      expect(await row.count()).toBe(1);
      const text = await row.innerText();
      expect(text).toContain('正常');
      expect(text).toContain(`${Math.round(service.latencyMs!)} ms`);
      expect(text).toContain(service.version!);
    }
    const status = section('系统状态');
    expect(await status.getByText('全部正常', { exact: true }).count()).toBe(1);
    expect(await status.innerText()).toContain(`版本 ${shown.systemStatus.gateway.version}`);
    expect(await status.innerText()).toMatch(/消息总线 NATS：\s*正常/);
  });

  it('links to the products and news screens, each article to its editor and each product to its page', async () => {
    const shown = await logInAndRead('admin');

    await section('最新产品').getByRole('link', { name: '查看全部' }).click();
    await page.waitForURL(`${base}/admin/products`);
    await h1(page, '产品管理').waitFor();
    await page.goBack();
    await h1(page, '仪表盘').waitFor();

    await section('最新新闻').getByRole('link', { name: '查看全部' }).click();
    await page.waitForURL(`${base}/admin/news`);
    await h1(page, '新闻管理').waitFor();
    await page.goBack();

    const article = shown.recentNews![0];
    await listItems('最新新闻').first().getByRole('link', { name: article.title, exact: true }).click();
    await page.waitForURL(`${base}/admin/news/edit/${article.id}`);
    await h1(page, '编辑新闻').waitFor();
    await page.goBack();

    // A product opens its public page in a new tab, so the dashboard stays open.
    const product = shown.recentProducts![0];
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      listItems('最新产品').first().getByRole('link', { name: product.name, exact: true }).click(),
    ]);
    await tab.waitForURL(`${base}/products/${product.id}`);
    await h1(tab, product.name).waitFor();
    await h1(page, '仪表盘').waitFor();
  });

  it('shows a viewer the dashboard too', async () => {
    const shown = await logInAndRead('viewer');
    expect(shown.unavailable).toEqual([]);
    expect(await cardValue('产品总数')).toBe(count(shown.stats.products!));
    expect(await cardValue('新闻总数')).toBe(count(shown.stats.news!));
    expect(await listItems('最新产品').count()).toBe(5);
  });
});
