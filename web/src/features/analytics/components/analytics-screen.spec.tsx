/**
 * @jest-environment jest-fixed-jsdom
 */
import {
  analyticsPeriodQuerySchema,
  type DeviceShare,
  type TopPage,
  topPagesQuerySchema,
  type TrafficSourceShare,
  type VisitorStats,
  type VisitorTrend,
} from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { responseGate } from '../../../testing/response-gate';
import { type LocaleFilter, parseLocaleFilter } from '../utils/analytics-locale';
import { parsePeriod } from '../utils/analytics-period';
import { AnalyticsScreen } from './analytics-screen';

// ECharts draws on a canvas or SVG sized by layout, which jsdom has not (and its ES modules are not
// compiled for Jest): a stand-in keeps the chart's accessible label and the figures it was given. That
// the chart really draws is the browser test's to check.
const mockCharts = new Map<string, { series?: { data?: unknown[] }[] }>();
jest.mock('./echart', () => ({
  EChart: ({ label, option }: { label: string; option: object }) => {
    mockCharts.set(label.replace(/[：，].*$/, ''), option);
    return <div role="img" aria-label={label} data-testid="chart" />;
  },
}));

interface Period {
  stats: VisitorStats;
  trends: VisitorTrend[];
  sources: TrafficSourceShare[];
  devices: DeviceShare[];
  topPages: TopPage[];
}

const day = (offset: number) => new Date(Date.UTC(2026, 2, 1 + offset)).toISOString().slice(0, 10);

/** Each language's daily visits, and the site's: the figures of each filter differ. */
const BASE: Record<LocaleFilter, number> = { all: 100, 'zh-CN': 80, en: 20 };

/**
 * What the analytics calls answer for a period of `days` (and a language); the figures grow with the period
 * and differ by language, so every filter's answers can be told apart.
 */
function period(days: number, locale: LocaleFilter = 'all'): Period {
  const base = BASE[locale];
  const prefix = locale === 'en' ? '/en' : '';
  const trends = Array.from({ length: days }, (_, i) => ({
    visit_date: day(i),
    visits: base + i,
    unique_visitors: base * 0.4 + i,
  }));
  const total = trends.reduce((sum, t) => sum + t.visits, 0);
  return {
    stats: {
      days,
      from: trends[0].visit_date,
      to: trends.at(-1)!.visit_date,
      total_visits: total,
      unique_visitors: trends.reduce((sum, t) => sum + t.unique_visitors, 0),
      avg_daily_visits: Math.round((total / days) * 10) / 10,
      bot_visits: 3 * days,
    },
    trends,
    sources: [
      { source: 'direct', visits: 60 * days, percentage: 60 },
      { source: 'search', visits: 25 * days, percentage: 25 },
      { source: 'social', visits: 15 * days, percentage: 15 },
      { source: 'referral', visits: 0, percentage: 0 },
    ],
    devices: [
      { type: 'desktop', visits: 70 * days, percentage: 70 },
      { type: 'mobile', visits: 30 * days, percentage: 30 },
    ],
    topPages: [
      { page_url: `${prefix}/products/1`, views: (base / 2) * days },
      { page_url: `${prefix}/news`, views: (base / 5) * days },
      { page_url: 'https://other.example.com/x', views: days },
    ],
  };
}

const PATHS = {
  stats: '/api/visitor-stats',
  trends: '/api/visitor-trends',
  sources: '/api/traffic-sources',
  devices: '/api/device-stats',
  topPages: '/api/top-pages',
} as const;

/**
 * Answers the five calls from `answer(days, locale)`, after checking their query with the server's own schemas
 * (a 400 as the gateway would give, for a language it does not know); records each call's address.
 */
