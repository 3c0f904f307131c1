import i18next, { type i18n } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, localePath, type Locale } from '@site/contracts/locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
/** The default is i18next's global instance: a component rendered alone in a test reads it (web/src/testing/i18n-setup.ts). */
const I18nContext = createContext<i18n>(i18next);

/** The page's language: its words (i18next) and the prefix of its links. */
export function LocaleProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nContext.Provider value={i18n}>
      <LocaleContext.Provider value={i18n.language as Locale}>{children}</LocaleContext.Provider>
    </I18nContext.Provider>
  );
}

const bound = new WeakMap<i18n, { t: i18n['t'] }>();

/**
 * The page's words: `t` of its i18next instance, bound once per instance. A page runs in one language,
 * so nothing here subscribes to a change of language: in server rendering every component pays one
 * context read, not react-i18next's state, effect and fixed `t` per instance.
 */
export function useTranslation(): { t: i18n['t'] } {
  const instance = useContext(I18nContext);
  let words = bound.get(instance);
  if (!words) {
    words = { t: instance.t.bind<i18n['t']>(instance) };
    bound.set(instance, words);
  }
  return words;
}

/** The language of the page shown. A plain context: links read it many times per page. */
export const useLocale = (): Locale => useContext(LocaleContext);

/** A site path in the page's language (`/news/3` → `/en/news/3` on an English page); other addresses as they are. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => (path.startsWith('/') && !path.startsWith('//') ? localePath(locale, path) : path);
}
