import { isTranslatedLocale, type Locale, type TranslatedLocale } from '@site/contracts/locales';

/**
 * The language a public read names: none for the default, so the Chinese pages' query keys, addresses
 * and server reads stay as they were before languages.
 */
export const readLocale = (locale: Locale): TranslatedLocale | undefined =>
  isTranslatedLocale(locale) ? locale : undefined;
