import { CatalogRpc, ContentRpc, DEFAULT_LOCALE, IdentityRpc, type Locale } from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import type { HttpCacheService } from '../cache/http-cache.service';
import { Tag } from '../cache/cache-tags';
import { ReadCache } from '../cache/read-cache';
import type { GatewayConfig } from '../config/gateway-config';
import { SeoFilesService, STATIC_PAGES } from './seo-files.service';
import type { SiteLanguages } from '../spa/site-languages';

const SITE = 'https://example.cn';
const PRODUCTS = [
  { id: 12, date: '2026-03-01T00:00:00.000Z', primary_image: '/uploads/p12.jpg', cover_image: null, image: null },
  { id: 13, date: '2026-04-01T00:00:00.000Z', primary_image: null, cover_image: null, image: null },
];
/** Product 13 is live in English too (the catalog's `productList` with `locale: 'en'`), with its own date. */
const PRODUCTS_EN = [{ ...PRODUCTS[1], date: '2026-04-05T00:00:00.000Z' }];
const NEWS = [
  { id: 4, updated_at: '2026-05-02T00:00:00.000Z', cover_image: null, title: '新品发布', summary: '摘要' },
  {
    id: 3,
    date: '2026-04-20T00:00:00.000Z',
    updated_at: '2026-05-01T00:00:00.000Z',
    cover_image: '/uploads/n3.png',
    title: '展会',
    summary: '展会摘要',
    category_name: '公司新闻',
  },
];
/** Article 3 is live in English too (the content service's `newsList` with `locale: 'en'`). */
const NEWS_EN = [
  {
    ...NEWS[1],
    updated_at: '2026-05-03T00:00:00.000Z',
    title: 'Trade fair',
    summary: 'Fair summary',
    category_name: 'Company news',
  },
];

/** The service over fake reads, a real read cache, and the languages `offered`. */
function setup(offered: Locale[], maxUrls = 50_000) {
  const call = jest.fn((method: unknown, message: { locale?: Locale } | undefined) => {
    if (method === IdentityRpc.publicSettingsGet) {
      return Promise.resolve({
        siteUrl: SITE,
        siteName: message?.locale === 'en' ? 'Acme' : '极客',
        siteDescription: '',
      });
    }
    if (method === CatalogRpc.productList) {
      const items = message?.locale === 'en' ? PRODUCTS_EN : PRODUCTS;
      return Promise.resolve({ items, more: false, total: items.length });
    }
    if (method === ContentRpc.newsList) {
      return Promise.resolve({ items: message?.locale === 'en' ? NEWS_EN : NEWS, totalPages: 1 });
    }
    return Promise.reject(new Error('unexpected call'));
  });
  const cache = new ReadCache({ ttlMs: 60_000, staleMs: 60_000, maxBytes: 10_000_000 });
  const service = new SeoFilesService(
    { call } as unknown as RpcClient,
    { cache, enabled: true } as unknown as HttpCacheService,
    { offered: () => Promise.resolve(offered) } as unknown as SiteLanguages,
    { SITEMAP_MAX_URLS: maxUrls } as GatewayConfig,
  );
  return { service, cache, call };
}

/** Runs one of the service's handlers on a fake request and reply; what was answered. */
async function answer(handle: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) {
  const got = { status: 0, body: '', headers: {} as Record<string, string> };
  const reply = {
    code: (status: number) => ((got.status = status), reply),
    header: (name: string, value: string) => ((got.headers[name] = value), reply),
    type: (type: string) => ((got.headers['content-type'] = type), reply),
    send: (body?: string) => ((got.body = body ?? ''), reply),
  };
  await handle({ headers: {} } as FastifyRequest, reply as unknown as FastifyReply);
  return got;
}

interface Link {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface Url {
  loc: string;
  'xhtml:link'?: Link[];
}
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});
const urlsOf = (body: string) => (parser.parse(body) as { urlset: { url: Url[] } }).urlset.url;

