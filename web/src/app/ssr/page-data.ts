import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { PageDataSource } from '@site/contracts';
import { matchPath, type Params } from 'react-router-dom';
import { splitLocalePath, type Locale } from '@site/contracts/locales';
import { siteLanguagesQuery } from '../../lib/i18n';
import { publicSettingsQuery } from '../../features/settings/api/get-public-settings';
import { normalizePublicSettings } from '../../features/settings/utils/public-settings';
import { ApiError } from '../../lib/api-client';
import type { PageState } from './page-state';
import { PUBLIC_PAGES, pageParams, type PublicPage, read } from './public-pages';

// The type the gateway's source is checked against lives in the contracts, which both sides import.
export type { PageDataSource } from '@site/contracts';

/**
 * Pages the server renders; everything else (the back office, the categories manager) is the React
 * app alone. Case-insensitive, like the router's matching: the public pages' build sends these paths
 * to the React app by loading them again, so both must agree.
 */
export function isServerRenderedPath(pathname: string): boolean {
  return !/^\/(admin|categories)(\/|$)/i.test(pathname);
}

/**
 * `url` (a path with its query) with only the parameters its page reads, in a fixed order and
 * spelled one way: the address the gateway renders and caches a page under.
 */
export function pageAddress(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pathname = url.slice(0, q);
  const { path } = splitLocalePath(pathname);
  const given = new URLSearchParams(url.slice(q + 1));
  const kept = new URLSearchParams();
  // `/news/` is the news page too (the router ignores a trailing slash).
  for (const name of pageParams(path.replace(/(.)\/+$/, '$1'))) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The public page at `pathname`, in any language (public-pages.ts), and its parameters; null for the 404 page. */
export function publicPageOf(pathname: string): { page: PublicPage; params: Params } | null {
  const { path } = splitLocalePath(pathname);
  for (const page of PUBLIC_PAGES) {
    const match = matchPath(page.path, path);
    if (match) return { page, params: match.params };
  }
  return null;
}

/** The languages the site is offered in, loaded into the page's state (the switch and banner read them). */
export async function loadLanguages(client: QueryClient, source: PageDataSource): Promise<Locale[]> {
  const languages = await source.languages();
  client.setQueryData(siteLanguagesQuery.queryKey, languages);
  return languages;
}

/**
 * Loads into `client` every query the page at `url` reads on its first render, with the same keys
 * as the components, so they render from it on the server and again in the browser without a fetch.
 * Returns false when the path is not a page of the site (the 404 page).
 */
export async function loadPageQueries(client: QueryClient, url: URL, source: PageDataSource): Promise<boolean> {
  const { locale } = splitLocalePath(url.pathname);
  const jobs: Promise<unknown>[] = [
    client.prefetchQuery({
      queryKey: publicSettingsQuery(locale).queryKey,
      queryFn: read(async () => normalizePublicSettings(await source.settings(locale))),
    }),
  ];
  const found = publicPageOf(url.pathname);
  const reads = found?.page.data?.({ client, source, params: found.params, search: url.searchParams, locale }) ?? [];
  if (reads) jobs.push(...reads);
  await Promise.all(jobs);
  return found !== null && reads !== false;
}

export interface SettledQueries {
  state: PageState;
  /** Some query failed for another reason than 404 (a service down): the page shows its loading state. */
  failed: boolean;
  /** Some record the page shows does not exist. */
  missing: boolean;
}

/**
 * Splits the loaded queries: successes are embedded, 404s are embedded as "missing" (the page shows
 * its not-found state on both sides), other failures are dropped, so the server renders the loading
 * state the browser starts from and the browser fetches them itself.
 */
export function settleQueries(client: QueryClient): SettledQueries {
  const missing: PageState['missing'] = [];
  let failed = false;
  for (const query of client.getQueryCache().getAll()) {
    const { error } = query.state;
    if (query.state.status !== 'error') continue;
    if (error instanceof ApiError && error.status === 404) {
      missing.push({ queryKey: query.queryKey, message: error.message });
    } else {
      failed = true;
      client.getQueryCache().remove(query);
    }
  }
  return { state: { queries: dehydrate(client), missing }, failed, missing: missing.length > 0 };
}

export function serializePageState(state: PageState): string {
  return scriptJson(state);
}

/**
 * JSON for inside a data `<script>` (`application/json`, `application/ld+json`): `<` escaped so no text
 * (`</script>`) can close the element. Nothing else needs escaping: such a block is never run as script,
 * so U+2028 and U+2029 stay as they are. One `replaceAll`: a page's state holds every description's HTML,
 * hundreds of `<` a callback would visit.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
