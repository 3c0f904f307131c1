import { isLocale, type Locale, LOCALE_NAME, LOCALES } from '@site/contracts';

/** The language filter: one of the site's languages, or `all` (the calls are then asked without `locale`). */
export type LocaleFilter = Locale | 'all';

/** Every language first (the default), then each language under its own name. */
export const LOCALE_FILTER_OPTIONS: readonly { value: LocaleFilter; label: string }[] = [
  { value: 'all', label: '全部语言' },
  ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAME[locale] })),
];

/** `?locale=` of the screen's address: one of the site's languages, else every language. */
export function parseLocaleFilter(value: string | null | undefined): LocaleFilter {
  return isLocale(value) ? value : 'all';
}
