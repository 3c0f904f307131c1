import { randomUUID } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { AnalyticsRpc, type Locale, UNKNOWN_LOCALE_MESSAGE, type VisitLoggedEvent } from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { ANALYTICS_CONFIG, loadAnalyticsConfig } from '../config';
import { StatsModule } from '../stats/stats.module';
import { SaltsRepository } from './salts.repository';
import { VisitIngestService } from './visit-ingest.service';
import { VisitsRepository } from './visits.repository';

// What analytics makes of a visit (its source, device, visitor hash, the rollups) and the figures it
// answers, against its own database. The visits come to VisitIngestService as the stream consumer
// hands them over; the stream itself (redelivery after a crash, bad messages) and the gateway's
// side (its address, X-Forwarded-For, status codes) stay in analytics.int-spec.ts.
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; 23127PN0CC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN';
const BOTS = [
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  'Mozilla/5.0 (compatible;PetalBot;+https://webmaster.petalsearch.com/site/petalbot)',
  'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
  'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0 Safari/537.36; 360Spider',
  'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0 Safari/537.36 YisouSpider/5.0',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];
/** The site's own host, as the gateway passes it on with each visit. */
const HOST = 'www.zhiheng-auto.cn';

type StoredVisit = {
  page_path: string;
  source: string;
  source_name: string;
  device: string;
  browser: string;
  os: string;
  is_bot: boolean;
  visitor_hash: Buffer | null;
};

/** As the app module provides it. */
@Global()
@Module({
  providers: [{ provide: ANALYTICS_CONFIG, useFactory: () => loadAnalyticsConfig() }],
  exports: [ANALYTICS_CONFIG],
})
class AnalyticsConfigModule {}

/** The ingest module without its stream consumer and retention job (they need NATS and a clock). */
@Module({ providers: [VisitsRepository, SaltsRepository, VisitIngestService] })
class IngestWithoutStream {}

