/**
 * @jest-environment jest-fixed-jsdom
 */
import type { DashboardAnswer, TranslationStatus } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { DashboardScreen } from './dashboard-screen';

const ANSWER: DashboardAnswer = {
  stats: { products: 12, news: 7, users: 3, visitors: 48, totalPageViews: 12_345 },
  recentProducts: [
    {
      id: 21,
      name: '智能网关',
      category_name: '智能家居',
      status: '已发布',
      price: '¥1999',
      created_at: '2026-03-01T08:00:00.000Z',
    },
    {
      id: 22,
      name: '温湿度传感器',
      category_name: '传感器',
      status: '测试中',
      price: '',
      created_at: '2026-02-01T08:00:00.000Z',
    },
  ],
  recentNews: [
    {
      id: 31,
      title: '新品发布会圆满结束',
      category_name: '公司新闻',
      author: '编辑甲',
      date: '2026-03-02T08:00:00.000Z',
      views: 42,
    },
  ],
  systemStatus: {
    status: 'degraded',
    services: [
      { name: 'catalog', status: 'up', latencyMs: 12.4, database: 'up', uptimeSeconds: 273_600, version: '1.4.0' },
      { name: 'content', status: 'down', latencyMs: null, database: null, uptimeSeconds: null, version: null },
    ],
    nats: { status: 'up', latencyMs: 3 },
    gateway: { uptimeSeconds: 18_300, version: '2.0.1' },
    lateSchedules: [
      { type: 'news', id: 9, title: '周一新品发布', due_at: '2026-03-02T08:50:00.000Z', late_seconds: 600 },
    ],
    checkedAt: '2026-03-02T09:00:00.000Z',
  },
  unavailable: [],
};

// The screen links to the editors and lists: it lives inside the admin's router.
const renderScreen = () =>
  renderAdmin(
    <MemoryRouter initialEntries={['/admin']}>
      <DashboardScreen />
    </MemoryRouter>,
  );

/** The figure of a stat card, by its title. */
const figure = (title: string) =>
  screen
    .getByText(title, { selector: '.ant-statistic-title' })
    .closest('.ant-statistic')!
    .querySelector('.ant-statistic-content')!.textContent;

/** A service's row in the 系统状态 table, by its Chinese name. */
const serviceRow = (label: string) => screen.getByText(label, { exact: false, selector: 'td' }).closest('tr')!;

const TRANSLATIONS: TranslationStatus = {
  items: [
    { kind: 'categories', total: 8, missing: { en: 3 } },
    { kind: 'media', total: 20, missing: { en: 0 } },
  ],
  unavailable: [],
};

