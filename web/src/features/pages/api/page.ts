// The public pages import this: type imports only from @site/contracts.
import { queryOptions } from '@tanstack/react-query';
import type { PageKey, PublicPageView } from '@site/contracts';
import { DEFAULT_LOCALE, isTranslatedLocale, type Locale } from '@site/contracts/locales';
import { api } from '../../../lib/api-client';

/**
 * A site page, whole: its visible sections and its strips' entries. In another language its version
 * there; the key and the address name the language only then, so Chinese ones are as before.
 */
export const pageQuery = (key: PageKey, locale: Locale = DEFAULT_LOCALE) => {
  const translated = isTranslatedLocale(locale) ? locale : undefined;
  return queryOptions({
    queryKey: translated ? ['pages', key, translated] : ['pages', key],
    queryFn: ({ signal }) =>
      api.get<PublicPageView>(translated ? `/api/pages/${key}?locale=${translated}` : `/api/pages/${key}`, {
        signal,
      }),
  });
};
