import { createHash } from 'node:crypto';
import type { VisitLoggedEvent } from '@site/contracts';

/** Deterministic pseudo-random numbers (mulberry32): the same demo data on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, items: readonly (readonly [T, number])[]): T => {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let r = rand() * total;
  for (const [item, weight] of items) {
    r -= weight;
    if (r < 0) return item;
  }
  return items[items.length - 1][0];
};

export const DEMO_HOST = 'www.example.cn';

const AGENTS = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    30,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    8,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    8,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN',
    16,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; 23127PN0CC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
    18,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    10,
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    4,
  ],
  ['Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', 4],
  [
    'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    2,
  ],
] as const;

const REFERERS = [
  [null, 30],
  [`https://${DEMO_HOST}/`, 25],
  ['https://www.baidu.com/s?wd=%E8%87%AA%E5%8A%A8%E5%8C%96', 14],
  ['https://cn.bing.com/search?q=automation', 4],
  ['https://www.google.com/', 2],
  ['https://m.sogou.com/web/searchList.jsp', 2],
  ['https://weibo.com/u/1234567890', 4],
  ['https://www.zhihu.com/question/123456', 5],
  ['https://www.xiaohongshu.com/explore', 3],
  ['https://www.douyin.com/', 3],
  ['https://blog.example.org/posts/automation', 3],
  ['https://github.com/', 2],
] as const;

const PAGES: readonly (readonly [string, number])[] = [
  ['/', 30],
  ['/products', 18],
  ['/news', 10],
  ['/about', 6],
  ['/technology', 5],
  ['/download', 8],
  ['/contact', 5],
  ...Array.from({ length: 34 }, (_, i) => [`/products/${i + 1}`, 34 - i] as const).map(([p, w]) => [p, w / 8] as const),
  ...Array.from({ length: 22 }, (_, i) => [`/news/${i + 1}`, 22 - i] as const).map(([p, w]) => [p, w / 8] as const),
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A year of plausible visits ending at `now`: traffic grows over the year, dips at weekends, and
 * mixes desktops, phones (many in WeChat), search, social and direct visits, and a few crawlers.
 * Each visit carries a visitor number, so a day has fewer visitors than visits.
 */
export function* demoVisits(
  now: Date,
  days = 365,
  perDay = 40,
): Generator<{ event: VisitLoggedEvent; visitor: number }> {
  const rand = random(20261121);
  let n = 0;
  for (let ago = days - 1; ago >= 0; ago--) {
    const dayStart = now.getTime() - ago * DAY_MS;
    const growth = 0.5 + (days - ago) / days;
    const weekday = new Date(dayStart).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
    const count = Math.round(perDay * growth * weekend * (0.8 + rand() * 0.4));
    for (let i = 0; i < count; i++) {
      const at = new Date(Math.min(now.getTime() - 1000, dayStart - rand() * DAY_MS * 0.95));
      const id = createHash('md5').update(`demo-visit-${n++}`).digest('hex');
      const uuid = `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(13, 16)}-8${id.slice(17, 20)}-${id.slice(20, 32)}`;
      yield {
        event: {
          id: uuid,
          page_url: pick(rand, PAGES),
          referer: pick(rand, REFERERS),
          user_agent: pick(rand, AGENTS),
          timestamp: at.toISOString(),
          received_at: at.toISOString(),
          ip: null,
          host: DEMO_HOST,
        },
        visitor: Math.floor(rand() * count * 0.7),
      };
    }
  }
}
