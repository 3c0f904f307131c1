import { randomUUID } from 'node:crypto';
import {
  type DashboardAnswer,
  type DeviceShare,
  type TopPage,
  type TrafficSourceShare,
  type VisitLoggedEvent,
  type VisitorStats,
  type VisitorTrend,
} from '@site/contracts';
import type { Stack } from '@site/dev-stack';
import { visitSubject } from '@site/service-kit';
import { connect, JSONCodec, type NatsConnection, StringCodec } from 'nats';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

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

describe('visitor analytics', () => {
  let stack: Stack;
  let admin: ApiClient;
  let nc: NatsConnection;
  let seq = 0;

  beforeAll(async () => {
    // Hundreds of visits from one address: the per-address limit has its own test (hostile-input).
    stack = await startTestStack({ appEnv: { gateway: { VISIT_RATE_PER_ADDRESS: '0' } } });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    nc = await connect({ servers: stack.natsUrl });
  }, 120_000);

  afterAll(async () => {
    await nc?.close();
    await stopTestStack(stack);
  });

  const tag = (name: string) => `/t${++seq}-${name}`;
  const logVisit = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/api/log-visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const stored = async (pagePath: string) =>
    queryDb<StoredVisit>(
      stack,
      'analytics',
      `SELECT page_path, source, source_name, device, browser, os, is_bot, visitor_hash FROM visit_log
       WHERE page_path = $1`,
      [pagePath],
    );
  const storedCount = async (likePath: string) =>
    Number(
      (
        await queryDb<{ n: string }>(
          stack,
          'analytics',
          'SELECT count(*) AS n FROM visit_log WHERE page_path LIKE $1',
          [likePath],
        )
      )[0].n,
    );
  const waitStored = (pagePath: string, count = 1, timeoutMs = 10_000) =>
    eventually(async () => {
      const rows = await stored(pagePath);
      return rows.length >= count ? rows : undefined;
    }, timeoutMs);
  const get = async <T>(path: string) => {
    const answer = await admin.get<T>(path);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  describe('enrichment and traffic sources', () => {
    const own = () => new URL(stack.url).host;
    // page, agent, referrer → what the service stores
    const cases: [string, string, string | null | (() => string), Partial<StoredVisit>][] = [
      [
        'direct',
        CHROME,
        null,
        { source: 'direct', source_name: '', device: 'desktop', browser: 'Chrome', os: 'Windows' },
      ],
      ['internal', CHROME, () => `http://${own()}/products`, { source: 'internal', source_name: '' }],
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
      const response = await logVisit({
        page_url: `${page}?utm_source=x#top`,
        referer: typeof referer === 'function' ? referer() : referer,
        user_agent: agent,
        timestamp: new Date().toISOString(),
      });
      expect(response.status).toBe(202);
      const [row] = await waitStored(page);
      expect(row).toMatchObject({ page_path: page, is_bot: false, ...expected });
      expect(row.visitor_hash).toHaveLength(16);
    });

    it('stores no client address, only a 16-byte daily hash', async () => {
      const columns = await queryDb<{ column_name: string }>(
        stack,
        'analytics',
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'visit_log'",
      );
      expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['ip']));
      expect(columns.map((c) => c.column_name).filter((c) => /ip|addr/i.test(c))).toEqual([]);
    });
  });

  describe('bots and unique visitors', () => {
    it('keeps crawlers out of every visitor figure but counts them apart', async () => {
      const before = await get<VisitorStats>('/api/visitor-stats?days=1');
      const page = tag('crawled');
      for (const agent of BOTS) expect((await logVisit({ page_url: page, user_agent: agent })).status).toBe(202);
      const person = tag('person');
      expect((await logVisit({ page_url: person, user_agent: CHROME })).status).toBe(202);

      const rows = await waitStored(page, BOTS.length);
      await waitStored(person);
      expect(rows.every((r) => r.is_bot && r.visitor_hash === null)).toBe(true);

      const after = await eventually(async () => {
        const stats = await get<VisitorStats>('/api/visitor-stats?days=1');
        return stats.bot_visits >= before.bot_visits + BOTS.length && stats.total_visits > before.total_visits
          ? stats
          : undefined;
      });
      expect(after.bot_visits - before.bot_visits).toBe(BOTS.length);
      expect(after.total_visits - before.total_visits).toBe(1);
      const pages = await get<TopPage[]>('/api/top-pages?limit=100&days=1');
      expect(pages.map((p) => p.page_url)).toContain(person);
      expect(pages.map((p) => p.page_url)).not.toContain(page);
    });

    it('counts one visitor per address and agent per day', async () => {
      const before = await get<VisitorStats>('/api/visitor-stats?days=1');
      const page = tag('uniques');
      // Same agent twice from this address; another agent once. An untrusted X-Forwarded-For changes nothing.
      await logVisit({ page_url: page, user_agent: 'Mozilla/5.0 UniqueA Chrome/1' });
      await logVisit(
        { page_url: page, user_agent: 'Mozilla/5.0 UniqueA Chrome/1' },
        { 'x-forwarded-for': '203.0.113.9' },
      );
      await logVisit({ page_url: page, user_agent: 'Mozilla/5.0 UniqueB Chrome/1' });
      const rows = await waitStored(page, 3);
      expect(new Set(rows.map((r) => r.visitor_hash!.toString('hex'))).size).toBe(2);
      const after = await eventually(async () => {
        const stats = await get<VisitorStats>('/api/visitor-stats?days=1');
        return stats.total_visits >= before.total_visits + 3 ? stats : undefined;
      });
      expect(after.unique_visitors - before.unique_visitors).toBe(2);
    });
  });

  describe('the stream', () => {
    const js = () => nc.jetstream();
    const publish = (event: unknown, msgID = randomUUID()) =>
      js().publish(visitSubject(stack.natsPrefix), JSONCodec().encode(event), { msgID });
    const event = (page: string, over: Partial<VisitLoggedEvent> = {}): VisitLoggedEvent => ({
      id: randomUUID(),
      page_url: page,
      referer: null,
      user_agent: CHROME,
      timestamp: new Date().toISOString(),
      received_at: new Date().toISOString(),
      ip: '198.51.100.7',
      host: 'example.cn',
      ...over,
    });

    it('stores a redelivered visit once and counts it once', async () => {
      const page = tag('redelivered');
      const before = await get<TopPage[]>('/api/top-pages?limit=100&days=1');
      const visit = event(page);
      // Different message ids get past the stream's own de-duplication: the database must catch it.
      await publish(visit);
      await publish(visit);
      await publish(visit);
      await waitStored(page);
      await new Promise((r) => setTimeout(r, 1500));
      expect(await stored(page)).toHaveLength(1);
      const after = await get<TopPage[]>('/api/top-pages?limit=100&days=1');
      expect(after.find((p) => p.page_url === page)?.views).toBe(1);
      expect(before.find((p) => p.page_url === page)).toBeUndefined();
    });

    it('drops and counts bad events without stopping', async () => {
      const dropped = async () =>
        Number(
          (
            await queryDb<{ n: string }>(stack, 'analytics', 'SELECT coalesce(sum(count), 0) AS n FROM dropped_visits')
          )[0].n,
        );
      const before = await dropped();
      const page = tag('after-bad');
      await publish({ ...event('/x'), page_url: undefined });
      await publish(event(`/${'x'.repeat(5000)}`));
      await publish(event('/future', { timestamp: new Date(Date.now() + 24 * 3600_000).toISOString() }));
      await js().publish(visitSubject(stack.natsPrefix), StringCodec().encode('not json {'), { msgID: randomUUID() });
      await publish(event(page));
      await waitStored(page);
      expect(await eventually(async () => ((await dropped()) >= before + 4 ? dropped() : undefined))).toBe(before + 4);
      expect(await storedCount('/future')).toBe(0);
    });

    it('loses nothing while analytics is killed: visits wait on the stream', async () => {
      const prefix = tag('outage');
      await stack.stopApp('analytics', 'SIGKILL');
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => logVisit({ page_url: `${prefix}/${i}`, user_agent: CHROME })),
      );
      expect(answers.every((a) => a.status === 202)).toBe(true);
      stack.startApp('analytics');
      await stack.waitUntilHealthy(60_000);
      const count = await eventually(async () => {
        const n = await storedCount(`${prefix}/%`);
        return n >= 200 ? n : undefined;
      }, 30_000);
      expect(count).toBe(200);
    });
  });

  describe('rollups', () => {
    it('equal the counts from the raw log', async () => {
      // Let the consumer catch up with everything sent above.
      await new Promise((r) => setTimeout(r, 1500));
      const q = <T extends Record<string, unknown>>(sql: string) => queryDb<T>(stack, 'analytics', sql);
      const same = async (rollup: string, raw: string) => {
        const [a, b] = await Promise.all([q(rollup), q(raw)]);
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
        'SELECT day::text, page_path, views::int FROM daily_page_views ORDER BY day, page_path',
        `SELECT day::text, page_path, count(*)::int AS views FROM visit_log WHERE NOT is_bot
         GROUP BY day, page_path ORDER BY day, page_path`,
      );
      await same(
        'SELECT month::text, page_path, views::int FROM monthly_page_views ORDER BY month, page_path',
        `SELECT date_trunc('month', day)::date::text AS month, page_path, count(*)::int AS views FROM visit_log
         WHERE NOT is_bot GROUP BY 1, page_path ORDER BY month, page_path`,
      );
      await same(
        'SELECT day::text, source, name, visits::int FROM daily_sources ORDER BY day, source, name',
        `SELECT day::text, source, source_name AS name, count(*)::int AS visits FROM visit_log WHERE NOT is_bot
         GROUP BY day, source, source_name ORDER BY day, source, name`,
      );
      await same(
        'SELECT day::text, device, visits::int FROM daily_devices ORDER BY day, device',
        `SELECT day::text, device, count(*)::int AS visits FROM visit_log WHERE NOT is_bot
         GROUP BY day, device ORDER BY day, device`,
      );
    });
  });

  describe('calls', () => {
    it.each([1, 7, 30, 365])('answers every analytics call for %i days from the rollups', async (days) => {
      const stats = await get<VisitorStats>(`/api/visitor-stats?days=${days}`);
      expect(stats.days).toBe(days);
      const trends = await get<VisitorTrend[]>(`/api/visitor-trends?days=${days}`);
      expect(trends).toHaveLength(days);
      expect(trends.at(-1)!.visit_date).toBe(stats.to);
      expect(trends[0].visit_date).toBe(stats.from);
      expect(trends.reduce((sum, t) => sum + t.visits, 0)).toBe(stats.total_visits);
      expect(trends.reduce((sum, t) => sum + t.unique_visitors, 0)).toBe(stats.unique_visitors);

      const sources = await get<TrafficSourceShare[]>(`/api/traffic-sources?days=${days}`);
      expect(sources.map((s) => s.source).sort()).toEqual(['direct', 'referral', 'search', 'social']);
      const internal = Number(
        (
          await queryDb<{ n: string }>(
            stack,
            'analytics',
            "SELECT count(*) AS n FROM visit_log WHERE source = 'internal' AND NOT is_bot",
          )
        )[0].n,
      );
      expect(sources.reduce((sum, s) => sum + s.visits, 0)).toBe(stats.total_visits - internal);
      expect(Math.abs(sources.reduce((sum, s) => sum + s.percentage, 0) - 100)).toBeLessThan(0.5);

      const devices = await get<DeviceShare[]>(`/api/device-stats?days=${days}`);
      expect(devices.map((d) => d.type).sort()).toEqual(['desktop', 'mobile', 'other', 'tablet']);
      expect(devices.reduce((sum, d) => sum + d.visits, 0)).toBe(stats.total_visits);

      const top = await get<TopPage[]>(`/api/top-pages?limit=3&days=${days}`);
      expect(top.length).toBeLessThanOrEqual(3);
      expect(top.map((t) => t.views)).toEqual([...top.map((t) => t.views)].sort((a, b) => b - a));
    });

    it.each([
      ['/api/visitor-stats?days=0', 'days 必须是 1 到 365 之间的整数'],
      ['/api/visitor-trends?days=366', 'days 必须是 1 到 365 之间的整数'],
      ['/api/device-stats?days=abc', 'days 必须是 1 到 365 之间的整数'],
      ['/api/traffic-sources?days=7.5', 'days 必须是 1 到 365 之间的整数'],
      ['/api/top-pages?limit=0', 'limit 必须是 1 到 100 之间的整数'],
      ['/api/top-pages?limit=101', 'limit 必须是 1 到 100 之间的整数'],
    ])('refuses %s with a Chinese 400', async (path, message) => {
      const answer = await admin.get<{ error: string }>(path);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(message);
    });

    it('defaults to a week and ten top pages', async () => {
      expect((await get<VisitorStats>('/api/visitor-stats')).days).toBe(7);
      expect(await get<VisitorTrend[]>('/api/visitor-trends')).toHaveLength(7);
    });
  });

  describe('dashboard', () => {
    it('composes counts, recent items, visitors and system status', async () => {
      const dashboard = await get<DashboardAnswer>('/api/dashboard');
      const products = await admin.get<unknown[]>('/api/products');
      const news = await admin.get<{ total: number }>('/api/news');
      const users = await admin.get<unknown[]>('/api/users');
      const stats = await get<VisitorStats>('/api/visitor-stats?days=1');
      expect(dashboard.unavailable).toEqual([]);
      expect(dashboard.stats).toEqual({
        products: products.body.length,
        news: news.body.total,
        users: users.body.length,
        visitors: stats.unique_visitors,
        totalPageViews: expect.any(Number),
      });
      expect(dashboard.stats.totalPageViews).toBeGreaterThanOrEqual(stats.total_visits);
      expect(dashboard.recentProducts).toEqual([]);
      expect(dashboard.systemStatus.status).toBe('ok');
      expect(dashboard.systemStatus.services.map((s) => [s.name, s.status, s.database])).toEqual([
        ['catalog', 'up', 'up'],
        ['content', 'up', 'up'],
        ['identity', 'up', 'up'],
        ['analytics', 'up', 'up'],
        ['contact', 'up', 'up'],
      ]);
      expect(dashboard.systemStatus.nats.status).toBe('up');
    });

    it('shows only the dead service’s part as unavailable', async () => {
      await stack.stopApp('content', 'SIGKILL');
      try {
        const dashboard = await get<DashboardAnswer>('/api/dashboard');
        expect(dashboard.unavailable).toEqual(['content']);
        expect(dashboard.stats.news).toBeNull();
        expect(dashboard.recentNews).toBeNull();
        expect(dashboard.stats.users).toBeGreaterThan(0);
        expect(dashboard.systemStatus.status).toBe('degraded');
        expect(dashboard.systemStatus.services.find((s) => s.name === 'content')?.status).toBe('down');
      } finally {
        stack.startApp('content');
        await stack.waitUntilHealthy(60_000);
      }
    });
  });
});
