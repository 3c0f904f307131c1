import { DEFAULT_LOCALE, type Locale } from '@site/contracts/locales';

/**
 * The languages the site is offered in (PageDataSource.languages). The server loads it into every
 * page's state; the browser never asks again (a shell page without it offers the default language only).
 */
export const siteLanguagesQuery = {
  queryKey: ['site-languages'] as const,
  queryFn: (): Promise<Locale[]> => Promise.resolve([DEFAULT_LOCALE]),
  staleTime: Infinity,
};

/**
 * The languages the page at `path` (without its language prefix) exists in, where the server knows
 * them (a product or article live in some languages only); null for every offered language.
 */
export const pageVersionsQuery = (path: string) => ({
  queryKey: ['page-versions', path] as const,
  queryFn: (): Promise<Locale[] | null> => Promise.resolve(null),
  staleTime: Infinity,
});
