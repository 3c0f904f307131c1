import { randomUUID } from 'node:crypto';
import {
  type DashboardAnswer,
  type DeviceShare,
  LOCALES,
  type TopPage,
  type TrafficSourceShare,
  UNKNOWN_LOCALE_MESSAGE,
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

  describe('bots and unique visitors', () => {
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

  describe('languages', () => {
    const ANDROID =
      'Mozilla/5.0 (Linux; Android 14; 23127PN0CC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36';
    const READS = ['visitor-stats', 'visitor-trends', 'traffic-sources', 'device-stats', 'top-pages'] as const;
    /** Today's figures of the site (`''`) or of one language (`'&locale=en'`), as the admin screen asks them. */
    const today = async (filter: string) => {
      const [stats, trends, sources, devices, pages] = await Promise.all([
        get<VisitorStats>(`/api/visitor-stats?days=1${filter}`),
        get<VisitorTrend[]>(`/api/visitor-trends?days=1${filter}`),
        get<TrafficSourceShare[]>(`/api/traffic-sources?days=1${filter}`),
        get<DeviceShare[]>(`/api/device-stats?days=1${filter}`),
        get<TopPage[]>(`/api/top-pages?days=1&limit=100${filter}`),
      ]);
      return { stats, trends, sources, devices, pages };
    };
    type Today = Awaited<ReturnType<typeof today>>;
    /** What visits changed: people, unique visitors, bots, today's trend, search and mobile visits. */
    const added = (before: Today, after: Today) => [
      after.stats.total_visits - before.stats.total_visits,
      after.stats.unique_visitors - before.stats.unique_visitors,
      after.stats.bot_visits - before.stats.bot_visits,
      after.trends[0].visits - before.trends[0].visits,
      after.sources.find((s) => s.source === 'search')!.visits -
        before.sources.find((s) => s.source === 'search')!.visits,
      after.devices.find((d) => d.type === 'mobile')!.visits - before.devices.find((d) => d.type === 'mobile')!.visits,
    ];
    const viewsOf = (pages: TopPage[], page: string) =>
      Object.fromEntries(pages.filter((p) => p.page_url.endsWith(page)).map((p) => [p.page_url, p.views]));

    it('counts visits to /en/… as English and to the root as Chinese, and filters every call by ?locale=', async () => {
      const before = { all: await today(''), zh: await today('&locale=zh-CN'), en: await today('&locale=en') };
      const page = tag('bilingual');
      // The SPA posts the page's full address or its path; each agent is one more visitor from this address.
      const answers = await Promise.all([
        logVisit({ page_url: `${stack.url}${page}?from=home`, user_agent: 'Mozilla/5.0 LocaleA Chrome/1' }),
        logVisit({ page_url: `/en${page}`, user_agent: 'Mozilla/5.0 LocaleA Chrome/1' }),
        logVisit({
          page_url: `${stack.url}/en${page}#top`,
          user_agent: ANDROID,
          referer: 'https://www.baidu.com/s?wd=x',
        }),
        logVisit({ page_url: `/en${page}`, user_agent: 'Mozilla/5.0 LocaleB Chrome/1' }),
        logVisit({ page_url: `/en${page}`, user_agent: 'Mozilla/5.0 (compatible; Baiduspider/2.0)' }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
      const rows = await eventually(async () => {
        const found = await queryDb<{ page_path: string; locale: string; n: number }>(
          stack,
          'analytics',
          `SELECT page_path, locale, count(*)::int AS n FROM visit_log WHERE page_path LIKE $1
           GROUP BY 1, 2 ORDER BY 1`,
          [`%${page}`],
        );
        return found.reduce((sum, row) => sum + row.n, 0) >= 5 ? found : undefined;
      });
      expect(rows).toEqual([
        { page_path: `/en${page}`, locale: 'en', n: 4 },
        { page_path: page, locale: 'zh-CN', n: 1 },
      ]);

      // The rollups are written in the raw rows' transaction: stored means counted.
      const after = await today('');
      const zh = await today('&locale=zh-CN');
      const en = await today('&locale=en');
      // The reader of both languages (LocaleA) is one visitor of the site, and one of each language.
      expect({ all: added(before.all, after), zh: added(before.zh, zh), en: added(before.en, en) }).toEqual({
        all: [4, 3, 1, 4, 1, 1],
        zh: [1, 1, 0, 1, 0, 0],
        en: [3, 3, 1, 3, 1, 1],
      });
      // Two addresses, two pages: each language lists its own, the site both.
      expect(viewsOf(after.pages, page)).toEqual({ [page]: 1, [`/en${page}`]: 3 });
      expect(viewsOf(zh.pages, page)).toEqual({ [page]: 1 });
      expect(viewsOf(en.pages, page)).toEqual({ [`/en${page}`]: 3 });

      // Asked again in any order, each address keeps its own answer: a language's figures never stand in for
      // the site's, nor the other way round.
      const again = { en: await today('&locale=en'), all: await today(''), zh: await today('&locale=zh-CN') };
      expect(again).toEqual({ all: after, zh, en });
      expect(after.stats.total_visits).toBe(zh.stats.total_visits + en.stats.total_visits);
    });

    it('refuses an unknown language with a Chinese 400 on every call, and answers as before after it', async () => {
      const before = await today('');
      for (const read of READS) {
        for (const locale of ['fr', 'EN', '', 'zh-CN,en']) {
          const answer = await admin.get<{ error: string }>(`/api/${read}?days=1&locale=${encodeURIComponent(locale)}`);
          expect({ read, locale, status: answer.status, error: answer.body.error }).toEqual({
            read,
            locale,
            status: 400,
            error: UNKNOWN_LOCALE_MESSAGE,
          });
        }
      }
      expect(await today('')).toEqual(before);
    });

    it('documents ?locale= on the five analytics reads', async () => {
      const document = (await new ApiClient(stack.url).get('/api/docs/openapi.json')).body as {
        paths: Record<string, { get: { parameters: { name: string; in: string; schema: { enum?: string[] } }[] } }>;
      };
      for (const read of READS) {
        const locale = document.paths[`/api/${read}`].get.parameters.find((p) => p.name === 'locale');
        expect({ read, in: locale?.in, enum: locale?.schema.enum }).toEqual({ read, in: 'query', enum: [...LOCALES] });
      }
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

  // What analytics makes of a visit (sources, devices, bots, the rollups, redelivered visits) and the
  // figures it answers are in services/analytics/src/ingest/visits.medium-spec.ts; here, a refusal as the
  // browser gets it.
  describe('calls', () => {
    it('refuses a bad period with a Chinese 400', async () => {
      const answer = await admin.get<{ error: string }>('/api/visitor-stats?days=0');
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain('days 必须是 1 到 365 之间的整数');
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
