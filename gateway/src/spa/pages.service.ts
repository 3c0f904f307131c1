import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { IdentityRpc, type RenderedPage } from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheKey, HttpCacheService } from '../cache/http-cache.service';
import { etagOf } from '../cache/read-cache';
import { NewsViewsPublisher } from '../news/news-views.publisher';
import { statusText } from '../common/error-body';
import { cspNonce } from '../security/csp-nonce';
import { type PageReads, pageDataSource } from './page-data.source';
import { type BuildManifest, routeAssetTags } from './route-assets';
import { SpaService } from './spa.service';

/** What web/dist/server/entry-server.cjs exports (web/src/entry-server.tsx). */
interface ServerEntry {
  render(href: string, source: ReturnType<typeof pageDataSource>, origin: string): Promise<RenderedPage>;
  isServerRenderedPath(pathname: string): boolean;
}

/** Stands for the request's CSP nonce in stored HTML: a cached page is shared, its nonce is not. */
const NONCE_SLOT = '\u0000csp-nonce\u0000';
/**
 * Stands for the request's origin in stored HTML while the siteUrl setting is empty, so one copy
 * serves every host name. A printable address: it survives HTML and JSON escaping unchanged.
 */
export const ORIGIN_SLOT = 'https://request-origin.invalid';
const HTML = 'text/html; charset=utf-8';
/** Maintenance and a failed service: when a browser or crawler may ask again (seconds). */
const RETRY_AFTER_SECONDS = '120';
/** The template's title and its placeholder icon (web/public-page.html), replaced by the page's. */
const HEAD = /<title>[^<]*<\/title>(\s*<!--[^>]*-->)?(\s*<link rel="icon" href="data:,"\s*\/?>)?/;
const ROOT = '<div id="root"></div>';
const LD_JSON = '<script type="application/ld+json">';

/**
 * Serves every GET no other route owns: the public pages rendered on the server (cached per URL
 * in the read cache, under the tags of the data they show), the back office's shell, and honest
 * 404s for files and API paths that do not exist. See docs/server-rendering.md.
 */
@Injectable()
export class PagesService {
  private readonly logger = new Logger('Pages');
  private readonly entry: ServerEntry | null;
  /** The built index.html (the React app's shell), its inline scripts stamped with the nonce slot. */
  private readonly template: string;
  /** The built public-page.html (the public pages on preact/compat), stamped the same way. */
  private readonly publicTemplate: string;
  /** The public build's manifest: which chunk and CSS each lazy page needs. */
  private readonly manifest: BuildManifest;

  constructor(
    spa: SpaService,
    private readonly rpc: RpcClient,
    private readonly views: NewsViewsPublisher,
    private readonly httpCache: HttpCacheService,
  ) {
    const stamp = (html: Buffer | null) =>
      (html?.toString('utf8') ?? '').replaceAll('<script>', `<script nonce="${NONCE_SLOT}">`);
    this.template = stamp(spa.indexHtml);
    this.publicTemplate = stamp(spa.publicHtml);
    const publicManifest = join(spa.root, '.vite', 'public-manifest.json');
    const manifestFile = existsSync(publicManifest) ? publicManifest : join(spa.root, '.vite', 'manifest.json');
    this.manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest) : {};
    const entryFile = join(spa.root, 'server', 'entry-server.cjs');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file found at run time
    this.entry = existsSync(entryFile) ? (require(entryFile) as ServerEntry) : null;
    if (!this.entry) this.logger.warn(`no server entry at ${entryFile}: public pages get the bare shell`);
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
    if (!href) return reply.code(404).type('text/plain; charset=utf-8').send('未设置网站图标');
    return reply.header('cache-control', 'public, max-age=300').redirect(href, 302);
  }

  private async page(request: FastifyRequest, reply: FastifyReply, entry: ServerEntry): Promise<FastifyReply> {
    const key = `page:${cacheKey(request.url)}`;
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
        return this.send(request, reply, 200, hit.body.toString('utf8'), hit.etag, 'HIT');
      }
    }
    const lead = caching ? cache.lead(key) : null;
    try {
      const reads: PageReads = { tags: new Set() };
      let page: RenderedPage;
      try {
        page = await entry.render(request.url, pageDataSource(this.rpc, this.views, reads), ORIGIN_SLOT);
      } catch (error) {
        this.logger.error(`rendering ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
        const stale = caching ? cache.stale(key) : undefined;
        if (stale) return this.send(request, reply, 200, stale.body.toString('utf8'), stale.etag, 'STALE');
        return this.shell(request, reply, 500);
      }
      const html = this.assemble(page);
      const etag = etagOf(html);
      if (page.status === 200 && lead) {
        cache.store(lead, { body: Buffer.from(html), etag, headers: {}, tags: [...reads.tags], onHit: reads.onHit });
      }
      if (page.failed && !page.maintenance) {
        // A service is down: the last good copy beats a page that has to load in the browser.
        const stale = caching ? cache.stale(key) : undefined;
        if (stale) return this.send(request, reply, 200, stale.body.toString('utf8'), stale.etag, 'STALE');
      }
      if (page.status === 503) void reply.header('retry-after', RETRY_AFTER_SECONDS);
      return this.send(request, reply, page.status, html, etag, caching ? 'MISS' : null);
    } finally {
      lead?.done();
    }
  }

  /** The template with the rendered page: head, markup, and the query state the browser hydrates from. */
  private assemble(page: RenderedPage): string {
    const state = `<script type="application/json" id="ssr-state" nonce="${NONCE_SLOT}">${page.state}</script>`;
    return (
      this.publicTemplate
        // JSON-LD is not executed, but an inline script without the nonce would still be reported.
        .replace(HEAD, () => page.head.replaceAll(LD_JSON, `<script type="application/ld+json" nonce="${NONCE_SLOT}">`))
        .replace(ROOT, () => `<div id="root">${page.html}</div>${state}`)
        .replace('</head>', () => `${routeAssetTags(this.manifest, page.modules)}</head>`)
    );
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
    return this.send(request, reply, status, html, etagOf(html), null);
  }

  private send(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    html: string,
    etag: string,
    how: 'HIT' | 'MISS' | 'STALE' | null,
  ): FastifyReply {
    void reply
      .type(HTML)
      .header('cache-control', status < 500 ? 'no-cache' : 'no-store')
      .header('etag', etag);
    if (how) void reply.header('x-cache', how);
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .code(status)
      .send(html.replaceAll(NONCE_SLOT, cspNonce(request)).replaceAll(ORIGIN_SLOT, requestOrigin(request)));
  }
}

/** `https://host[:port]` as the visitor asked for it (behind a trusted proxy, as it forwarded). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
