import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageDataSource, PublicSettings, RenderedPage, ServerEntry } from '@site/contracts';
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from '@site/contracts/locales';
import type { i18n } from 'i18next';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/router';
import { shellPages } from './app/shell-pages';
import { loadLanguages, loadPageQueries, publicPageOf, serializePageState, settleQueries } from './app/ssr/page-data';
import { escapeHtml, headTags, pageMeta, structuredData, type HeadWords, type PageRecord } from './app/ssr/page-head';
import type { PublicPage } from './app/ssr/public-pages';
import { renderToHtml } from './app/ssr/render-html';
import { publicSettingsQuery } from './features/settings/api/get-public-settings';
import { EMPTY_SETTINGS, normalizePublicSettings } from './features/settings/utils/public-settings';
import { CATALOGUE_MODULES, i18nFor, pageVersionsQuery, wordsOf } from './lib/i18n';
import { formatDocumentTitle, routeHandleOf, translateHandle, type RouteHandle } from './lib/page-title';

export { isServerRenderedPath, pageAddress, type PageDataSource } from './app/ssr/page-data';

// Server rendering of the public pages (the gateway hosts it; see docs/server-rendering.md). The
// gateway loads this file as a ServerEntry, declared in the contracts with the PageDataSource it passes.

// The React app's table: the browser's public build has the same routes for the pages rendered here.
const routes = createRoutes(shellPages);
// Once for every request: building it ranks the whole route table, and it keeps the lazy routes it resolved.
const handler = createStaticHandler(routes);

/**
 * `origin` is the request's (`https://host`), used for absolute addresses while the `siteUrl`
 * setting is empty; the gateway passes a placeholder it fills in per request.
 */
export const render: ServerEntry['render'] = async function render(
  href: string,
  source: PageDataSource,
  origin = 'http://localhost',
): Promise<RenderedPage> {
  let url = new URL(href, 'http://localhost');
  // One try, and no log line per failure (the gateway logs): a failure becomes the browser's to retry.
  const client = new QueryClient({
    // retryOnMount off: a 404 renders as "not found", as in the browser, not as a fetch about to start.
    defaultOptions: {
      queries: { ...createQueryClient().getDefaultOptions().queries, retry: false, retryOnMount: false },
    },
  });
  // A language the site does not offer (yet) is the default language's 404 page, without the app's
  // scripts: the browser would start the app in the address's language.
  const languages = await loadLanguages(client, source);
  let { locale } = splitLocalePath(url.pathname);
  let offered = true;
  if (!languages.includes(locale)) {
    [locale, offered, url] = [DEFAULT_LOCALE, false, new URL('/404', url)];
  }
  const i18n = await i18nFor(locale);
  const found = publicPageOf(url.pathname);
  // A record's page names the languages it is live in (head and switch); any other page, every language offered.
  const recordVersions =
    offered && found?.page.recordKind && /^[1-9]\d*$/.test(found.params.id ?? '')
      ? source.recordLanguages(found.page.recordKind, Number(found.params.id)).then(
          (live) => live,
          () => null,
        )
      : null;
  const known = (await loadPageQueries(client, url, source)) && offered;
  let versions: readonly Locale[] | null = recordVersions ? await recordVersions : languages;
  if (versions && recordVersions)
    client.setQueryData(pageVersionsQuery(splitLocalePath(url.pathname).path).queryKey, versions);
  const settled = settleQueries(client);
  const settings = client.getQueryData<PublicSettings>(publicSettingsQuery(locale).queryKey) ?? EMPTY_SETTINGS;

  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`unexpected redirect rendering ${url.pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <AppProviders client={client} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );

  let status = 200;
  if (!known || settled.missing) status = 404;
  // As any read that failed: not stored, the last good copy served instead where there is one.
  let failed = settled.failed || (known && versions === null);
  if (settings.maintenanceMode || failed) status = 503;
  let otherNames: string[] = [];
  if (status === 200) {
    try {
      otherNames = await otherSiteNames(source, languages, locale);
    } catch {
      [failed, status] = [true, 503];
    }
  }
  if (!versions || (status !== 200 && found?.page.recordKind)) versions = [locale];
  const record = status === 200 && found?.page.record ? found.page.record(client, found.params, locale) : {};
  const { t } = wordsOf(i18n);
  const routeHandle = translateHandle(routeHandleOf(context.matches.map((match) => match.route)), t);
  const handle = pageHandle(routeHandle, found?.page, record, status, t);
  const title = formatDocumentTitle(handle, settings.siteName, settings.siteDescription) ?? t('site.defaultTitle');
  let head = `<title>${escapeHtml(title)}</title>`;
  head += `<link rel="icon" href="${escapeHtml(settings.faviconUrl || 'data:,')}">`;
  const meta = pageMeta(title, settings, url, origin, record, status === 200, versions);
  const words = headWords(i18n);
  head += headTags(meta, settings, words);
  head += structuredData(meta, handle.title, settings, url, record, words, otherNames);
  return {
    status,
    html,
    head,
    state: serializePageState(settled.state),
    failed,
    maintenance: settings.maintenanceMode,
    lang: locale,
    interactive: offered,
    modules: [
      ...context.matches.flatMap((match) => {
        const { module } = (match.route.handle ?? {}) as RouteHandle;
        return module ? [module] : [];
      }),
      CATALOGUE_MODULES[locale],
    ],
  };
};

/**
 * The site's name in each other language offered, where it differs from this page's (the Organization's
 * `alternateName`); none while one language is offered, so a Chinese-only site asks nothing more.
 */
async function otherSiteNames(source: PageDataSource, languages: readonly Locale[], locale: Locale): Promise<string[]> {
  const others = languages.filter((other) => other !== locale);
  const names = await Promise.all(
    others.map(async (other) => normalizePublicSettings(await source.settings(other)).siteName.trim()),
  );
  return [...new Set(names)].filter(Boolean);
}

/** The tab title a record's page sets once loaded (a product's name, an article's title), already in the HTML. */
function pageHandle(
  handle: RouteHandle,
  page: PublicPage | undefined,
  record: PageRecord,
  status: number,
  t: i18n['t'],
): RouteHandle {
  if (!page?.record) return handle;
  if (status === 404) return { title: page.missingTitle && t(page.missingTitle) };
  // The editor's SEO title, when set, stands for the name in the title and og:title.
  if (record.product) return { title: record.product.seo_title || record.product.name };
  if (record.news) return { title: record.news.seo_title || record.news.title };
  return handle;
}

const headWordsOf = new WeakMap<i18n, HeadWords>();

/** The head's words in the instance's language, looked up once (an object of the catalogue, not a string). */
function headWords(i18n: i18n): HeadWords {
  let words = headWordsOf.get(i18n);
  if (!words) {
    words = i18n.t('seo', { returnObjects: true });
    headWordsOf.set(i18n, words);
  }
  return words;
}
