import { classifySource } from './traffic-source';
import { isBotAgent, parseAgent } from './user-agent';
import { pageLocaleOf, pagePathOf } from './page-path';
import { addDays, Calendar, daysBetween, wholeMonths } from './calendar';
import { type EnrichedVisit, rollupDeltas } from './enriched-visit';
import { droppedOf, visitsOf } from './visit-stream.consumer';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; 23127PN0CC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SOGOU_BROWSER =
  'Mozilla/5.0 (Linux; Android 10; V2001A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0 Mobile Safari/537.36 SogouMSE,SogouMobileBrowser/5.30.12';
const HOST = 'www.example.cn';

describe('classifySource', () => {
  it.each([
    ['no referrer', null, CHROME, { source: 'direct', name: '' }],
    ['a referrer that is not a URL', 'not a url', CHROME, { source: 'direct', name: '' }],
    ['a javascript: referrer', 'javascript:alert(1)', CHROME, { source: 'direct', name: '' }],
    ['our own page', `https://${HOST}/products`, CHROME, { source: 'internal', name: '' }],
    ['our own page without www', 'https://example.cn/news', CHROME, { source: 'internal', name: '' }],
    ['our own page inside WeChat', `https://${HOST}/`, WECHAT, { source: 'internal', name: '' }],
    ['Baidu', 'https://www.baidu.com/s?wd=x', CHROME, { source: 'search', name: 'Baidu' }],
    ['Baidu mobile', 'https://m.baidu.com/', ANDROID, { source: 'search', name: 'Baidu' }],
    ['Sogou', 'https://www.sogou.com/web?query=x', CHROME, { source: 'search', name: 'Sogou' }],
    ['360 search', 'https://www.so.com/s?q=x', CHROME, { source: 'search', name: '360' }],
    ['Shenma', 'https://m.sm.cn/s?q=x', ANDROID, { source: 'search', name: 'Shenma' }],
    ['Bing China', 'https://cn.bing.com/search?q=x', CHROME, { source: 'search', name: 'Bing' }],
    ['Google', 'https://www.google.com/', CHROME, { source: 'search', name: 'Google' }],
    ['Google Hong Kong', 'https://www.google.com.hk/', CHROME, { source: 'search', name: 'Google' }],
    ['WeChat by agent, no referrer', null, WECHAT, { source: 'social', name: 'WeChat' }],
    ['WeChat by referrer', 'https://mp.weixin.qq.com/s/abc', CHROME, { source: 'social', name: 'WeChat' }],
    ['Weibo', 'https://weibo.com/u/1', CHROME, { source: 'social', name: 'Weibo' }],
    ['Weibo short link', 'https://t.cn/A6x', ANDROID, { source: 'social', name: 'Weibo' }],
    ['Douyin', 'https://www.douyin.com/video/1', ANDROID, { source: 'social', name: 'Douyin' }],
    ['Xiaohongshu', 'https://www.xiaohongshu.com/explore/1', ANDROID, { source: 'social', name: 'Xiaohongshu' }],
    ['Zhihu', 'https://zhuanlan.zhihu.com/p/1', CHROME, { source: 'social', name: 'Zhihu' }],
    ['another site', 'https://blog.example.org/post', CHROME, { source: 'referral', name: 'blog.example.org' }],
    ['a look-alike of Baidu', 'https://notbaidu.com/', CHROME, { source: 'referral', name: 'notbaidu.com' }],
    ['qq.com that is not WeChat', 'https://news.qq.com/a', CHROME, { source: 'referral', name: 'news.qq.com' }],
  ])('%s', (_label, referer, agent, expected) => {
    expect(classifySource(referer, agent, HOST)).toEqual(expected);
  });

  it('compares hosts without the port', () => {
    expect(classifySource('http://127.0.0.1:8080/a', CHROME, '127.0.0.1:8080').source).toBe('internal');
  });
});