describe('SeoFilesService sitemap', () => {
  it('is the one-language sitemap it always was while the site offers one language', async () => {
    const { service, call } = setup([DEFAULT_LOCALE]);
    const { status, body } = await answer((q, r) => service.sitemap(q, r));
    expect(status).toBe(200);
    expect(body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
        'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
        [
          '<url><loc>https://example.cn/</loc></url>',
          '<url><loc>https://example.cn/about</loc></url>',
          '<url><loc>https://example.cn/technology</loc></url>',
          '<url><loc>https://example.cn/products</loc><lastmod>2026-04-01T00:00:00.000Z</lastmod></url>',
          '<url><loc>https://example.cn/news</loc><lastmod>2026-05-02T00:00:00.000Z</lastmod></url>',
          '<url><loc>https://example.cn/download</loc></url>',
          '<url><loc>https://example.cn/contact</loc></url>',
          '<url><loc>https://example.cn/products/12</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod>' +
            '<image:image><image:loc>https://example.cn/uploads/p12.jpg</image:loc></image:image></url>',
          '<url><loc>https://example.cn/products/13</loc><lastmod>2026-04-01T00:00:00.000Z</lastmod></url>',
          '<url><loc>https://example.cn/news/4</loc><lastmod>2026-05-02T00:00:00.000Z</lastmod></url>',
          '<url><loc>https://example.cn/news/3</loc><lastmod>2026-05-01T00:00:00.000Z</lastmod>' +
            '<image:image><image:loc>https://example.cn/uploads/n3.png</image:loc></image:image></url>',
        ].join('\n') +
        '\n</urlset>\n',
    );
    // Nothing asked of a language the site does not offer.
    const newsCalls = call.mock.calls.filter(([method]) => method === ContentRpc.newsList);
    expect(newsCalls).toEqual([[ContentRpc.newsList, { page: 1, limit: 100 }]]);
    const productCalls = call.mock.calls.filter(([method]) => method === CatalogRpc.productList);
    expect(productCalls).toEqual([
      [CatalogRpc.productList, expect.not.objectContaining({ locale: expect.anything() })],
    ]);
  });

  it('lists each static page in every offered language, and each record in those it is published in, with their alternates', async () => {
    const { service } = setup(['zh-CN', 'en']);
    const { body } = await answer((q, r) => service.sitemap(q, r));
    expect(body).toContain(' xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const urls = urlsOf(body);
    expect(urls).toHaveLength(
      STATIC_PAGES.length * 2 + PRODUCTS.length + PRODUCTS_EN.length + NEWS.length + NEWS_EN.length,
    );
    const alternates = (zh: string, en: string) => [
      { '@_rel': 'alternate', '@_hreflang': 'zh-CN', '@_href': zh },
      { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': en },
      { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': zh },
    ];
    for (const path of STATIC_PAGES) {
      const zh = `${SITE}${path}`;
      const en = `${SITE}/en${path === '/' ? '' : path}`;
      // The same values and addresses as the page head's (web/src/entry-server.spec.ts).
      for (const loc of [zh, en]) {
        expect(urls.filter((url) => url.loc === loc)).toEqual([
          expect.objectContaining({ 'xhtml:link': alternates(zh, en) }),
        ]);
      }
    }
    const records = urls.filter((url) => /\/(products|news)\/\d+$/.test(url.loc));
    expect(records.map((url) => url.loc)).toEqual([
      `${SITE}/products/12`,
      `${SITE}/products/13`,
      `${SITE}/en/products/13`,
      `${SITE}/news/4`,
      `${SITE}/news/3`,
      `${SITE}/en/news/3`,
    ]);
    // Product 12 and article 4 are in Chinese only: one address, no alternates.
    for (const i of [0, 3]) expect(records[i]['xhtml:link']).toBeUndefined();
    const zh13 = `${SITE}/products/13`;
    const en13 = `${SITE}/en/products/13`;
    expect(records[1]).toMatchObject({ lastmod: '2026-04-01T00:00:00.000Z', 'xhtml:link': alternates(zh13, en13) });
    expect(records[2]).toMatchObject({ lastmod: '2026-04-05T00:00:00.000Z', 'xhtml:link': alternates(zh13, en13) });
    const zh3 = `${SITE}/news/3`;
    const en3 = `${SITE}/en/news/3`;
    expect(records[4]).toMatchObject({ lastmod: '2026-05-01T00:00:00.000Z', 'xhtml:link': alternates(zh3, en3) });
    // Each version's own date; the same picture.
    expect(records[5]).toMatchObject({
      lastmod: '2026-05-03T00:00:00.000Z',
      'xhtml:link': alternates(zh3, en3),
      'image:image': { 'image:loc': `${SITE}/uploads/n3.png` },
    });
    expect(urls.find((url) => url.loc === `${SITE}/en/products`)).toMatchObject({
      lastmod: '2026-04-01T00:00:00.000Z',
    });
  });

  it('splits the languages’ URLs into parts past SITEMAP_MAX_URLS, cached and dropped under the same tags', async () => {
    const limit = 4;
    const { service, cache } = setup(['zh-CN', 'en'], limit);
    const total = STATIC_PAGES.length * 2 + PRODUCTS.length + PRODUCTS_EN.length + NEWS.length + NEWS_EN.length;
    const index = await answer((q, r) => service.sitemap(q, r));
    const parts = (parser.parse(index.body) as { sitemapindex: { sitemap: { loc: string }[] } }).sitemapindex.sitemap;
    expect(parts.map((part) => part.loc)).toEqual(
      Array.from({ length: Math.ceil(total / limit) }, (_, i) => `${SITE}/sitemap-${i + 1}.xml`),
    );
    const locs: string[] = [];
    for (let n = 1; n <= parts.length; n++) {
      const part = await answer((q, r) => service.sitemapPart(q, r, String(n)));
      expect(part.status).toBe(200);
      const urls = urlsOf(part.body);
      expect(urls.length).toBeLessThanOrEqual(limit);
      // Only a part holding a page with alternates declares their namespace.
      expect(part.body.includes('xmlns:xhtml=')).toBe(urls.some((url) => url['xhtml:link']));
      locs.push(...urls.map((url) => url.loc));
    }
    expect(locs).toHaveLength(total);
    expect(new Set(locs).size).toBe(total);
    expect((await answer((q, r) => service.sitemapPart(q, r, String(parts.length + 1)))).status).toBe(404);

    expect((await answer((q, r) => service.sitemapPart(q, r, '1'))).headers['x-cache']).toBe('HIT');
    cache.invalidate([Tag.news]);
    expect((await answer((q, r) => service.sitemapPart(q, r, '1'))).headers['x-cache']).toBe('MISS');
  });
});

describe('SeoFilesService rss', () => {
  interface Item {
    title: string;
    link: string;
    description: string;
    category?: string;
  }
  interface Channel {
    title: string;
    link: string;
    language: string;
    'atom:link': { '@_href': string };
    item: Item[];
  }
  const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });
  const channelOf = (body: string) => (feed.parse(body) as { rss: { channel: Channel } }).rss.channel;

  it('keeps the Chinese feed at /rss.xml, reading as it always did', async () => {
    const { service, call } = setup(['zh-CN', 'en']);
    const { status, body } = await answer((q, r) => service.rss(q, r));
    expect(status).toBe(200);
    const channel = channelOf(body);
    expect(channel).toMatchObject({
      title: '极客 - 新闻动态',
      link: `${SITE}/news`,
      language: 'zh-CN',
      'atom:link': { '@_href': `${SITE}/rss.xml` },
    });
    expect(channel.item.map((item) => item.link)).toEqual([`${SITE}/news/4`, `${SITE}/news/3`]);
    expect(call.mock.calls).toEqual(
      expect.arrayContaining([
        [IdentityRpc.publicSettingsGet, {}],
        [ContentRpc.newsList, { page: 1, limit: 20 }],
      ]),
    );
  });

  it('serves /en/rss.xml with the articles live in English, in English, once English is offered', async () => {
    const { service, cache } = setup(['zh-CN', 'en']);
    const got = await answer((q, r) => service.rss(q, r, 'en'));
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = channelOf(got.body);
    expect(channel).toMatchObject({
      title: 'Acme - News',
      link: `${SITE}/en/news`,
      language: 'en',
      'atom:link': { '@_href': `${SITE}/en/rss.xml` },
    });
    expect(channel.item).toEqual([
      expect.objectContaining({
        title: 'Trade fair',
        link: `${SITE}/en/news/3`,
        description: 'Fair summary',
        category: 'Company news',
      }),
    ]);
    // Cached apart from the Chinese feed, and dropped by the same tags.
    expect((await answer((q, r) => service.rss(q, r, 'en'))).headers['x-cache']).toBe('HIT');
    expect((await answer((q, r) => service.rss(q, r))).headers['x-cache']).toBe('MISS');
    cache.invalidate([Tag.news]);
    expect((await answer((q, r) => service.rss(q, r, 'en'))).headers['x-cache']).toBe('MISS');
  });

  it('answers 404 for the English feed while the site offers only Chinese, even if one was cached', async () => {
    const offered: Locale[] = ['zh-CN', 'en'];
    const { service, call } = setup(offered);
    expect((await answer((q, r) => service.rss(q, r, 'en'))).status).toBe(200);
    offered.pop();
    call.mockClear();
    expect((await answer((q, r) => service.rss(q, r, 'en'))).status).toBe(404);
    expect(call).not.toHaveBeenCalled();
  });
});
