export { CATALOGUE_MODULES, createI18n, i18nFor, loadCatalogue, type Messages } from './i18n';
export { LocaleProvider, useLocale, useLocalePath, useTranslation, wordsOf } from './locale';
export { formatDate, formatDateAndTime, formatNumber } from './format';
export { pageVersionsQuery, siteLanguagesQuery } from './site-languages';
export { preferredLocale, useAlternates, type Alternate } from './alternates';
export { readLocale } from './read-locale';