describe('DashboardScreen', () => {
  listenDuringTests();
  // Every test's dashboard also asks for the translation status; the ones about it answer their own.
  beforeEach(() => server.use(http.get('/api/admin/translations', () => HttpResponse.json(TRANSLATIONS))));

  it('counts what is not yet translated, per kind and language', async () => {
    server.use(http.get('/api/dashboard', () => HttpResponse.json(ANSWER)));
    renderScreen();
    const card = await screen.findByRole('group', { name: '翻译进度' });
    await within(card).findByText('分类（英文）：3 个未翻译（共 8 个）');
    expect(within(card).getByText('图片替代文本（英文）：已全部翻译（共 20 个）')).toBeTruthy();
  });

  it('says which service did not answer the translation count, and shows the rest', async () => {
    server.use(
      http.get('/api/dashboard', () => HttpResponse.json(ANSWER)),
      http.get('/api/admin/translations', () =>
        HttpResponse.json({ items: [TRANSLATIONS.items[0]], unavailable: ['content'] }),
      ),
    );
    renderScreen();
    const card = await screen.findByRole('group', { name: '翻译进度' });
    await within(card).findByText('分类（英文）：3 个未翻译（共 8 个）');
    expect(within(card).getByText(/服务未响应，部分数据暂缺/).textContent).toContain('内容');
  });

  it('says it is loading, then shows the figures, the newest products and news, and every service', async () => {
    const gate = responseGate();
    server.use(
      http.get('/api/dashboard', async () => {
        await gate.opened;
        return HttpResponse.json(ANSWER);
      }),
    );
    renderScreen();
    expect(await screen.findByText('正在加载仪表盘...')).toBeTruthy();
    expect(screen.queryByText('产品总数')).toBeNull();
    gate.open();

    await screen.findByText('产品总数', { selector: '.ant-statistic-title' });
    expect(screen.queryByText('正在加载仪表盘...')).toBeNull();
    expect(figure('产品总数')).toBe('12');
    expect(figure('新闻总数')).toBe('7');
    expect(figure('用户总数')).toBe('3');
    expect(figure('今日访客')).toBe('48');
    expect(figure('总浏览量')).toBe('12,345');

    // Newest products open their public page in a new tab; newest news open their editor.
    const gateway = screen.getByText('智能网关').closest('a')!;
    expect(gateway.getAttribute('href')).toBe('/products/21');
    expect(gateway.getAttribute('target')).toBe('_blank');
    const gatewayItem = gateway.closest('li')!;
    expect(within(gatewayItem).getByText('已发布')).toBeTruthy();
    expect(within(gatewayItem).getByText(/^智能家居 · ¥1999 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    // A negotiable price ('') is left out of the line rather than shown empty.
    expect(within(screen.getByText('温湿度传感器').closest('li')!).getByText(/^传感器 · \d{4}-/)).toBeTruthy();
    const article = screen.getByText('新品发布会圆满结束').closest('a')!;
    expect(article.getAttribute('href')).toBe('/admin/news/edit/31');
    expect(within(article.closest('li')!).getByText(/^公司新闻 · 编辑甲 · .+ · 42 次浏览$/)).toBeTruthy();
    const seeAll = screen.getAllByText('查看全部').map((link) => link.getAttribute('href'));
    expect(seeAll.sort()).toEqual(['/admin/news', '/admin/products']);

    // 系统状态: one service up, one down, so the card says 部分异常.
    expect(screen.getByText('部分异常')).toBeTruthy();
    expect(screen.queryByText('全部正常')).toBeNull();
    const catalog = within(serviceRow('产品目录'));
    expect(catalog.getByText('catalog')).toBeTruthy();
    expect(catalog.getAllByText('正常')).toHaveLength(2);
    expect(catalog.getByText('12 ms')).toBeTruthy();
    expect(catalog.getByText('3天 4小时')).toBeTruthy();
    expect(catalog.getByText('1.4.0')).toBeTruthy();
    const content = within(serviceRow('新闻内容'));
    expect(content.getByText('异常')).toBeTruthy();
    expect(content.getByText('未知')).toBeTruthy();
    expect(content.getAllByText('—')).toHaveLength(3);
    expect(screen.getByText(/消息总线 NATS/).textContent).toBe('消息总线 NATS：正常3 ms');
    expect(screen.getByText('网关：已运行 5小时 5分钟，版本 2.0.1')).toBeTruthy();
    expect(screen.getByText(/^检查时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    // A schedule ten minutes late is named with its lateness.
    expect(screen.getByText('有 1 项定时发布已延迟超过 2 分钟')).toBeTruthy();
    expect(screen.getByText(/^周一新品发布：应于 .* 执行，已延迟 10 分钟$/)).toBeTruthy();
  });

  it('says which services did not answer and shows 暂不可用, never a zero, in their place', async () => {
    server.use(
      http.get('/api/dashboard', () =>
        HttpResponse.json({
          ...ANSWER,
          stats: { ...ANSWER.stats, products: null, totalPageViews: null },
          recentProducts: null,
          unavailable: ['catalog', 'analytics'],
        } satisfies DashboardAnswer),
      ),
    );
    renderScreen();
    expect(await screen.findByText('部分数据暂不可用：产品目录、访问统计服务未响应')).toBeTruthy();
    expect(figure('产品总数')).toBe('暂不可用');
    expect(figure('总浏览量')).toBe('暂不可用');
    expect(figure('新闻总数')).toBe('7');
    // The products card says so instead of listing nothing; the news still come.
    const products = screen.getByText('最新产品').closest<HTMLElement>('.ant-card')!;
    expect(within(products).getByText('暂不可用')).toBeTruthy();
    expect(within(products).queryByText('暂无产品')).toBeNull();
    expect(screen.getByText('新品发布会圆满结束')).toBeTruthy();
  });

  it('shows an empty site as zeros and 暂无产品 / 暂无新闻, with no warning', async () => {
    server.use(
      http.get('/api/dashboard', () =>
        HttpResponse.json({
          ...ANSWER,
          stats: { products: 0, news: 0, users: 1, visitors: 0, totalPageViews: 0 },
          recentProducts: [],
          recentNews: [],
          systemStatus: { ...ANSWER.systemStatus, status: 'ok', services: [] },
        } satisfies DashboardAnswer),
      ),
    );
    renderScreen();
    expect(await screen.findByText('暂无产品')).toBeTruthy();
    expect(screen.getByText('暂无新闻')).toBeTruthy();
    expect(figure('产品总数')).toBe('0');
    expect(figure('新闻总数')).toBe('0');
    expect(figure('用户总数')).toBe('1');
    expect(screen.getByText('全部正常')).toBeTruthy();
    expect(screen.queryByText(/暂不可用/)).toBeNull();
    expect(screen.queryByText(/加载仪表盘数据失败/)).toBeNull();
  });

  it('says the load failed with the server’s reason, and 重试 asks again and shows the data', async () => {
    let calls = 0;
    server.use(
      http.get('/api/dashboard', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: '网关暂时不可用' }, { status: 503 })
          : HttpResponse.json(ANSWER);
      }),
    );
    const { user } = renderScreen();
    const alert = (await screen.findByText('加载仪表盘数据失败: 网关暂时不可用')).closest<HTMLElement>('.ant-alert')!;
    expect(screen.queryByText('产品总数')).toBeNull();
    expect(calls).toBe(1);

    await user.click(within(alert).getByText('重试'));
    expect(await screen.findByText('智能网关')).toBeTruthy();
    expect(calls).toBe(2);
    expect(figure('产品总数')).toBe('12');
    await waitFor(() => expect(screen.queryByText(/加载仪表盘数据失败/)).toBeNull());
  });

  it('says the network failed when no answer came', async () => {
    server.use(http.get('/api/dashboard', () => HttpResponse.error()));
    renderScreen();
    expect(await screen.findByText('加载仪表盘数据失败: 网络连接失败，请检查网络后重试')).toBeTruthy();
    expect(screen.queryByText('正在加载仪表盘...')).toBeNull();
  });
});
