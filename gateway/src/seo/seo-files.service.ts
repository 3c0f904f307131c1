import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ContentRpc,
  DEFAULT_LOCALE,
  type HreflangLink,
  hreflangLinks,
  IdentityRpc,
  isTranslatedLocale,
  type Locale,
  localePath,
  MAX_NEWS_PAGE_SIZE,
  type NewsListItem,
  type ProductView,
  type PublicSettings,
  type TranslatedLocale,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpCacheService } from '../cache/http-cache.service';
import { Tag } from '../cache/cache-tags';
import { etagOf } from '../cache/read-cache';
import { listProducts } from '../catalog/product-list';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { hostVary } from '../security/host-check';
import { ORIGIN_SLOT, requestOrigin } from '../spa/pages.service';
import { GATE_PAGE, SiteLanguages } from '../spa/site-languages';

/** The public pages that are no record of their own, as the sitemap lists them (in every offered language). */
export const STATIC_PAGES = ['/', '/about', '/technology', '/products', '/news', '/download', '/contact'];
/** How many of the newest articles the feed carries. */
export const FEED_SIZE = 20;
/** The feed's title after the site's name, in each language (the pages' `feed` word). */
const FEED_TITLE: Record<Locale, string> = { 'zh-CN': '新闻动态', en: 'News' };
/** A guard against a runaway news list: 1,000 pages of 100. */
const MAX_NEWS_PAGES = 1000;

interface SeoFile {
  type: string;
  body: string;
  tags: string[];
}

/** One `<url>` of the sitemap, with its date for the index's `lastmod`. */
interface SitemapEntry {
  xml: string;
  lastmod: string | null;
  /** It names its other languages (`xhtml:link`), so its file declares that namespace. */
  alternates: boolean;
}

/** A record's page: its path in the default language, its picture, and its date in each language it is published in. */
interface SitemapRecord {
  path: string;
  image: string | null | undefined;
  versions: Map<Locale, string | null>;
}