describe('parseAgent', () => {
  it.each([
    [CHROME, { device: 'desktop', browser: 'Chrome', os: 'Windows', isBot: false }],
    [ANDROID, { device: 'mobile', browser: 'Chrome', os: 'Android', isBot: false }],
    [IPAD, { device: 'tablet', isBot: false }],
    [WECHAT, { device: 'mobile', browser: 'WeChat', os: 'iOS', isBot: false }],
    [SOGOU_BROWSER, { device: 'mobile', isBot: false }],
  ])('%s', (agent, expected) => {
    expect(parseAgent(agent)).toMatchObject(expected);
  });

  it.each([
    ['Baiduspider', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    [
      'Bytespider',
      'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    ],
    ['PetalBot', 'Mozilla/5.0 (compatible;PetalBot;+https://webmaster.petalsearch.com/site/petalbot)'],
    ['Sogou', 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)'],
    [
      '360Spider',
      'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0 Safari/537.36; 360Spider',
    ],
    [
      'YisouSpider',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0 Safari/537.36 YisouSpider/5.0',
    ],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['curl', 'curl/8.5.0'],
    ['no agent', ''],
  ])('%s is a bot', (_name, agent) => {
    expect(isBotAgent(agent)).toBe(true);
  });

  it('treats a missing agent as a bot on an unknown device', () => {
    expect(parseAgent(null)).toEqual({ device: 'other', browser: '', os: '', isBot: true });
  });
});

describe('pagePathOf', () => {
  it.each([
    ['/news?page=2&search=x', '/news'],
    ['/products/3#gallery', '/products/3'],
    ['/products/', '/products'],
    ['/', '/'],
    ['https://www.example.cn/about?x=1', '/about'],
    ['about', '/about'],
    ['?x=1', '/'],
  ])('%s → %s', (url, path) => {
    expect(pagePathOf(url)).toBe(path);
  });

  it('cuts very long paths', () => {
    expect(pagePathOf(`/${'a'.repeat(2000)}`)).toHaveLength(512);
  });
});

describe('the language of a visited page', () => {
  // What the SPA posts as page_url → the path stored (prefix kept) and its language.
  it.each([
    ['/en/news/3', '/en/news/3', 'en'],
    ['/en', '/en', 'en'],
    ['/en/', '/en', 'en'],
    ['/en?from=menu', '/en', 'en'],
    ['https://www.example.cn/en/products/12?x=1#top', '/en/products/12', 'en'],
    ['/news/3', '/news/3', 'zh-CN'],
    ['/', '/', 'zh-CN'],
    ['https://www.example.cn/?lang=en', '/', 'zh-CN'],
    ['/english', '/english', 'zh-CN'],
    ['/news/en/3', '/news/en/3', 'zh-CN'],
  ])('%s → %s in %s', (url, path, locale) => {
    expect(pagePathOf(url)).toBe(path);
    expect(pageLocaleOf(pagePathOf(url))).toBe(locale);
  });
});

describe('Calendar', () => {
  const shanghai = new Calendar('Asia/Shanghai');

  it('counts days in the site time zone', () => {
    // 16:30 UTC is already the next day in Shanghai (UTC+8).
    expect(shanghai.dayOf(new Date('2026-11-20T16:30:00Z'))).toBe('2026-11-21');
    expect(shanghai.dayOf(new Date('2026-11-20T15:59:59Z'))).toBe('2026-11-20');
  });

  it('makes periods ending today', () => {
    const now = new Date('2026-03-01T04:00:00Z');
    expect(shanghai.period(1, now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(shanghai.period(7, now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(shanghai.period(365, now).from).toBe('2025-03-02');
  });

  it.each([
    ['2026-01-15', '2026-04-20', { start: '2026-02-01', end: '2026-04-01' }],
    ['2026-02-01', '2026-02-28', { start: '2026-02-01', end: '2026-03-01' }],
    ['2025-11-22', '2026-11-21', { start: '2025-12-01', end: '2026-11-01' }],
    ['2026-11-15', '2026-11-21', null],
    ['2026-10-31', '2026-11-01', null],
    ['2026-12-01', '2026-12-31', { start: '2026-12-01', end: '2027-01-01' }],
  ])('finds the whole months from %s to %s', (from, to, expected) => {
    expect(wholeMonths(from, to)).toEqual(expected);
  });

  it('walks days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('rollupDeltas', () => {
  const visit = (over: Partial<EnrichedVisit>): EnrichedVisit => ({
    id: 'x',
    pageUrl: '/',
    pagePath: '/',
    locale: 'zh-CN',
    referer: null,
    userAgent: CHROME,
    host: HOST,
    visitedAt: new Date(),
    receivedAt: new Date(),
    day: '2026-11-21',
    source: 'direct',
    sourceName: '',
    device: 'desktop',
    browser: 'Chrome',
    os: 'Windows',
    isBot: false,
    visitorHash: Buffer.from('a'),
    ...over,
  });

  it('adds people to every rollup and bots only to the bot count', () => {
    const deltas = rollupDeltas([
      visit({ pagePath: '/a' }),
      visit({ pagePath: '/a', device: 'mobile', source: 'search', sourceName: 'Baidu' }),
      visit({ pagePath: '/b', day: '2026-11-20' }),
      visit({ pagePath: '/a', isBot: true, visitorHash: null }),
    ]);
    expect(Object.fromEntries(deltas.days)).toEqual({
      '2026-11-21': { visits: 2, bots: 1 },
      '2026-11-20': { visits: 1, bots: 0 },
    });
    expect([...deltas.pages.values()].sort()).toEqual([1, 2]);
    expect(Object.fromEntries([...deltas.monthlyPages].map(([k, n]) => [k.replaceAll('\u0000', ' '), n]))).toEqual({
      '2026-11-01 zh-CN /a': 2,
      '2026-11-01 zh-CN /b': 1,
    });
    expect(deltas.devices.size).toBe(3);
    expect(deltas.sources.size).toBe(3);
    expect(deltas.visitors).toHaveLength(3);
  });

  it('counts each language apart and the site as their sum', () => {
    const deltas = rollupDeltas([
      visit({ pagePath: '/news/3' }),
      visit({ pagePath: '/en/news/3', locale: 'en' }),
      visit({ pagePath: '/en/news/3', locale: 'en', device: 'mobile' }),
      visit({ pagePath: '/en', locale: 'en', isBot: true, visitorHash: null }),
    ]);
    const readable = (map: Map<string, unknown>) =>
      Object.fromEntries([...map].map(([k, n]) => [k.replaceAll('\u0000', ' '), n]));
    expect(readable(deltas.days)).toEqual({ '2026-11-21': { visits: 3, bots: 1 } });
    expect(readable(deltas.localeDays)).toEqual({
      '2026-11-21 zh-CN': { visits: 1, bots: 0 },
      '2026-11-21 en': { visits: 2, bots: 1 },
    });
    expect(readable(deltas.pages)).toEqual({ '2026-11-21 zh-CN /news/3': 1, '2026-11-21 en /en/news/3': 2 });
    expect(readable(deltas.monthlyPages)).toEqual({ '2026-11-01 zh-CN /news/3': 1, '2026-11-01 en /en/news/3': 2 });
    expect(readable(deltas.devices)).toEqual({
      '2026-11-21 zh-CN desktop': 1,
      '2026-11-21 en desktop': 1,
      '2026-11-21 en mobile': 1,
    });
    expect(readable(deltas.sources)).toEqual({ '2026-11-21 zh-CN direct ': 1, '2026-11-21 en direct ': 2 });
    expect(deltas.visitors.map((v) => v.locale)).toEqual(['zh-CN', 'en', 'en']);
  });
});

describe('visitsOf', () => {
  const message = (text: string) => ({ json: <T>() => JSON.parse(text) as T });

  it('reads the gateway batches, a bare visit, and junk as one bad visit', () => {
    expect(visitsOf(message('{"visits":[{"id":"a"},{"id":"b"}]}'))).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(visitsOf(message('{"id":"a"}'))).toEqual([{ id: 'a' }]);
    expect(visitsOf(message('not json {'))).toEqual([undefined]);
  });
});

describe('droppedOf', () => {
  const message = (text: string) => ({ json: <T>() => JSON.parse(text) as T });
  it('reads the counts the gateway sent along, known reasons and sane numbers only', () => {
    expect([...droppedOf(message('{"visits":[],"dropped":{"rate_limited":3}}'))]).toEqual([['rate_limited', 3]]);
    expect(droppedOf(message('{"visits":[],"dropped":{"evil":3,"rate_limited":-1,"invalid":1.5}}')).size).toBe(0);
    expect(droppedOf(message('{"visits":[]}')).size).toBe(0);
    expect(droppedOf(message('not json')).size).toBe(0);
  });
});
