import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { DEFAULT_LOCALE, localePath, type Locale } from '@site/contracts/locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's language: its words (i18next) and the prefix of its links. */
export function LocaleProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleContext.Provider value={i18n.language as Locale}>{children}</LocaleContext.Provider>
    </I18nextProvider>
  );
}

/** The language of the page shown. A plain context: links read it many times per page. */
export const useLocale = (): Locale => useContext(LocaleContext);

/** A site path in the page's language (`/news/3` → `/en/news/3` on an English page); other addresses as they are. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => (path.startsWith('/') && !path.startsWith('//') ? localePath(locale, path) : path);
}
