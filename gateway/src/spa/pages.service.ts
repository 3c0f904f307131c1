import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ContentRpc,
  IdentityRpc,
  isSiteImageUrl,
  localePath,
  NewsPublishingRpc,
  NewsTranslationPublishingRpc,
  type NewsView,
  PAGE_PATHS,
  type PageDataSource,
  type PageKey,
  type ProductDetailView,
  PagePublishingRpc,
  PageTranslationPublishingRpc,
  ProductPublishingRpc,
  ProductTranslationPublishingRpc,
  type RenderedPage,
  type ServerEntry,
  type TranslatedLocale,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheKey, HttpCacheService } from '../cache/http-cache.service';
import { type CachedAnswer, etagOf } from '../cache/read-cache';
import { NewsViewsPublisher } from '../news/news-views.publisher';
import { statusText } from '../common/error-body';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { publicPage } from '../pages/public-page';
import { hostVary } from '../security/host-check';
import { contentSecurityPolicy, inlineScriptHashes } from '../security/security-headers';
import { type PageReads, pageDataSource } from './page-data.source';
import { acceptedEncoding, compressPage, encodedEtag } from './page-encoding';
import { type BuildManifest, routeAssetTags } from './route-assets';
import { SiteLanguages } from './site-languages';
import { SpaService } from './spa.service';

/**
 * Stands for the request's origin in rendered HTML while the siteUrl setting is empty, filled in
 * before the page is stored or sent. A printable address: it survives HTML and JSON escaping unchanged.
 */
export const ORIGIN_SLOT = 'https://request-origin.invalid';
const HTML = 'text/html; charset=utf-8';
/** Maintenance and a failed service: when a browser or crawler may ask again (seconds). */
const RETRY_AFTER_SECONDS = '120';
/** The template's title and its placeholder icon (web/index.html, built as public-page.html too), replaced by the page's. */
const HEAD = /<title>[^<]*<\/title>(\s*<!--[^>]*-->)?(\s*<link rel="icon" href="data:,"\s*\/?>)?/;
const ROOT = '<div id="root"></div>';
/** The template's language (web/index.html), replaced by the page's. */
const HTML_LANG = '<html lang="zh-CN">';
/** The app's scripts: a preview is the server's page alone (docs/pages.md). */
/** What a preview token looks like (URL-safe base64); anything else is answered 404 without a call. */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{16,100}$/;
const SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * Serves every GET no other route owns: the public pages rendered on the server (cached per URL
 * in the read cache, under the tags of the data they show), the back office's shell, and honest
 * 404s for files and API paths that do not exist. See docs/server-rendering.md.
 */
@Injectable()
export class PagesService {
  private readonly logger = new Logger('Pages');
  private readonly entry: ServerEntry | null;
  /** The built index.html (the React app's shell). */
  private readonly template: string;
  /** The built public-page.html (the public pages on preact/compat), stamped the same way. */
  private readonly publicTemplate: string;
  /** The public build's manifest: which chunk and CSS each lazy page needs. */
  private readonly manifest: BuildManifest;
  /** The pages' policy, but framed by the back office's editor (same origin). */
  private readonly previewPolicy: string;

