import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '@site/contracts/locales';
import type zhCN from '../../locales/zh-CN.json';

/** One language's catalogue of the public site's words (web/src/locales/*.json, docs/languages.md). */
export type Messages = typeof zhCN;

/**
 * Each catalogue is its own chunk, loaded before the page hydrates: a page carries its own language's
 * words only. The server links the chunk of the page's language (`CATALOGUE_MODULES`) as a modulepreload.
 */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import('../../locales/zh-CN.json'),
  en: () => import('../../locales/en.json'),
};

/** Each catalogue's source module, as the build's manifest names it. */
export const CATALOGUE_MODULES: Record<Locale, string> = {
  'zh-CN': 'src/locales/zh-CN.json',
  en: 'src/locales/en.json',
};

export async function loadCatalogue(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

/**
 * An i18next instance for one language, ready at once (the catalogue is given, nothing loads). React
 * escapes what it renders, so i18next does not escape interpolated values a second time.
 */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  return instance;
}

const ready = new Map<Locale, Promise<i18n>>();

/** The instance of a language, made once per process (the server renders every page of a language with it). */
export function i18nFor(locale: Locale = DEFAULT_LOCALE): Promise<i18n> {
  let instance = ready.get(locale);
  if (!instance) {
    instance = loadCatalogue(locale).then((messages) => createI18n(locale, messages));
    ready.set(locale, instance);
  }
  return instance;
}
