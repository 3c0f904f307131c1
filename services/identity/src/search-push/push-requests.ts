import { DEFAULT_LOCALE, type Locale, localePath, type SearchEngine, type SearchPushAction } from '@site/contracts';

/** A page whose change is pushed: its kind and language decide its public path; Chinese when no language is named. */
export type PushedPage = { kind: 'product' | 'news'; id: number; locale?: Locale };

/** The public path of a page (the routes of web/src/app and the sitemap): `/news/3`, `/en/news/3`. */
export const pagePath = (page: PushedPage): string =>
  localePath(page.locale ?? DEFAULT_LOCALE, `/${page.kind === 'product' ? 'products' : 'news'}/${page.id}`);

/** The engines switched on that take the page: Baidu only Chinese addresses (its 普通收录 is for them), IndexNow any. */
export function enginesFor(page: PushedPage, on: { baidu: boolean; indexnow: boolean }): SearchEngine[] {
  const engines: SearchEngine[] = [];
  if (on.baidu && (page.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE) engines.push('baidu');
  if (on.indexnow) engines.push('indexnow');
  return engines;
}

export interface PushRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Baidu 普通收录: POST `/urls?site=…&token=…` to add, `/del?…` to remove; the body is the
 * addresses, one per line, as text/plain.
 */
export function baiduRequest(
  base: string,
  push: { site: string; token: string },
  action: SearchPushAction,
  urls: readonly string[],
): PushRequest {
  const endpoint = new URL(`${base.replace(/\/+$/, '')}/${action === 'delete' ? 'del' : 'urls'}`);
  endpoint.searchParams.set('site', push.site);
  endpoint.searchParams.set('token', push.token);
  return { url: endpoint.toString(), headers: { 'content-type': 'text/plain' }, body: urls.join('\n') };
}

/**
 * IndexNow: POST JSON `{host, key, keyLocation, urlList}`; the engine checks the key at
 * keyLocation (served by the gateway at `/<key>.txt`). Additions, changes and deletions alike.
 */
export function indexNowRequest(
  endpoint: string,
  push: { siteUrl: string; key: string },
  urls: readonly string[],
): PushRequest {
  const body = {
    host: new URL(push.siteUrl).host,
    key: push.key,
    keyLocation: `${push.siteUrl}/${push.key}.txt`,
    urlList: [...urls],
  };
  return {
    url: endpoint,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}

export type PushOutcome = { kind: 'sent' | 'retry' | 'failed'; result: string };

/**
 * What an engine's answer means: 2xx delivered; 429 and 5xx are worth another try later; any other
 * 4xx (bad token, site not verified, key not found, URL not of the host) will not get better by
 * itself, so the push ends failed with the engine's words.
 */
export function outcomeOf(status: number, body: string): PushOutcome {
  const result = `HTTP ${status}${body.trim() ? ` ${body.trim().slice(0, 300)}` : ''}`;
  if (status >= 200 && status < 300) return { kind: 'sent', result };
  if (status === 429 || status >= 500) return { kind: 'retry', result };
  return { kind: 'failed', result };
}

/** Retry schedule: soon for a hiccup, then further apart, about a day and a half in all. */
export const PUSH_RETRY_DELAYS_MS = [
  10_000, // 10 s
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
  24 * 60 * 60_000,
] as const;