  constructor(
    spa: SpaService,
    private readonly rpc: RpcClient,
    private readonly views: NewsViewsPublisher,
    private readonly httpCache: HttpCacheService,
    private readonly languages: SiteLanguages,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    const html = (file: Buffer | null) => file?.toString('utf8') ?? '';
    this.template = html(spa.indexHtml);
    this.publicTemplate = html(spa.publicHtml);
    this.previewPolicy = contentSecurityPolicy(inlineScriptHashes(this.publicTemplate), "'self'");
    const publicManifest = join(spa.root, '.vite', 'public-manifest.json');
    const manifestFile = existsSync(publicManifest) ? publicManifest : join(spa.root, '.vite', 'manifest.json');
    this.manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest) : {};
    const entryFile = join(spa.root, 'server', 'entry-server.cjs');
    // Typed by ServerEntry (libs/contracts), which web/src/entry-server.tsx is checked against.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file found at run time
    this.entry = existsSync(entryFile) ? (require(entryFile) as ServerEntry) : null;
    if (!this.entry) this.logger.warn(`no server entry at ${entryFile}: public pages get the bare shell`);
  }

  /**
   * `/preview/{token}`: the page as an unsaved draft would show it (issue 34). Rendered for each
   * request and never stored; only the editor's frame (same origin) may show it, no index may keep
   * it. Without the app's scripts: in the browser they would fetch the published page over the draft.
   */
  async preview(request: FastifyRequest, reply: FastifyReply, token: string): Promise<FastifyReply> {
    void reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-security-policy', this.previewPolicy);
    const draft = await this.rpc.call(ContentRpc.pagePreviewGet, { token }).catch((error: { status?: number }) => {
      if (error?.status === 404) return null;
      throw error;
    });
    if (!draft || !this.entry) {
      return reply
        .code(404)
        .type(HTML)
        .send(
          '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>预览已失效</title>' +
            '<body style="font-family:system-ui,sans-serif;padding:2rem"><p>预览链接不存在或已过期，请在编辑页重新打开预览。</p>',
        );
    }
    const shown = await publicPage(this.rpc, draft);
    const source = pageDataSource(this.rpc, this.views, this.languages, { tags: new Set() });
    const published = source.page.bind(source);
    source.page = (key: PageKey) => (key === shown.key ? Promise.resolve(shown) : published(key));
    const page = await this.entry.render(PAGE_PATHS[shown.key], source, ORIGIN_SLOT);
    const html = this.assemble(page)
      .replace(SCRIPTS, '')
      .replaceAll(ORIGIN_SLOT, escapeHtml(requestOrigin(request)));
    return reply.code(page.status).type(HTML).send(html);
  }

  /**
   * `/preview/news/{token}` (`/en/preview/news/{token}` for its English version): an article's working copy, exactly as its public page would show it once
   * published (docs/publishing.md). A link staff share: no session needed, yet rendered for each request
   * and never stored, and no index may keep it. Without the app's scripts: in the browser they would
   * fetch the published article over the draft. A forged or revoked token gets the site's 404 page, an
   * expired one a 410 that says so.
   */
  async newsPreview(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    locale?: TranslatedLocale,
  ): Promise<FastifyReply> {
    return this.linkPreview(request, reply, token, async (source) => {
      const calls = locale ? NewsTranslationPublishingRpc[locale] : NewsPublishingRpc;
      const article: NewsView = await this.rpc.call(calls.preview, { token });
      // The public page's own reads, but this one article is the preview's (and counts no view).
      const published = source.news.bind(source);
      source.news = (id, language) => (id === article.id ? Promise.resolve(article) : published(id, language));
      if (!locale) return `/news/${article.id}`;
      // A translation is previewed before its language is offered on the site.
      const offered = source.languages.bind(source);
      source.languages = async () => [...new Set([...(await offered()), locale])];
      return localePath(locale, `/news/${article.id}`);
    });
  }

  /**
   * `/preview/products/{token}`: a product's working copy (with its live images), exactly as its public
   * page would show it once published; the same rules as an article's preview.
   */
  async productPreview(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    locale?: TranslatedLocale,
  ): Promise<FastifyReply> {
    return this.linkPreview(request, reply, token, async (source) => {
      const calls = locale ? ProductTranslationPublishingRpc[locale] : ProductPublishingRpc;
      const product: ProductDetailView = await this.rpc.call(calls.preview, { token });
      const published = source.product.bind(source);
      source.product = (id, language) => (id === product.id ? Promise.resolve(product) : published(id, language));
      if (!locale) return `/products/${product.id}`;
      // A translation is previewed before its language is offered on the site.
      const offered = source.languages.bind(source);
      source.languages = async () => [...new Set([...(await offered()), locale])];
      return localePath(locale, `/products/${product.id}`);
    });
  }

  /**
   * `/preview/pages/{token}`: a site page's working copy, exactly as the public page would show it once
   * published; the same rules as an article's preview.
   */
  async pagePreview(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    locale?: TranslatedLocale,
  ): Promise<FastifyReply> {
    return this.linkPreview(request, reply, token, async (source) => {
      const calls = locale ? PageTranslationPublishingRpc[locale] : PagePublishingRpc;
      const shown = await publicPage(this.rpc, await this.rpc.call(calls.preview, { token }), undefined, locale);
      const published = source.page.bind(source);
      source.page = (key: PageKey, asked?: TranslatedLocale) =>
        key === shown.key && asked === locale ? Promise.resolve(shown) : published(key, asked);
      if (!locale) return PAGE_PATHS[shown.key];
      // A translation is previewed before its language is offered on the site.
      const offered = source.languages.bind(source);
      source.languages = async () => [...new Set([...(await offered()), locale])];
      return localePath(locale, PAGE_PATHS[shown.key]);
    });
  }

  /**
   * A shared preview link's page: `open` reads the working copy behind the token into the page's
   * reads and answers the public path to render. Headers as for any preview; a 404 from the service
   * is the site's 404 page, a 410 says the link expired.
   */
  private async linkPreview(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    open: (source: PageDataSource) => Promise<string>,
  ): Promise<FastifyReply> {
    void reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-security-policy', this.previewPolicy);
    // A token is URL-safe base64; anything else was never issued (and the call would refuse it as invalid).
    if (!PREVIEW_TOKEN.test(token)) return this.previewMissing(request, reply);
    const source = pageDataSource(this.rpc, this.views, this.languages, { tags: new Set() });
    let path: string;
    try {
      path = await open(source);
    } catch (error) {
      const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
      if (status === 410) return this.previewGone(reply, typeof message === 'string' ? message : '预览链接已过期');
      if (status === 404) return this.previewMissing(request, reply);
      throw error;
    }
    if (!this.entry) return this.previewMissing(request, reply);
    const page = await this.entry.render(path, source, ORIGIN_SLOT);
    return reply.code(page.status).type(HTML).send(this.previewHtml(request, page));
  }

  /** A preview link that was never issued or was revoked: the site's 404 page, as for any unknown address. */
  private async previewMissing(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!this.entry) return reply.code(404).type(HTML).send(notice('页面未找到', '预览链接无效或已被撤销。'));
    const source = pageDataSource(this.rpc, this.views, this.languages, { tags: new Set() });
    const page = await this.entry.render('/preview/news', source, ORIGIN_SLOT);
    return reply.code(404).type(HTML).send(this.previewHtml(request, page));
  }

  /** An expired preview link: 410, with the service's words (ask the editor for a new link). */
  private previewGone(reply: FastifyReply, message: string): FastifyReply {
    return reply.code(410).type(HTML).send(notice('预览链接已过期', message));
  }

  /** A rendered page for a preview: without the app's scripts, the origin filled in. */
  private previewHtml(request: FastifyRequest, page: RenderedPage): string {
    return this.assemble(page)
      .replace(SCRIPTS, '')
      .replaceAll(ORIGIN_SLOT, escapeHtml(requestOrigin(request)));
  }

  async serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const pathname = request.url.split('?', 1)[0];
    if (/^\/(api|uploads)(\/|$)/.test(pathname)) {
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ error: statusText(404) });
    }
    if (pathname === '/favicon.ico') return this.favicon(reply);
    // A file that is not there (a stale hashed asset, robots.txt for now) is no page.
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('文件不存在');
    }
    if (!this.entry || !this.entry.isServerRenderedPath(pathname)) return this.shell(request, reply, 200);
    return this.page(request, reply, this.entry);
  }

  private async favicon(reply: FastifyReply): Promise<FastifyReply> {
    const settings = await this.rpc.call(IdentityRpc.publicSettingsGet, {}).catch(() => null);
    const href = settings?.faviconUrl?.trim();
    // The setting is checked when saved; this also covers a value stored before that check.
    if (!href || !isSiteImageUrl(href)) return reply.code(404).type('text/plain; charset=utf-8').send('未设置网站图标');
    return reply.header('cache-control', 'public, max-age=300').redirect(href, 302);
  }

  private async page(request: FastifyRequest, reply: FastifyReply, entry: ServerEntry): Promise<FastifyReply> {
    const origin = requestOrigin(request);
    // Rendered and cached without the parameters the page does not read (utm_…, from=…): a
    // shared link's tracking must not cost a render and a cache entry of its own.
    const address = entry.pageAddress(request.url);
    // The origin is part of the key: a page may show it (siteUrl empty), and one visitor's Host
    // header must never reach another's page.
    const key = `page:${origin}${cacheKey(address)}`;
    const cache = this.httpCache.cache;
    const caching = this.httpCache.enabled;
    if (caching) {
      let hit = cache.fresh(key);
      if (!hit) {
        const pending = cache.pending(key);
        if (pending) {
          await pending;
          hit = cache.fresh(key);
        }
      }
      if (hit) {
        hit.onHit?.();
        return this.sendStored(request, reply, hit, 'HIT');
      }
    }
    const lead = caching ? cache.lead(key) : null;
    try {
      const reads: PageReads = { tags: new Set() };
      let page: RenderedPage;
      try {
        page = await entry.render(address, pageDataSource(this.rpc, this.views, this.languages, reads), ORIGIN_SLOT);
      } catch (error) {
        this.logger.error(`rendering ${address} failed: ${error instanceof Error ? error.stack : String(error)}`);
        const stale = caching ? cache.stale(key) : undefined;
        if (stale) return this.sendStored(request, reply, stale, 'STALE');
        return this.shell(request, reply, 500);
      }
      const assembled = this.assemble(page);
      // Only while siteUrl is empty does the page show the request's origin; then a cache in
      // front must keep one copy per host (the ETag differs too: it hashes the filled-in bytes).
      const headers: Record<string, string> = assembled.includes(ORIGIN_SLOT) ? { vary: hostVary(this.config) } : {};
      const html = assembled.replaceAll(ORIGIN_SLOT, escapeHtml(origin));
      if (page.status === 200 && lead) {
        const body = Buffer.from(html);
        const answer = {
          body,
          etag: etagOf(body),
          encoded: await compressPage(body),
          headers,
          tags: [...reads.tags],
          onHit: reads.onHit,
        };
        cache.store(lead, answer);
        return this.sendStored(request, reply, answer, 'MISS');
      }
      if (page.failed && !page.maintenance) {
        // A service is down: the last good copy beats a page that has to load in the browser.
        const stale = caching ? cache.stale(key) : undefined;
        if (stale) return this.sendStored(request, reply, stale, 'STALE');
      }
      if (page.status === 503) void reply.header('retry-after', RETRY_AFTER_SECONDS);
      if (headers.vary) void reply.header('vary', headers.vary);
      return this.send(request, reply, page.status, Buffer.from(html), caching ? 'MISS' : null);
    } finally {
      lead?.done();
    }
  }

  /** The template with the rendered page: head, markup, and the query state the browser hydrates from. */
  private assemble(page: RenderedPage): string {
    const state = `<script type="application/json" id="ssr-state">${page.state}</script>`;
    const html = this.publicTemplate
      .replace(HTML_LANG, () => `<html lang="${page.lang}">`)
      .replace(HEAD, () => page.head)
      .replace(ROOT, () => `<div id="root">${page.html}</div>${state}`)
      .replace('</head>', () => `${routeAssetTags(this.manifest, page.modules)}</head>`);
    // A page not to start in the browser (an address in a language the site does not offer).
    return page.interactive ? html : html.replace(SCRIPTS, '');
  }

  /** The client app alone (the back office), or the 500 page: the browser renders what it can. */
  private shell(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply {
    let html = this.template;
    if (status === 500) {
      html = html.replace(
        ROOT,
        '<div id="root"><main style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif">' +
          '<h1>页面暂时无法显示</h1><p>服务器出了点问题，请稍后刷新重试。</p><p><a href="/">返回首页</a></p></main></div>',
      );
    }
    return this.send(request, reply, status, Buffer.from(html), null);
  }

  /** Headers every page answer carries; a matching If-None-Match gets a bare 304. */
  private validate(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    etag: string,
    how: 'HIT' | 'MISS' | 'STALE' | null,
  ): boolean {
    void reply
      .type(HTML)
      .header('cache-control', status < 500 ? 'no-cache' : 'no-store')
      .header('etag', etag);
    if (how) void reply.header('x-cache', how);
    return status === 200 && request.headers['if-none-match'] === etag;
  }

  /**
   * A page as rendered, compressed on the way out if the client accepts it (@fastify/compress).
   * Encoded once, for both the ETag and the answer.
   */
  private send(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: Buffer,
    how: 'HIT' | 'MISS' | 'STALE' | null,
  ): FastifyReply {
    if (this.validate(request, reply, status, etagOf(body), how)) return reply.code(304).send();
    return reply.code(status).send(body);
  }

  /** A stored page: its bytes as they are, in the coding the client accepts. */
  private sendStored(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Pick<CachedAnswer, 'body' | 'etag' | 'encoded' | 'headers'>,
    how: 'HIT' | 'MISS' | 'STALE',
  ): FastifyReply {
    const encoding = page.encoded ? acceptedEncoding(request.headers['accept-encoding']) : null;
    const etag = encoding ? encodedEtag(page.etag, encoding) : page.etag;
    void reply.header('vary', ['accept-encoding', page.headers.vary].filter(Boolean).join(', '));
    if (this.validate(request, reply, 200, etag, how)) return reply.code(304).send();
    if (!encoding) return reply.code(200).send(page.body);
    // Set before sending, so @fastify/compress leaves the body alone.
    return reply.code(200).header('content-encoding', encoding).send(page.encoded![encoding]);
  }
}
/** A page of one message, for a preview that cannot be shown (no site chrome, nothing to load). */
function notice(title: string, message: string): string {
  return (
    `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title>` +
    `<body style="font-family:system-ui,sans-serif;padding:2rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`
  );
}

/**
 * HTML-escaped, for attributes and text alike. The host check (security/host-check.ts) already
 * refuses any Host with a character this changes; escaping is the second line.
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** `https://host[:port]` as the visitor asked for it (behind a trusted proxy, as it forwarded). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