function analyticsApi(answer: (days: number, locale: LocaleFilter) => Period = period) {
  const asked: string[] = [];
  server.use(
    ...Object.entries(PATHS).map(([key, path]) =>
      http.get(path, ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}${url.search}`);
        const schema = key === 'topPages' ? topPagesQuerySchema : analyticsPeriodQuerySchema;
        const query = schema.safeParse(Object.fromEntries(url.searchParams));
        if (!query.success) return HttpResponse.json({ error: query.error.issues[0].message }, { status: 400 });
        return HttpResponse.json(answer(query.data.days, query.data.locale ?? 'all')[key as keyof Period]);
      }),
    ),
  );
  return asked;
}

/**
 * The screen as the admin's analytics route wires it: the period and the language live in the address
 * (`?days=30&locale=en`), every language leaving `locale` out.
 */
function AnalyticsRoute() {
  const [params, setParams] = useSearchParams();
  const change = (name: 'days' | 'locale', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return (
    <AnalyticsScreen
      days={parsePeriod(params.get('days'))}
      onDaysChange={(days) => change('days', String(days))}
      locale={parseLocaleFilter(params.get('locale'))}
      onLocaleChange={(locale) => change('locale', locale === 'all' ? null : locale)}
      dark={false}
    />
  );
}

/** The address the router is at, shown for the test. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const renderPage = (path = '/admin/analytics') =>
  renderAdmin(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/analytics"
          element={
            <>
              <AnalyticsRoute />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

const SOURCE_NAMES = { direct: '直接访问', search: '搜索引擎', social: '社交媒体', referral: '外部链接' };
const count = (n: number) => n.toLocaleString('zh-CN');
const busy = () => screen.getByTestId('analytics-screen').getAttribute('aria-busy');
/** The figure of one total card (antd's Statistic), as shown. */
const total = (title: string) =>
  document.querySelector(`[role="group"][aria-label="${title}"] .ant-statistic-content-value`)?.textContent ?? null;
/** Body rows of the table under a card's title, as the texts of their cells. */
const rowsOf = (cardTitle: string) => {
  const card = screen.getByText(cardTitle, { selector: '.ant-card-head-title' }).closest('.ant-card')!;
  return Array.from(card.querySelectorAll('tbody tr:not([aria-hidden])'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? ''),
  );
};
/** The period button that is on (antd's radio buttons: the label wraps a hidden radio). */
const chosenPeriod = () => document.querySelector('.ant-radio-button-wrapper-checked')?.textContent ?? null;
const choosePeriod = (u: UserEvent, label: string) =>
  u.click(screen.getByText(label, { selector: '.ant-radio-button-wrapper *' }));
/** The language shown (antd's Segmented), and choosing one by its label. */
const chosenLocale = () => document.querySelector('.ant-segmented-item-selected')?.textContent ?? null;
const chooseLocale = (u: UserEvent, label: string) =>
  u.click(screen.getByText(label, { selector: '.ant-segmented-item-label' }));

/** Everything the screen shows for a period equals what the calls answered for it. */
async function expectShown(answers: Period) {
  const { stats } = answers;
  await screen.findByText(`统计区间：${stats.from} 至 ${stats.to}`);
  await waitFor(() => expect(busy()).toBe('false'));
  expect(total('访问量')).toBe(count(stats.total_visits));
  expect(total('独立访客')).toBe(count(stats.unique_visitors));
  expect(total('日均访问')).toBe(stats.avg_daily_visits.toLocaleString('zh-CN', { minimumFractionDigits: 1 }));
  expect(screen.getByText(`另有爬虫访问 ${count(stats.bot_visits)} 次，未计入以上数据。`)).toBeTruthy();
  expect(
    screen.getByLabelText(
      `每日访问量与独立访客趋势图，${answers.trends[0].visit_date} 至 ${answers.trends.at(-1)!.visit_date}，共 ${answers.trends.length} 天`,
    ),
  ).toBeTruthy();
  expect(mockCharts.get('每日访问量与独立访客趋势图')?.series?.map((s) => s.data)).toEqual([
    answers.trends.map((t) => t.visits),
    answers.trends.map((t) => t.unique_visitors),
  ]);
  // The ring leaves out a source without visits; the table lists it with its zero.
  expect(mockCharts.get('流量来源图表')?.series?.[0].data).toEqual(
    answers.sources
      .filter((s) => s.visits > 0)
      .map((s) => expect.objectContaining({ name: SOURCE_NAMES[s.source], value: s.visits })),
  );
  expect(rowsOf('流量来源')).toEqual([
    ['直接访问', count(answers.sources[0].visits), '60%'],
    ['搜索引擎', count(answers.sources[1].visits), '25%'],
    ['社交媒体', count(answers.sources[2].visits), '15%'],
    ['外部链接', '0', '0%'],
  ]);
  expect(rowsOf('设备类型')).toEqual([
    ['桌面端', count(answers.devices[0].visits), '70%'],
    ['移动端', count(answers.devices[1].visits), '30%'],
  ]);
  expect(rowsOf('热门页面')).toEqual(answers.topPages.map((p, i) => [String(i + 1), p.page_url, count(p.views)]));
}

describe('AnalyticsScreen', () => {
  listenDuringTests();

  beforeEach(() => mockCharts.clear());

  it('shows placeholders while the week loads, then the figures the five calls answered', async () => {
    const gate = responseGate();
    const asked = analyticsApi();
    server.use(
      http.get('/api/visitor-stats', async ({ request }) => {
        asked.push(`/api/visitor-stats${new URL(request.url).search}`);
        await gate.opened;
        return HttpResponse.json(period(7).stats);
      }),
    );
    renderPage();
    await waitFor(() => expect(document.querySelector('[aria-label="访问量"].ant-card-loading')).not.toBeNull());
    expect(busy()).toBe('true');
    expect(total('访问量')).toBeNull();
    expect(screen.queryByText(/^统计区间/)).toBeNull();
    expect(chosenPeriod()).toBe('本周');

    gate.open();
    await expectShown(period(7));
    expect(document.querySelector('.ant-card-loading')).toBeNull();
    // The week by default, and ten top pages at most.
    expect([...asked].sort()).toEqual([
      '/api/device-stats?days=7',
      '/api/top-pages?limit=10&days=7',
      '/api/traffic-sources?days=7',
      '/api/visitor-stats?days=7',
      '/api/visitor-trends?days=7',
    ]);
    // A site path is a link into the site; another address is only text.
    const link = screen.getByText('/products/1', { selector: 'a' });
    expect(link.getAttribute('href')).toBe('/products/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('https://other.example.com/x', { selector: 'a' })).toBeNull();
  });

  it('asks again with days=365 when the year is chosen, keeps it in the address, and shows the year', async () => {
    const asked = analyticsApi();
    const { user } = renderPage();
    await expectShown(period(7));
    expect(screen.getByTestId('address').textContent).toBe('/admin/analytics');

    asked.length = 0;
    await choosePeriod(user, '本年');
    await expectShown(period(365));
    expect(chosenPeriod()).toBe('本年');
    expect(screen.getByTestId('address').textContent).toBe('/admin/analytics?days=365');
    expect([...asked].sort()).toEqual([
      '/api/device-stats?days=365',
      '/api/top-pages?limit=10&days=365',
      '/api/traffic-sources?days=365',
      '/api/visitor-stats?days=365',
      '/api/visitor-trends?days=365',
    ]);
  });

  it('asks again with locale=en when English is chosen, keeps it with the period, and without it for 全部语言', async () => {
    const asked = analyticsApi();
    const { user } = renderPage();
    await expectShown(period(7));
    expect(chosenLocale()).toBe('全部语言');
    expect(screen.getByLabelText('语言')).toBeTruthy();

    asked.length = 0;
    await chooseLocale(user, 'English');
    await expectShown(period(7, 'en'));
    expect(chosenLocale()).toBe('English');
    expect(screen.getByTestId('address').textContent).toBe('/admin/analytics?locale=en');
    expect([...asked].sort()).toEqual([
      '/api/device-stats?days=7&locale=en',
      '/api/top-pages?limit=10&days=7&locale=en',
      '/api/traffic-sources?days=7&locale=en',
      '/api/visitor-stats?days=7&locale=en',
      '/api/visitor-trends?days=7&locale=en',
    ]);
    expect(screen.getByText('/en/products/1', { selector: 'a' }).getAttribute('href')).toBe('/en/products/1');

    // Another period keeps the language, and the language the period.
    asked.length = 0;
    await choosePeriod(user, '本月');
    await expectShown(period(30, 'en'));
    expect(screen.getByTestId('address').textContent).toBe('/admin/analytics?locale=en&days=30');
    expect(asked).toContain('/api/visitor-stats?days=30&locale=en');

    asked.length = 0;
    await chooseLocale(user, '中文');
    await expectShown(period(30, 'zh-CN'));
    expect(screen.getByTestId('address').textContent).toBe('/admin/analytics?locale=zh-CN&days=30');
    expect(asked).toContain('/api/top-pages?limit=10&days=30&locale=zh-CN');

    // Every language again: the calls as the spec has them, without locale, and the site's figures.
    asked.length = 0;
    await chooseLocale(user, '全部语言');
    await expectShown(period(30));
    expect(chosenLocale()).toBe('全部语言');
    expect(screen.getByTestId('address').textContent).toBe('/admin/analytics?days=30');
    expect([...asked].sort()).toEqual([
      '/api/device-stats?days=30',
      '/api/top-pages?limit=10&days=30',
      '/api/traffic-sources?days=30',
      '/api/visitor-stats?days=30',
      '/api/visitor-trends?days=30',
    ]);
  });

  it('keeps one language’s figures on screen, marked as updating, while the other language loads', async () => {
    const gate = responseGate();
    analyticsApi();
    const { user } = renderPage('/admin/analytics?locale=zh-CN');
    await expectShown(period(7, 'zh-CN'));
    expect(chosenLocale()).toBe('中文');
    server.use(
      http.get('/api/visitor-stats', async ({ request }) => {
        if (new URL(request.url).searchParams.get('locale') === 'en') await gate.opened;
        return HttpResponse.json(period(7, 'en').stats);
      }),
    );
    await chooseLocale(user, 'English');
    expect(await screen.findByLabelText('正在更新')).toBeTruthy();
    expect(chosenLocale()).toBe('English');
    expect(total('访问量')).toBe(count(period(7, 'zh-CN').stats.total_visits));

    gate.open();
    await expectShown(period(7, 'en'));
    expect(screen.queryByLabelText('正在更新')).toBeNull();
  });

  it('starts at every language for a language it does not know, and never asks for it', async () => {
    const asked = analyticsApi();
    renderPage('/admin/analytics?locale=fr&days=30');
    await expectShown(period(30));
    expect(chosenLocale()).toBe('全部语言');
    expect(asked.some((call) => call.includes('locale'))).toBe(false);
  });

  it('keeps the last figures on screen, marked as updating, while the new period loads', async () => {
    const gate = responseGate();
    analyticsApi();
    const { user } = renderPage();
    await expectShown(period(7));
    server.use(
      http.get('/api/visitor-stats', async ({ request }) => {
        const days = Number(new URL(request.url).searchParams.get('days'));
        if (days === 1) await gate.opened;
        return HttpResponse.json(period(days).stats);
      }),
    );
    await choosePeriod(user, '今日');
    expect(await screen.findByLabelText('正在更新')).toBeTruthy();
    expect(busy()).toBe('true');
    expect(chosenPeriod()).toBe('今日');
    // The week's figures stay (no skeleton) until the day's arrive.
    const week = period(7).stats;
    expect(screen.getByText(`统计区间：${week.from} 至 ${week.to}`)).toBeTruthy();
    expect(total('访问量')).toBe(count(week.total_visits));

    gate.open();
    await expectShown(period(1));
    expect(screen.queryByLabelText('正在更新')).toBeNull();
  });

  it('starts at the period in the address, and at the week for one it does not know', async () => {
    const asked = analyticsApi();
    const month = renderPage('/admin/analytics?days=30');
    await expectShown(period(30));
    expect(chosenPeriod()).toBe('本月');
    expect(asked).toContain('/api/visitor-stats?days=30');
    month.unmount();

    asked.length = 0;
    renderPage('/admin/analytics?days=14');
    await expectShown(period(7));
    expect(chosenPeriod()).toBe('本周');
    expect(asked).toContain('/api/visitor-stats?days=7');
    expect(asked.some((call) => call.includes('days=14'))).toBe(false);
  });

  it('says 获取分析数据失败 with the reason when a call fails, shows the rest, and loads it on 重试', async () => {
    analyticsApi();
    let failing = true;
    server.use(
      http.get('/api/device-stats', ({ request }) =>
        failing
          ? HttpResponse.json({ error: '统计服务暂时不可用' }, { status: 500 })
          : HttpResponse.json(period(Number(new URL(request.url).searchParams.get('days'))).devices),
      ),
    );
    const { user } = renderPage();
    const alert = (await screen.findByText('获取分析数据失败')).closest<HTMLElement>('.ant-alert')!;
    expect(within(alert).getByText('统计服务暂时不可用')).toBeTruthy();
    await waitFor(() => expect(total('访问量')).toBe(count(period(7).stats.total_visits)));
    await waitFor(() => expect(rowsOf('设备类型')).toEqual([['暂无数据']]));

    failing = false;
    await user.click(within(alert).getByText('重试', { selector: 'button span' }));
    await waitFor(() => expect(screen.queryByText('获取分析数据失败')).toBeNull());
    await expectShown(period(7));
  });

  it('shows dashes, never zeros, and empty cards when nothing could be loaded', async () => {
    server.use(...Object.values(PATHS).map((path) => http.get(path, () => HttpResponse.json({}, { status: 502 }))));
    renderPage();
    expect(await screen.findByText('获取分析数据失败')).toBeTruthy();
    await waitFor(() => expect(busy()).toBe('false'));
    expect(total('访问量')).toBe('—');
    expect(total('独立访客')).toBe('—');
    expect(total('日均访问')).toBe('—');
    expect(screen.queryByText(/^统计区间/)).toBeNull();
    expect(screen.queryByText(/^另有爬虫访问/)).toBeNull();
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(rowsOf('流量来源')).toEqual([['暂无数据']]);
    expect(rowsOf('热门页面')).toEqual([['暂无数据']]);
  });

  it('says 暂无数据 for a period without visits, with zeros in the totals and no charts', async () => {
    analyticsApi((days) => ({
      stats: {
        days,
        from: day(0),
        to: day(days - 1),
        total_visits: 0,
        unique_visitors: 0,
        avg_daily_visits: 0,
        bot_visits: 0,
      },
      trends: [],
      sources: [
        { source: 'direct', visits: 0, percentage: 0 },
        { source: 'search', visits: 0, percentage: 0 },
      ],
      devices: [],
      topPages: [],
    }));
    renderPage();
    await screen.findByText(`统计区间：${day(0)} 至 ${day(6)}`);
    await waitFor(() => expect(busy()).toBe('false'));
    expect(total('访问量')).toBe('0');
    expect(total('日均访问')).toBe('0.0');
    expect(screen.queryByTestId('chart')).toBeNull();
    const trendCard = screen
      .getByText('每日趋势', { selector: '.ant-card-head-title' })
      .closest<HTMLElement>('.ant-card')!;
    expect(within(trendCard).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
    // The sources are listed with their zeros; the ring is left out.
    expect(rowsOf('流量来源')).toEqual([
      ['直接访问', '0', '0%'],
      ['搜索引擎', '0', '0%'],
    ]);
    expect(rowsOf('设备类型')).toEqual([['暂无数据']]);
    expect(rowsOf('热门页面')).toEqual([['暂无数据']]);
  });
});