/** The number in /sitemap-<n>.xml: 1, 2, … as written in the index (no sign, zeros in front or other spelling). */
const SITEMAP_PART = /^[1-9]\d{0,8}$/;
/** The home page's too: the languages the sitemap lists follow its publication (SiteLanguages). */
const SITEMAP_TAGS = [Tag.settings, Tag.products, Tag.categories, Tag.news, Tag.page(GATE_PAGE)];
const XML_TYPE = 'application/xml; charset=utf-8';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** `url` made absolute against the site (uploads are paths); null when empty. */
function absolute(base: string, url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return `${base}${value.startsWith('/') ? '' : '/'}${value}`;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/**
 * The files crawlers ask for: /robots.txt, /sitemap.xml and /rss.xml (docs/seo.md). Built from the
 * same RPC reads as the pages, kept in the read cache under the tags of what they list (so the
 * same writes and events drop them), with the site's address filled in per request while the
 * siteUrl setting is empty.
 */
@Injectable()
export class SeoFilesService {
  private readonly logger = new Logger('SeoFiles');

  constructor(
    private readonly rpc: RpcClient,
    private readonly httpCache: HttpCacheService,
    private readonly languages: SiteLanguages,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  robots(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return this.serve(request, reply, 'seo:robots.txt', () => this.buildRobots());
  }

  /** The sitemap, or the index of its parts once there are more URLs than one file may hold. */
  sitemap(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return this.serve(request, reply, 'seo:sitemap.xml', () => this.buildSitemap(null));
  }

  /** /sitemap-<n>.xml, a part the index lists; 404 for any other number, or when there is no index. */
  async sitemapPart(request: FastifyRequest, reply: FastifyReply, part: string): Promise<FastifyReply> {
    if (!SITEMAP_PART.test(part)) return this.notFound(reply);
    const n = Number(part);
    return this.serve(request, reply, `seo:sitemap-${n}.xml`, () => this.buildSitemap(n));
  }

  /** The news feed of a language: /rss.xml for Chinese, /en/rss.xml …; 404 in a language the site does not offer. */
  async rss(request: FastifyRequest, reply: FastifyReply, locale: Locale = DEFAULT_LOCALE): Promise<FastifyReply> {
    // Asked before the cache, so a feed cached while its language was offered is not served after.
    if (!(await this.languages.offered()).includes(locale)) return this.notFound(reply);
    return this.serve(request, reply, `seo:${localePath(locale, '/rss.xml').slice(1)}`, () => this.buildRss(locale));
  }

  private async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<SeoFile | null>,
  ): Promise<FastifyReply> {
    const cache = this.httpCache.cache;
    const caching = this.httpCache.enabled;
    let hit = caching ? cache.fresh(key) : undefined;
    if (caching && !hit) {
      const pending = cache.pending(key);
      if (pending) {
        await pending;
        hit = cache.fresh(key);
      }
    }
    if (hit) return this.send(request, reply, hit.body.toString('utf8'), hit.headers['content-type'], hit.etag, 'HIT');
    const lead = caching ? cache.lead(key) : null;
    try {
      let file: SeoFile | null;
      try {
        file = await build();
      } catch (error) {
        this.logger.warn(`${key} failed: ${error instanceof Error ? error.message : String(error)}`);
        const stale = caching ? cache.stale(key) : undefined;
        if (stale) {
          return this.send(
            request,
            reply,
            stale.body.toString('utf8'),
            stale.headers['content-type'],
            stale.etag,
            'STALE',
          );
        }
        return reply
          .code(503)
          .header('retry-after', '120')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('服务暂时不可用，请稍后再试');
      }
      // Nothing by that name (a sitemap part past the last): not cached, so a later part is found once it exists.
      if (file === null) return this.notFound(reply);
      const etag = etagOf(file.body);
      if (lead) {
        cache.store(lead, {
          body: Buffer.from(file.body),
          etag,
          headers: { 'content-type': file.type },
          tags: file.tags,
        });
      }
      return this.send(request, reply, file.body, file.type, etag, caching ? 'MISS' : null);
    } finally {
      lead?.done();
    }
  }

  private notFound(reply: FastifyReply): FastifyReply {
    return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('未找到该文件');
  }

  private send(
    request: FastifyRequest,
    reply: FastifyReply,
    body: string,
    type: string | undefined,
    etag: string,
    how: 'HIT' | 'MISS' | 'STALE' | null,
  ): FastifyReply {
    // While siteUrl is empty the file names the request's origin: one copy per host, for a cache
    // in front too (Vary), and an ETag of the bytes this host gets, not of the stored template.
    const hostBound = body.includes(ORIGIN_SLOT);
    let sent = body;
    let tag = etag;
    if (hostBound) {
      const origin = requestOrigin(request);
      sent = body.replaceAll(ORIGIN_SLOT, type?.includes('xml') ? xml(origin) : origin);
      tag = etagOf(Buffer.from(sent));
      void reply.header('vary', hostVary(this.config));
    }
    void reply
      .type(type ?? 'text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', tag);
    if (how) void reply.header('x-cache', how);
    if (request.headers['if-none-match'] === tag) return reply.code(304).send();
    return reply.code(200).send(sent);
  }

  private async settings(locale?: Locale): Promise<PublicSettings> {
    return this.rpc.call(IdentityRpc.publicSettingsGet, locale ? { locale } : {});
  }

  private base(settings: PublicSettings): string {
    return (settings.siteUrl || ORIGIN_SLOT).replace(/\/+$/, '');
  }

  private async buildRobots(): Promise<SeoFile> {
    const base = this.base(await this.settings());
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    return { type: 'text/plain; charset=utf-8', body, tags: [Tag.settings] };
  }

  /** Every published product (the public list shows them in the same order); with `locale`, those live in it. */
  private async products(locale?: TranslatedLocale): Promise<ProductView[]> {
    return (await listProducts(this.rpc, { status: '已发布', search: undefined, ...(locale && { locale }) })).items;
  }

  /** Every article, newest first, page by page; with `locale`, those live in that language, in its words. */
  private async allNews(locale?: Locale): Promise<NewsListItem[]> {
    const items: NewsListItem[] = [];
    for (let page = 1; page <= MAX_NEWS_PAGES; page++) {
      const answer = await this.rpc.call(ContentRpc.newsList, {
        page,
        limit: MAX_NEWS_PAGE_SIZE,
        ...(locale && { locale }),
      });
      items.push(...answer.items);
      if (page >= answer.totalPages) break;
    }
    return items;
  }

  /**
   * Every record of a kind with the languages it is live in, among those offered: `read` answers the
   * records live in a language (the default's when none). Only an offered translated language costs a
   * read (its public list), so a one-language site reads as before.
   */
  private async liveRecords<T extends { id: number }>(
    languages: Locale[],
    read: (locale?: TranslatedLocale) => Promise<T[]>,
    record: (item: T) => { path: string; image: string | null | undefined; date: string | null },
  ): Promise<SitemapRecord[]> {
    const [items, ...translated] = await Promise.all([
      read(),
      ...languages.filter(isTranslatedLocale).map(async (locale) => ({
        locale,
        live: new Map((await read(locale)).map((item) => [item.id, item])),
      })),
    ]);
    return items.map((item) => {
      const { path, image, date } = record(item);
      return {
        path,
        image,
        versions: new Map<Locale, string | null>([
          [DEFAULT_LOCALE, date],
          ...translated.flatMap(({ locale, live }): [Locale, string | null][] => {
            const version = live.get(item.id);
            return version ? [[locale, record(version).date]] : [];
          }),
        ]),
      };
    });
  }

  /** Every published product and the offered languages it is live in, each version with its own date. */
  private productRecords(languages: Locale[]): Promise<SitemapRecord[]> {
    return this.liveRecords(
      languages,
      (locale) => this.products(locale),
      (p) => ({ path: `/products/${p.id}`, image: p.primary_image ?? p.cover_image ?? p.image, date: p.date }),
    );
  }

  /** Every article and the offered languages it is live in, each version with its own date. */
  private newsRecords(languages: Locale[]): Promise<SitemapRecord[]> {
    return this.liveRecords(
      languages,
      (locale) => this.allNews(locale),
      (a) => ({ path: `/news/${a.id}`, image: a.cover_image, date: a.updated_at }),
    );
  }

  /**
   * Every URL of the site: the static pages in each offered language, each naming all of them as
   * hreflang alternates as its page head does, then the published products, then the articles, each
   * in the offered languages it is published in, naming only those.
   */
  private sitemapEntries(
    base: string,
    languages: Locale[],
    products: SitemapRecord[],
    news: SitemapRecord[],
  ): SitemapEntry[] {
    const newest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b), '');
    const entry = (
      path: string,
      lastmod: string | null,
      image: string | null,
      alternates: HreflangLink[] = [],
    ): SitemapEntry => ({
      xml:
        `<url><loc>${xml(`${base}${path}`)}</loc>` +
        (lastmod ? `<lastmod>${xml(new Date(lastmod).toISOString())}</lastmod>` : '') +
        alternates
          .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${xml(hreflang)}" href="${xml(href)}"/>`)
          .join('') +
        (image ? `<image:image><image:loc>${xml(image)}</image:loc></image:image>` : '') +
        '</url>',
      lastmod,
      alternates: alternates.length > 0,
    });
    const modified = (records: SitemapRecord[]) =>
      newest(records.map((r) => r.versions.get(DEFAULT_LOCALE) ?? '')) || null;
    const productsModified = modified(products);
    const newsModified = modified(news);
    const staticPage = (path: string) => {
      const lastmod = path === '/products' ? productsModified : path === '/news' ? newsModified : null;
      const alternates = hreflangLinks(languages, (locale) => `${base}${localePath(locale, path)}`);
      return languages.map((locale) => entry(localePath(locale, path), lastmod, null, alternates));
    };
    const record = ({ path, image, versions }: SitemapRecord) => {
      const published = languages.filter((locale) => versions.has(locale));
      const alternates = hreflangLinks(published, (locale) => `${base}${localePath(locale, path)}`);
      return published.map((locale) =>
        entry(localePath(locale, path), versions.get(locale) ?? null, absolute(base, image), alternates),
      );
    };
    return [...STATIC_PAGES.flatMap(staticPage), ...products.flatMap(record), ...news.flatMap(record)];
  }

  /**
   * `part` null: /sitemap.xml, one `<urlset>` while the URLs fit in one file (SITEMAP_MAX_URLS,
   * 50,000 by the protocol), else a `<sitemapindex>` of /sitemap-1.xml … each holding that many.
   * A part is null (404) when there is no index or no such part. Parts are cached and dropped
   * under the same tags as the sitemap itself.
   */
  private async buildSitemap(part: number | null): Promise<SeoFile | null> {
    const languages = await this.languages.offered();
    const [settings, products, news] = await Promise.all([
      this.settings(),
      this.productRecords(languages),
      this.newsRecords(languages),
    ]);
    const base = this.base(settings);
    const entries = this.sitemapEntries(base, languages, products, news);
    const limit = this.config.SITEMAP_MAX_URLS;
    const parts = Math.ceil(entries.length / limit);
    const file = (body: string): SeoFile => ({ type: XML_TYPE, body: XML_HEAD + body, tags: SITEMAP_TAGS });
    const urlset = (list: SitemapEntry[]) =>
      file(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
          'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"' +
          (list.some((e) => e.alternates) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '') +
          '>\n' +
          list.map((e) => e.xml).join('\n') +
          '\n</urlset>\n',
      );
    if (part !== null) {
      if (parts <= 1 || part > parts) return null;
      return urlset(entries.slice((part - 1) * limit, part * limit));
    }
    if (parts <= 1) return urlset(entries);
    const children = Array.from({ length: parts }, (_, i) => {
      const dates = entries.slice(i * limit, (i + 1) * limit).map((e) => e.lastmod ?? '');
      const lastmod = dates.reduce((a, b) => (a > b ? a : b), '');
      return (
        `<sitemap><loc>${xml(`${base}/sitemap-${i + 1}.xml`)}</loc>` +
        (lastmod ? `<lastmod>${xml(new Date(lastmod).toISOString())}</lastmod>` : '') +
        '</sitemap>'
      );
    });
    return file(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        children.join('\n') +
        '\n</sitemapindex>\n',
    );
  }

  /** The newest articles live in `locale`, in its words; the default language's feed asks as it always did. */
  private async buildRss(locale: Locale): Promise<SeoFile> {
    const translated = isTranslatedLocale(locale);
    const [settings, list] = await Promise.all([
      this.settings(translated ? locale : undefined),
      this.rpc.call(ContentRpc.newsList, { page: 1, limit: FEED_SIZE, ...(translated ? { locale } : {}) }),
    ]);
    const base = this.base(settings);
    const at = (path: string) => `${base}${localePath(locale, path)}`;
    const title = settings.siteName ? `${settings.siteName} - ${FEED_TITLE[locale]}` : FEED_TITLE[locale];
    const lastUpdate = list.items.reduce((a, b) => (a > b.updated_at ? a : b.updated_at), '');
    const items = list.items.map((a) => {
      const link = at(`/news/${a.id}`);
      const cover = absolute(base, a.cover_image);
      const type = IMAGE_TYPES[cover?.split('?', 1)[0].split('.').pop()?.toLowerCase() ?? ''] ?? 'image/jpeg';
      return (
        '<item>' +
        `<title>${xml(a.title)}</title>` +
        `<link>${xml(link)}</link>` +
        `<guid isPermaLink="true">${xml(link)}</guid>` +
        `<pubDate>${new Date(a.date).toUTCString()}</pubDate>` +
        `<description>${xml(a.summary)}</description>` +
        (a.category_name ? `<category>${xml(a.category_name)}</category>` : '') +
        // RSS wants a length; the size of a picture stored elsewhere is not known here.
        (cover ? `<enclosure url="${xml(cover)}" length="0" type="${type}"/>` : '') +
        '</item>'
      );
    });
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
      `<title>${xml(title)}</title>` +
      `<link>${xml(at('/news'))}</link>` +
      `<description>${xml(settings.siteDescription || title)}</description>` +
      `<language>${locale}</language>` +
      `<atom:link href="${xml(at('/rss.xml'))}" rel="self" type="application/rss+xml"/>` +
      (list.items.length ? `<lastBuildDate>${new Date(lastUpdate).toUTCString()}</lastBuildDate>` : '') +
      items.join('\n') +
      '</channel></rss>\n';
    return { type: 'application/rss+xml; charset=utf-8', body, tags: [Tag.settings, Tag.news, Tag.newsCategories] };
  }
}