describe('analytics visits (medium)', () => {
  let analytics: MediumService;
  let seq = 0;

  beforeAll(async () => {
    analytics = await newMediumService('analytics', [AnalyticsConfigModule, IngestWithoutStream, StatsModule]);
  });
  afterAll(() => analytics?.close());

  const tag = (name: string) => `/t${++seq}-${name}`;
  const event = (over: Partial<VisitLoggedEvent>): VisitLoggedEvent => ({
    id: randomUUID(),
    page_url: '/',
    referer: null,
    user_agent: CHROME,
    timestamp: new Date().toISOString(),
    received_at: new Date().toISOString(),
    ip: '198.51.100.7',
    host: HOST,
    ...over,
  });
  /** Hands visits over as the stream consumer does, and waits for their transaction. */
  const ingest = (...visits: unknown[]) => analytics.module.get(VisitIngestService).ingest(visits);
  const stored = (pagePath: string) =>
    analytics.query<StoredVisit>(
      `SELECT page_path, source, source_name, device, browser, os, is_bot, visitor_hash FROM visit_log
       WHERE page_path = $1`,
      [pagePath],
    );
  const visitorStats = (days: number, locale?: Locale) =>
    analytics.call(AnalyticsRpc.visitorStatsGet, { days, locale });
  const topPages = (query: { days: number; limit: number; locale?: Locale }) =>
    analytics.call(AnalyticsRpc.topPageList, query);

  describe('enrichment and traffic sources', () => {
    // page, agent, referrer → what the service stores
    const cases: [string, string, string | null, Partial<StoredVisit>][] = [
      [
        'direct',
        CHROME,
        null,
        { source: 'direct', source_name: '', device: 'desktop', browser: 'Chrome', os: 'Windows' },
      ],
      ['internal', CHROME, `http://${HOST}/products`, { source: 'internal', source_name: '' }],
      [
        'baidu',
        ANDROID,
        'https://m.baidu.com/s?wd=plc',
        { source: 'search', source_name: 'Baidu', device: 'mobile', os: 'Android' },
      ],
      ['sogou', CHROME, 'https://www.sogou.com/web?query=x', { source: 'search', source_name: 'Sogou' }],
      ['so360', CHROME, 'https://www.so.com/s?q=x', { source: 'search', source_name: '360' }],
      ['shenma', ANDROID, 'https://m.sm.cn/s?q=x', { source: 'search', source_name: 'Shenma' }],
      [
        'bing',
        FIREFOX,
        'https://cn.bing.com/search?q=x',
        { source: 'search', source_name: 'Bing', browser: 'Firefox', os: 'Linux' },
      ],
      ['google', CHROME, 'https://www.google.com.hk/', { source: 'search', source_name: 'Google' }],
      [
        'wechat',
        WECHAT,
        null,
        { source: 'social', source_name: 'WeChat', device: 'mobile', browser: 'WeChat', os: 'iOS' },
      ],
      ['weibo', IPAD, 'https://weibo.com/u/1', { source: 'social', source_name: 'Weibo', device: 'tablet' }],
      ['douyin', ANDROID, 'https://www.douyin.com/video/1', { source: 'social', source_name: 'Douyin' }],
      ['xhs', ANDROID, 'https://www.xiaohongshu.com/explore/1', { source: 'social', source_name: 'Xiaohongshu' }],
      ['zhihu', CHROME, 'https://www.zhihu.com/question/1', { source: 'social', source_name: 'Zhihu' }],
      ['referral', CHROME, 'https://blog.example.org/p/1', { source: 'referral', source_name: 'blog.example.org' }],
    ];

    it.each(cases)('classifies a %s visit', async (name, agent, referer, expected) => {
      const page = tag(name);
      await ingest(event({ page_url: `${page}?utm_source=x#top`, referer, user_agent: agent }));
      const [row] = await stored(page);
      expect(row).toMatchObject({ page_path: page, is_bot: false, ...expected });
      expect(row.visitor_hash).toHaveLength(16);
    });

    it('stores no client address, only a 16-byte daily hash', async () => {
      const columns = await analytics.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'visit_log'",
      );
      expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['ip']));
      expect(columns.map((c) => c.column_name).filter((c) => /ip|addr/i.test(c))).toEqual([]);
    });
  });

  describe('bots and redelivery', () => {
    it('keeps crawlers out of every visitor figure but counts them apart', async () => {
      const before = await visitorStats(1);
      const page = tag('crawled');
      await ingest(...BOTS.map((agent) => event({ page_url: page, user_agent: agent })));
      const person = tag('person');
      await ingest(event({ page_url: person }));

      const rows = await stored(page);
      expect(rows).toHaveLength(BOTS.length);
      expect(rows.every((r) => r.is_bot && r.visitor_hash === null)).toBe(true);
      const after = await visitorStats(1);
      expect(after.bot_visits - before.bot_visits).toBe(BOTS.length);
      expect(after.total_visits - before.total_visits).toBe(1);
      const pages = await topPages({ limit: 100, days: 1 });
      expect(pages.map((p) => p.page_url)).toContain(person);
      expect(pages.map((p) => p.page_url)).not.toContain(page);
    });

    it('stores a redelivered visit once and counts it once', async () => {
      const page = tag('redelivered');
      const before = await topPages({ limit: 100, days: 1 });
      const visit = event({ page_url: page });
      // Redelivered with other message ids, the stream's own de-duplication lets it through: the database must catch it.
      await ingest(visit);
      await ingest(visit);
      await ingest(visit);
      expect(await stored(page)).toHaveLength(1);
      const after = await topPages({ limit: 100, days: 1 });
      expect(after.find((p) => p.page_url === page)?.views).toBe(1);
      expect(before.find((p) => p.page_url === page)).toBeUndefined();
    });
  });

  describe('rollups', () => {
    it('equal the counts from the raw log', async () => {
      // Both languages, a bot among them, and one person reading both.
      const page = tag('rollups');
      await ingest(
        event({ page_url: `/en${page}` }),
        event({ page_url: `/en${page}`, user_agent: ANDROID, referer: 'https://www.bing.com/' }),
        event({ page_url: `/en${page}`, user_agent: BOTS[0] }),
        event({ page_url: page }),
      );
      const same = async (rollup: string, raw: string) => {
        const [a, b] = await Promise.all([analytics.query(rollup), analytics.query(raw)]);
        expect(a.length).toBeGreaterThan(0);
        expect(a).toEqual(b);
      };
      await same(
        `SELECT day::text, visits::int, unique_visitors::int, bot_visits::int FROM daily_visits ORDER BY day`,
        `SELECT day::text, (count(*) FILTER (WHERE NOT is_bot))::int AS visits,
                (count(DISTINCT visitor_hash) FILTER (WHERE NOT is_bot))::int AS unique_visitors,
                (count(*) FILTER (WHERE is_bot))::int AS bot_visits
         FROM visit_log GROUP BY day ORDER BY day`,
      );
      await same(
        `SELECT day::text, locale, visits::int, unique_visitors::int, bot_visits::int FROM daily_locale_visits
         ORDER BY day, locale`,
        `SELECT day::text, locale, (count(*) FILTER (WHERE NOT is_bot))::int AS visits,
                (count(DISTINCT visitor_hash) FILTER (WHERE NOT is_bot))::int AS unique_visitors,
                (count(*) FILTER (WHERE is_bot))::int AS bot_visits
         FROM visit_log GROUP BY day, locale ORDER BY day, locale`,
      );
      await same(
        'SELECT day::text, locale, page_path, views::int FROM daily_page_views ORDER BY day, locale, page_path',
        `SELECT day::text, locale, page_path, count(*)::int AS views FROM visit_log WHERE NOT is_bot
         GROUP BY day, locale, page_path ORDER BY day, locale, page_path`,
      );
      await same(
        'SELECT month::text, locale, page_path, views::int FROM monthly_page_views ORDER BY month, locale, page_path',
        `SELECT date_trunc('month', day)::date::text AS month, locale, page_path, count(*)::int AS views
         FROM visit_log WHERE NOT is_bot GROUP BY 1, locale, page_path ORDER BY month, locale, page_path`,
      );
      await same(
        'SELECT day::text, locale, source, name, visits::int FROM daily_sources ORDER BY day, locale, source, name',
        `SELECT day::text, locale, source, source_name AS name, count(*)::int AS visits FROM visit_log
         WHERE NOT is_bot GROUP BY day, locale, source, source_name ORDER BY day, locale, source, name`,
      );
      await same(
        'SELECT day::text, locale, device, visits::int FROM daily_devices ORDER BY day, locale, device',
        `SELECT day::text, locale, device, count(*)::int AS visits FROM visit_log WHERE NOT is_bot
         GROUP BY day, locale, device ORDER BY day, locale, device`,
      );
      expect(await analytics.query('SELECT DISTINCT locale FROM visit_log ORDER BY locale')).toEqual([
        { locale: 'en' },
        { locale: 'zh-CN' },
      ]);
    });
  });

  describe('calls', () => {
    it.each([1, 7, 30, 365])('answers every analytics call for %i days from the rollups', async (days) => {
      const stats = await visitorStats(days);
      expect(stats.days).toBe(days);
      const trends = await analytics.call(AnalyticsRpc.visitorTrendList, { days });
      expect(trends).toHaveLength(days);
      expect(trends.at(-1)!.visit_date).toBe(stats.to);
      expect(trends[0].visit_date).toBe(stats.from);
      expect(trends.reduce((sum, t) => sum + t.visits, 0)).toBe(stats.total_visits);
      expect(trends.reduce((sum, t) => sum + t.unique_visitors, 0)).toBe(stats.unique_visitors);

      const sources = await analytics.call(AnalyticsRpc.trafficSourceList, { days });
      expect(sources.map((s) => s.source).sort()).toEqual(['direct', 'referral', 'search', 'social']);
      const [internal] = await analytics.query<{ n: string }>(
        "SELECT count(*) AS n FROM visit_log WHERE source = 'internal' AND NOT is_bot",
      );
      expect(sources.reduce((sum, s) => sum + s.visits, 0)).toBe(stats.total_visits - Number(internal.n));
      expect(Math.abs(sources.reduce((sum, s) => sum + s.percentage, 0) - 100)).toBeLessThan(0.5);

      const devices = await analytics.call(AnalyticsRpc.deviceList, { days });
      expect(devices.map((d) => d.type).sort()).toEqual(['desktop', 'mobile', 'other', 'tablet']);
      expect(devices.reduce((sum, d) => sum + d.visits, 0)).toBe(stats.total_visits);

      const top = await topPages({ limit: 3, days });
      expect(top.length).toBeLessThanOrEqual(3);
      expect(top.map((t) => t.views)).toEqual([...top.map((t) => t.views)].sort((a, b) => b - a));
    });

    // The gateway passes the query string's values on as they came.
    it.each([
      ['visitor-stats?days=0', AnalyticsRpc.visitorStatsGet, { days: '0' }, 'days 必须是 1 到 365 之间的整数'],
      ['visitor-trends?days=366', AnalyticsRpc.visitorTrendList, { days: '366' }, 'days 必须是 1 到 365 之间的整数'],
      ['device-stats?days=abc', AnalyticsRpc.deviceList, { days: 'abc' }, 'days 必须是 1 到 365 之间的整数'],
      ['traffic-sources?days=7.5', AnalyticsRpc.trafficSourceList, { days: '7.5' }, 'days 必须是 1 到 365 之间的整数'],
      ['top-pages?limit=0', AnalyticsRpc.topPageList, { limit: '0' }, 'limit 必须是 1 到 100 之间的整数'],
      ['top-pages?limit=101', AnalyticsRpc.topPageList, { limit: '101' }, 'limit 必须是 1 到 100 之间的整数'],
      ['visitor-stats?locale=fr', AnalyticsRpc.visitorStatsGet, { locale: 'fr' }, UNKNOWN_LOCALE_MESSAGE],
      ['top-pages?locale=EN', AnalyticsRpc.topPageList, { locale: 'EN' }, UNKNOWN_LOCALE_MESSAGE],
      ['device-stats?locale=', AnalyticsRpc.deviceList, { locale: '' }, UNKNOWN_LOCALE_MESSAGE],
    ] as const)('refuses %s with a Chinese 400', async (_query, contract, query, message) => {
      await expect(analytics.call(contract, query as never)).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining(message) as string,
      });
    });

    it('answers one language with ?locale=, every language without it', async () => {
      /** The figures of today that the visits below change, for the site (no locale) or a language. */
      const figures = async (locale?: Locale) => {
        const query = { days: 1, locale };
        const stats = await visitorStats(1, locale);
        const [trend] = await analytics.call(AnalyticsRpc.visitorTrendList, query);
        const sources = await analytics.call(AnalyticsRpc.trafficSourceList, query);
        const devices = await analytics.call(AnalyticsRpc.deviceList, query);
        return [
          stats.total_visits,
          stats.unique_visitors,
          stats.bot_visits,
          trend.visits,
          sources.find((x) => x.source === 'search')!.visits,
          devices.find((x) => x.type === 'mobile')!.visits,
        ];
      };
      const LOCALES_ASKED = [undefined, 'zh-CN', 'en'] as const;
      const before = await Promise.all(LOCALES_ASKED.map(figures));
      const page = tag('bilingual');
      // One reader on both sites (once for the site, once in each language), two more on the English one.
      await ingest(
        event({ page_url: page, ip: '203.0.113.1' }),
        event({ page_url: `https://${HOST}/en${page}?from=switch`, ip: '203.0.113.1' }),
        event({ page_url: `/en${page}`, ip: '203.0.113.2', user_agent: ANDROID, referer: 'https://www.baidu.com/' }),
        event({ page_url: `/en${page}`, ip: '203.0.113.3', user_agent: IPAD }),
        event({ page_url: `/en${page}`, user_agent: BOTS[1] }),
      );
      const after = await Promise.all(LOCALES_ASKED.map(figures));
      const added = after.map((row, i) => row.map((n, j) => n - before[i][j]));
      // visits, unique visitors, bot visits, today's trend visits, search visits, mobile visits
      expect(added).toEqual([
        [4, 3, 1, 4, 1, 1],
        [1, 1, 0, 1, 0, 0],
        [3, 3, 1, 3, 1, 1],
      ]);

      // The two pages stay apart, each in its own language's list.
      const views = async (locale?: Locale) =>
        Object.fromEntries(
          (await topPages({ days: 1, limit: 100, locale }))
            .filter((p) => p.page_url.endsWith(page))
            .map((p) => [p.page_url, p.views]),
        );
      expect(await views()).toEqual({ [page]: 1, [`/en${page}`]: 3 });
      expect(await views('zh-CN')).toEqual({ [page]: 1 });
      expect(await views('en')).toEqual({ [`/en${page}`]: 3 });
    });

    it('defaults to a week and ten top pages', async () => {
      // No period given: the contract's default.
      expect((await analytics.call(AnalyticsRpc.visitorStatsGet, { days: undefined })).days).toBe(7);
      expect(await analytics.call(AnalyticsRpc.visitorTrendList, { days: undefined })).toHaveLength(7);
    });
  });
});
