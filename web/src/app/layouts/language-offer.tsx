import { useState, useSyncExternalStore } from 'react';
import { LOCALE_OFFER } from '@site/contracts/locales';
import { preferredLocale, useLocale, type Alternate } from '../../lib/i18n';
import styles from './language-offer.module.css';

/** Set once the visitor has answered the offer (followed it or closed it): it is made once. */
export const OFFER_ANSWERED_KEY = 'language-offer-answered';

function answered(): boolean {
  try {
    return localStorage.getItem(OFFER_ANSWERED_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * The browser's languages, as one array until they change: some browsers answer a new array for every
 * read of `navigator.languages`, which `useSyncExternalStore` would take for a change on every render.
 */
let languages: readonly string[] = [];
const browserLanguages = (): readonly string[] => {
  const now = navigator.languages ?? [navigator.language];
  if (now.join() !== languages.join()) languages = [...now];
  return languages;
};
const subscribeLanguages = (changed: () => void) => {
  window.addEventListener('languagechange', changed);
  return () => window.removeEventListener('languagechange', changed);
};
/** None on the server and while hydrating, so both render nothing. */
const NO_LANGUAGES: readonly string[] = [];
const noLanguages = () => NO_LANGUAGES;

function answer(): void {
  try {
    localStorage.setItem(OFFER_ANSWERED_KEY, '1');
  } catch {
    // Storage refused (private mode): the offer comes back on the next page, nothing worse.
  }
}

/**
 * Offers the page in the language the browser prefers, when the site has it and the page is in
 * another: a banner in that language, never a redirect (search engines and shared links keep each
 * language's address). Decided in the browser after hydration, so every visitor gets the same cached
 * page.
 */
export function LanguageOffer({ alternates }: { alternates: Alternate[] }) {
  const locale = useLocale();
  const browser = useSyncExternalStore(subscribeLanguages, browserLanguages, noLanguages);
  const [closed, setClosed] = useState(() => typeof window === 'undefined' || answered());
  const preferred = preferredLocale(browser, [locale, ...alternates.map((alternate) => alternate.locale)]);
  const offer = closed ? undefined : alternates.find((alternate) => alternate.locale === preferred);

  if (!offer) return null;
  const words = LOCALE_OFFER[offer.locale];
  return (
    <aside className={styles.offer} lang={offer.locale} aria-label={words.link}>
      <p className={styles.text}>
        {words.text}{' '}
        <a href={offer.href} hrefLang={offer.locale} onClick={answer}>
          {words.link}
        </a>
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label={words.dismiss}
        onClick={() => {
          answer();
          setClosed(true);
        }}
      >
        ×
      </button>
    </aside>
  );
}
