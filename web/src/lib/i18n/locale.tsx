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

/** A catalogue's placeholder, the only interpolation the catalogues use (catalogues.spec.ts holds them to it). */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Values that fill placeholders and nothing else: no i18next option (count, context, returnObjects, …). */
function plainValues(options: unknown): options is Record<string, string | number> {
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) {
    return false;
  }
  for (const [name, value] of Object.entries(options)) {
    if (I18NEXT_OPTIONS.has(name) || (typeof value !== 'string' && typeof value !== 'number')) return false;
  }
  return true;
}
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'replace',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keySeparator',
  'nsSeparator',
  'interpolation',
  'ordinal',
  'skipInterpolation',
]);

/**
 * `t` of one instance, bound once, for a page that asks the same keys on every render: a key's message
 * is resolved by i18next once (namespaces, separators, fallbacks) and kept, and `{{name}}` placeholders
 * are filled from plain values in place, as i18next fills them with escaping off (React escapes). Any
 * other call (plurals, objects, defaults) is i18next's own. The messages are dropped when the instance
 * changes language or gains words (tests do both on the global instance).
 */
export function boundT(instance: i18n): i18n['t'] {
  const messages = new Map<string, string>();
  const forget = () => messages.clear();
  instance.on('languageChanged', forget);
  instance.store?.on('added', forget);
  // i18next's overloads check keys against the catalogue; callers of this `t` are checked against them.
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => string;
  const message = (key: string) => {
    let text = messages.get(key);
    if (text === undefined) {
      text = translate(key, { skipInterpolation: true });
      messages.set(key, text);
    }
    return text;
  };
  const t = (...args: unknown[]) => {
    const [key, options] = args;
    if (typeof key !== 'string' || args.length > 2) return translate(...args);
    if (args.length === 1) return message(key);
    if (!plainValues(options)) return translate(...args);
    return message(key).replace(PLACEHOLDER, (placeholder, name: string) =>
      name in options ? String(options[name]) : placeholder,
    );
  };
  return t as unknown as i18n['t'];
}

/** The words of an instance (`boundT`), made once per instance: the server renders every page of a language with one. */
export function wordsOf(instance: i18n): { t: i18n['t'] } {
  let words = bound.get(instance);
  if (!words) {
    words = { t: boundT(instance) };
    bound.set(instance, words);
  }
  return words;
}

/**
 * The page's words (`wordsOf` its i18next instance). A page runs in one language, so nothing here
 * subscribes to a change of language: in server rendering every component pays one context read,
 * not react-i18next's state, effect and fixed `t` per instance.
 */
export const useTranslation = (): { t: i18n['t'] } => wordsOf(useContext(I18nContext));

/** The language of the page shown. A plain context: links read it many times per page. */
export const useLocale = (): Locale => useContext(LocaleContext);

/** A site path in the page's language (`/news/3` → `/en/news/3` on an English page); other addresses as they are. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => (path.startsWith('/') && !path.startsWith('//') ? localePath(locale, path) : path);
}
