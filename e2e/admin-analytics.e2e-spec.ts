import type { DeviceShare, TopPage, TrafficSourceShare, VisitorStats, VisitorTrend } from '@site/contracts';
import type { Page, Response } from 'playwright-core';
import { logIn, openFromSidebar } from './admin';
import { baseUrl, useBrowser } from './browser';

/** The five answers of one period. */
interface Period {
  stats: VisitorStats;
  trends: VisitorTrend[];
  sources: TrafficSourceShare[];
  devices: DeviceShare[];
  topPages: TopPage[];
}

const CALLS = {
  stats: '/api/visitor-stats',
  trends: '/api/visitor-trends',
  sources: '/api/traffic-sources',
  devices: '/api/device-stats',
  topPages: '/api/top-pages',
} as const;

const SOURCE_NAMES = { direct: '直接访问', search: '搜索引擎', social: '社交媒体', referral: '外部链接' };
const DEVICE_NAMES = { desktop: '桌面端', mobile: '移动端', tablet: '平板', other: '其他' };

describe('analytics screen', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 1000 } });
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const isCall = (path: string, days: number, locale: string | null) => (r: Response) => {
    const url = new URL(r.url());
    return (
      url.pathname === path &&
      url.searchParams.get('days') === String(days) &&
      url.searchParams.get('locale') === locale
    );
  };
  /** Starts waiting for the five calls of a period (and language); resolves with the answers the page received. */
  const periodAnswers = (days: number, locale: string | null = null): Promise<Period> => {
    const entries = Object.entries(CALLS).map(async ([key, path]) => {
      const response = await page.waitForResponse(isCall(path, days, locale));
      expect(response.status()).toBe(200);
      return [key, await response.json()] as const;
    });
    return Promise.all(entries).then((pairs) => Object.fromEntries(pairs) as unknown as Period);
  };
  /** A call read outside the page with its cookies. */
  const read = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`${base}${path}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  };

  const count = (n: number) => n.toLocaleString('zh-CN');
  const percent = (n: number) => `${Math.round(n * 10) / 10}%`;
  const total = async (title: string) => {
    const group = page.getByRole('group', { name: title, exact: true });
    await group.waitFor();
    return (await group.innerText()).replace(title, '').trim();
  };
  /** Body rows of a table as arrays of cell texts. */
  const tableRows = (name: string) =>
    page
      .getByRole('table', { name })
      .locator('tbody tr:not([aria-hidden])')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())),
      );
  const period = (label: string) => page.getByRole('radio', { name: label, exact: true });
  // antd hides the radio itself: a user clicks its label.
  const choosePeriod = (label: string) => page.locator('label', { has: period(label) }).click();
  const languages = () => page.getByRole('radiogroup', { name: '语言' });
  const language = (label: string) => languages().getByRole('radio', { name: label, exact: true });
  // As with the period, the radio is hidden under its label.
  const chooseLanguage = (label: string) =>
    languages()
      .locator('label', { has: page.getByRole('radio', { name: label, exact: true }) })
      .click();
  const settled = () => page.locator('[data-testid="analytics-screen"][aria-busy="false"]').waitFor();

  /** Everything the screen shows for a period equals what the API answered for it. */
  async function expectShown(answers: Period, days: number) {
    await settled();
    const { stats } = answers;
    expect(stats.days).toBe(days);
    await page.getByText(`统计区间：${stats.from} 至 ${stats.to}`, { exact: true }).waitFor();
    expect(await total('访问量')).toBe(count(stats.total_visits));
    expect(await total('独立访客')).toBe(count(stats.unique_visitors));
    expect(await total('日均访问')).toBe(stats.avg_daily_visits.toLocaleString('zh-CN', { minimumFractionDigits: 1 }));
    await page.getByText(`另有爬虫访问 ${count(stats.bot_visits)} 次，未计入以上数据。`).waitFor();

    expect(answers.trends).toHaveLength(days);
    const trend = page.getByRole('img', { name: /^每日访问量与独立访客趋势图/ });
    expect(await trend.getAttribute('aria-label')).toBe(
      `每日访问量与独立访客趋势图，${answers.trends[0].visit_date} 至 ${answers.trends.at(-1)!.visit_date}，共 ${days} 天`,
    );
    expect(await trend.locator('svg').count()).toBeGreaterThan(0);

    expect(await tableRows('流量来源')).toEqual(
      answers.sources.map((s) => [SOURCE_NAMES[s.source], count(s.visits), percent(s.percentage)]),
    );
    expect(await tableRows('设备类型')).toEqual(
      answers.devices.map((d) => [DEVICE_NAMES[d.type], count(d.visits), percent(d.percentage)]),
    );
    expect(await tableRows('热门页面')).toEqual(
      answers.topPages.length
        ? answers.topPages.map((p, i) => [String(i + 1), p.page_url, count(p.views)])
        : [['暂无数据']],
    );
    expect(await period(['今日', '本周', '本月', '本年'][[1, 7, 30, 365].indexOf(days)]).isChecked()).toBe(true);
  }

  it('shows the week by default, then the year: the figures the analytics calls answer, which differ', async () => {
    await logIn(page, 'admin');
    const week = periodAnswers(7);
    await openFromSidebar(page, '访问统计');
    const weekAnswers = await week;
    await expectShown(weekAnswers, 7);
    // The seeded visits fill the week, and ten top pages at most.
    expect(weekAnswers.stats.total_visits).toBeGreaterThan(0);
    expect(weekAnswers.topPages.length).toBeGreaterThan(0);
    expect(weekAnswers.topPages.length).toBeLessThanOrEqual(10);
    expect(weekAnswers.sources.map((s) => s.source).sort()).toEqual(['direct', 'referral', 'search', 'social']);

    const year = periodAnswers(365);
    await choosePeriod('本年');
    const yearAnswers = await year;
    await page.waitForURL(`${base}/admin/analytics?days=365`);
    await expectShown(yearAnswers, 365);

    // Visits spread over the year: the year holds more than the week, and the screen changed with it.
    expect(yearAnswers.stats.total_visits).toBeGreaterThan(weekAnswers.stats.total_visits);
    expect(yearAnswers.stats.from < weekAnswers.stats.from).toBe(true);
    expect(await total('访问量')).not.toBe(count(weekAnswers.stats.total_visits));

    // The same questions asked outside the page get the same answers.
    const direct = await read<VisitorStats>('/api/visitor-stats?days=365');
    expect(direct.from).toBe(yearAnswers.stats.from);
    expect(direct.total_visits).toBeGreaterThanOrEqual(yearAnswers.stats.total_visits);
    const directWeek = await read<VisitorStats>('/api/visitor-stats?days=7');
    expect(directWeek.total_visits).toBeLessThan(direct.total_visits);

    // Back to the week from the browser history.
    await page.goBack();
    await page.waitForURL(`${base}/admin/analytics`);
    await settled();
    expect(await period('本周').isChecked()).toBe(true);
    expect(await total('访问量')).toBe(count(weekAnswers.stats.total_visits));
  });

  it('filters by language: English lists only /en pages, 中文 none, and together they hold the site’s visits', async () => {
    await logIn(page, 'admin');
    const week = periodAnswers(7);
    await openFromSidebar(page, '访问统计');
    const site = await week;
    await expectShown(site, 7);
    expect(await language('全部语言').isChecked()).toBe(true);
    // The demo's visits are to the Chinese site.
    expect(site.topPages.some((p) => !p.page_url.startsWith('/en'))).toBe(true);

    const english = periodAnswers(7, 'en');
    await chooseLanguage('English');
    const englishAnswers = await english;
    await page.waitForURL(`${base}/admin/analytics?locale=en`);
    await expectShown(englishAnswers, 7);
    expect(await language('English').isChecked()).toBe(true);
    expect(englishAnswers.topPages.filter((p) => !/^\/en(\/|$)/.test(p.page_url))).toEqual([]);

    const chinese = periodAnswers(7, 'zh-CN');
    await chooseLanguage('中文');
    const chineseAnswers = await chinese;
    await page.waitForURL(`${base}/admin/analytics?locale=zh-CN`);
    await expectShown(chineseAnswers, 7);
    expect(chineseAnswers.topPages.filter((p) => /^\/en(\/|$)/.test(p.page_url))).toEqual([]);
    expect(chineseAnswers.stats.total_visits).toBeGreaterThan(0);
    // Asked after the site's figures, the languages' hold at least its visits (visits only ever arrive).
    expect(chineseAnswers.stats.total_visits + englishAnswers.stats.total_visits).toBeGreaterThanOrEqual(
      site.stats.total_visits,
    );
  });
});
