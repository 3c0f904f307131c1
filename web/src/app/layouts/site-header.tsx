import { useState, type KeyboardEvent } from 'react';
import { useTranslation, type Alternate } from '../../lib/i18n';
import { useLocation } from 'react-router-dom';
import type { PublicSettings } from '@site/contracts';
import { LOCALE_NAME, splitLocalePath } from '@site/contracts/locales';
import { Container } from '../../components/ui/container';
import { IconButton } from '../../components/ui/icon-button';
import { RouteLink } from '../../components/ui/route-link';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { MAIN_NAV } from './nav-items';
import styles from './site-header.module.css';

const NAV_LIST_ID = 'main-nav-list';

/** `alternates`: the page in the site's other languages (useAlternates), linked by the language switch. */
export function SiteHeader({ settings, alternates }: { settings: PublicSettings; alternates: Alternate[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) closeMenu();
  };

  return (
    <header className={styles.header} onKeyDown={onKeyDown}>
      <Container className={styles.bar}>
        <RouteLink to="/" className={styles.brand} aria-label={settings.siteName ? undefined : t('site.home')}>
          {settings.logoUrl && <img className={styles.logo} src={settings.logoUrl} alt="" height={32} />}
          {settings.siteName && <span className={styles.siteName}>{settings.siteName}</span>}
        </RouteLink>

        <nav aria-label={t('site.mainNav')} className={styles.nav}>
          <ul id={NAV_LIST_ID} className={menuOpen ? `${styles.list} ${styles.listOpen}` : styles.list}>
            {MAIN_NAV.map((item) => {
              const active = isSection(splitLocalePath(pathname).path, item.to);
              return (
                <li key={item.to}>
                  <RouteLink
                    to={item.to}
                    className={active ? `${styles.link} ${styles.active}` : styles.link}
                    aria-current={active ? 'page' : undefined}
                    onClick={closeMenu}
                  >
                    {t(item.label)}
                  </RouteLink>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.actions}>
          {/* A page load: the app runs in one language. Named in its own language, for those who read it. */}
          {alternates.map(({ locale, href }) => (
            <a key={locale} className={styles.language} href={href} hrefLang={locale} lang={locale}>
              {LOCALE_NAME[locale]}
            </a>
          ))}
          <ThemeToggle />
          <IconButton
            className={styles.menuToggle}
            label={menuOpen ? t('site.closeMenu') : t('site.openMenu')}
            expanded={menuOpen}
            controls={NAV_LIST_ID}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </div>
      </Container>
    </header>
  );
}

/** The nav item of the page's section, as NavLink matches: the home item only on `/` itself. */
function isSection(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
