import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { localePath, splitLocalePath, type Locale } from '@site/contracts/locales';
import { useLocale } from './locale';
import { siteLanguagesQuery } from './site-languages';

export interface Alternate {
  locale: Locale;
  href: string;
}

/** The page shown, in each other language the site is offered in (the switch and the banner link them). */
export function useAlternates(): Alternate[] {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { data: languages = [] } = useQuery(siteLanguagesQuery);
  const { path } = splitLocalePath(pathname);
  return languages
    .filter((other) => other !== locale)
    .map((other) => ({ locale: other, href: localePath(other, path + search) }));
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
