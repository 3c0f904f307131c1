/**
 * The site's languages, declared once (docs/languages.md). No zod here: the public pages import this
 * module as `@site/contracts/locales` (test/integration/bundle-budget). Chinese is at the root of the
 * site, every other language under its own prefix, so each language has its own address for search
 * engines (their crawlers send no Accept-Language).
 */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the spec's `/api` answers and of the site's root. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Each language's path prefix; the default language has none. */
export const LOCALE_PREFIX: Record<Locale, string> = { 'zh-CN': '', en: '/en' };

/** How the language switch names each language, in that language. */
export const LOCALE_NAME: Record<Locale, string> = { 'zh-CN': '中文', en: 'English' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const UNKNOWN_LOCALE_MESSAGE = `locale 只能是 ${LOCALES.join('、')} 之一`;

/** A path's language and the path without its prefix (`/en/news/3` → `en`, `/news/3`). */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (path === prefix) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      const rest = path.slice(prefix.length);
      return { locale, path: rest.startsWith('?') ? `/${rest}` : rest };
    }
  }
  return { locale: DEFAULT_LOCALE, path };
}

/** A site path in a language (`en`, `/news/3` → `/en/news/3`; `en`, `/` → `/en`). */
export function localePath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  if (path === '/') return prefix;
  return path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** One `<link rel="alternate" hreflang>`: a language code or `x-default`, and an absolute address. */
export interface HreflangLink {
  hreflang: string;
  href: string;
}

/**
 * A page's hreflang alternates: its address in each of `versions` (the languages it is in), and
 * `x-default` for the default language's. Nothing for a page in one language. The page head and the
 * sitemap both name them so, and search engines want the two to agree.
 */
export function hreflangLinks(versions: readonly Locale[], hrefIn: (locale: Locale) => string): HreflangLink[] {
  if (versions.length < 2) return [];
  const links: HreflangLink[] = versions.map((locale) => ({ hreflang: locale, href: hrefIn(locale) }));
  if (versions.includes(DEFAULT_LOCALE)) links.push({ hreflang: 'x-default', href: hrefIn(DEFAULT_LOCALE) });
  return links;
}

/**
 * The banner that offers a page in another language speaks that language: the page's own catalogue
 * does not hold it, so each language's offer is declared here.
 */
export const LOCALE_OFFER: Record<Locale, { text: string; link: string; dismiss: string }> = {
  'zh-CN': { text: '本网站也有中文版。', link: '浏览中文版', dismiss: '关闭' },
  en: { text: 'This website is also available in English.', link: 'View in English', dismiss: 'Dismiss' },
};

/** The languages a record is translated into: every language but the default (the record's own columns). */
export type TranslatedLocale = Exclude<Locale, 'zh-CN'>;
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE);

/** How the back office, in Chinese, names each language (messages, column titles). */
export const LOCALE_LABEL: Record<Locale, string> = { 'zh-CN': '中文', en: '英文' };

/** A slug in a translated language: lower-case Latin letters, digits and single hyphens (`smart-home`). */
export const LATIN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A Latin slug made from a name (`Smart Home 2` → `smart-home-2`); '' when the name has no Latin letter or digit. */
export function latinSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/** A map with one entry per translated language (a view's `translations`, a count per language). */
export function byTranslatedLocale<T>(value: (locale: TranslatedLocale) => T): Record<TranslatedLocale, T> {
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, value(locale)])) as Record<TranslatedLocale, T>;
}

export const isTranslatedLocale = (locale: Locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE;
