import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LOCALE_PREFIX, TRANSLATED_LOCALES } from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { serveIndexNowKey } from '../seo/indexnow-key';
import { SeoFilesService } from '../seo/seo-files.service';
import { PagesService } from './pages.service';
import { PUBLIC_TEMPLATE, SpaService } from './spa.service';

/** Answers of at least this size are compressed on the fly (smaller ones gain nothing). */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for every answer worth it (HTML, JSON, JS, CSS, SVG); the built files have their
 * `.br`/`.gz` made at build time and go out as they are. Hashed files under /assets are immutable;
 * the rest must be revalidated. Every other GET is a page (PagesService).
 */
export async function registerSpa(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/,
  });
  // Crawlers' files answer even without a built web app.
  const seo = app.get(SeoFilesService);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/robots.txt', (request, reply) => seo.robots(request, reply));
  fastify.get('/sitemap.xml', (request, reply) => seo.sitemap(request, reply));
  fastify.get<{ Params: { part: string } }>('/sitemap-:part.xml', (request, reply) =>
    seo.sitemapPart(request, reply, request.params.part),
  );
  fastify.get('/rss.xml', (request, reply) => seo.rss(request, reply));
  for (const locale of TRANSLATED_LOCALES) {
    fastify.get(`${LOCALE_PREFIX[locale]}/rss.xml`, (request, reply) => seo.rss(request, reply, locale));
  }
  const rpc = app.get(RpcClient);
  fastify.get<{ Params: { key: string } }>('/:key.txt', (request, reply) => serveIndexNowKey(rpc, request, reply));
  const spa = app.get(SpaService);
  if (!spa.indexHtml) return;
  await app.register(fastifyStatic, {
    root: spa.root,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    // The server entry, the build's reports (.vite/) and the public pages' template are no assets.
    allowedPath: (pathName) => !/^\/(server|\.vite)\//.test(pathName) && pathName !== `/${PUBLIC_TEMPLATE}`,
    setHeaders: (res, path) => {
      const immutable = /[\\/]assets[\\/]/.test(path);
      void res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pages = app.get(PagesService);
  fastify.get<{ Params: { token: string } }>('/preview/:token', (request, reply) =>
    pages.preview(request, reply, request.params.token),
  );
  // Shareable links to an article's, a product's or a page's working copy (docs/publishing.md): no session needed.
  fastify.get<{ Params: { token: string } }>('/preview/news/:token', (request, reply) =>
    pages.newsPreview(request, reply, request.params.token),
  );
  for (const locale of TRANSLATED_LOCALES) {
    fastify.get<{ Params: { token: string } }>(`${LOCALE_PREFIX[locale]}/preview/news/:token`, (request, reply) =>
      pages.newsPreview(request, reply, request.params.token, locale),
    );
  }
  fastify.get<{ Params: { token: string } }>('/preview/products/:token', (request, reply) =>
    pages.productPreview(request, reply, request.params.token),
  );
  for (const locale of TRANSLATED_LOCALES) {
    fastify.get<{ Params: { token: string } }>(`${LOCALE_PREFIX[locale]}/preview/products/:token`, (request, reply) =>
      pages.productPreview(request, reply, request.params.token, locale),
    );
  }
  fastify.get<{ Params: { token: string } }>('/preview/pages/:token', (request, reply) =>
    pages.pagePreview(request, reply, request.params.token),
  );
  for (const locale of TRANSLATED_LOCALES) {
    fastify.get<{ Params: { token: string } }>(`${LOCALE_PREFIX[locale]}/preview/pages/:token`, (request, reply) =>
      pages.pagePreview(request, reply, request.params.token, locale),
    );
  }
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => pages.serve(request, reply));
}
