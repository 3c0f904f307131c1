import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { localePath, splitLocalePath, type Locale } from '@site/contracts/locales';
import { useLocale } from './locale';
import { pageVersionsQuery, siteLanguagesQuery } from './site-languages';

export interface Alternate {
  locale: Locale;
  href: string;
}

/**
 * The page shown, in each other language the site is offered in (the switch and the banner link them);
 * that language's home where the page has no version in it (a product not translated yet).
 */
export function useAlternates(): Alternate[] {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { path } = splitLocalePath(pathname);
  const { data: languages = [] } = useQuery(siteLanguagesQuery);
  const { data: versions } = useQuery(pageVersionsQuery(path));
  return languages
    .filter((other) => other !== locale)
    .map((other) => ({
      locale: other,
      href: !versions || versions.includes(other) ? localePath(other, path + search) : localePath(other, '/'),
    }));
}

/**
 * Which of `offered` the visitor's browser prefers over the page's language, if any: the first of
 * `navigator.languages` that names a language of the site (`en-GB` names `en`, `zh-TW` names `zh-CN`).
 */
export function preferredLocale(browserLanguages: readonly string[], offered: readonly Locale[]): Locale | null {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    const match = offered.find((locale) => locale.toLowerCase().split('-')[0] === base);
    if (match) return match;
  }
  return null;
}
