import { useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { PublicSettings } from '@site/contracts';
import { Container } from '../../components/ui/container';
import { IconButton } from '../../components/ui/icon-button';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { MAIN_NAV } from './nav-items';
import styles from './site-header.module.css';

const NAV_LIST_ID = 'main-nav-list';

export function SiteHeader({ settings }: { settings: PublicSettings }) {
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
        <Link to="/" className={styles.brand} aria-label={settings.siteName ? undefined : '首页'}>
          {settings.logoUrl && <img className={styles.logo} src={settings.logoUrl} alt="" height={32} />}
          {settings.siteName && <span className={styles.siteName}>{settings.siteName}</span>}
        </Link>

        <nav aria-label="主导航" className={styles.nav}>
          <ul id={NAV_LIST_ID} className={menuOpen ? `${styles.list} ${styles.listOpen}` : styles.list}>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  onClick={closeMenu}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <ThemeToggle />
          <IconButton
            className={styles.menuToggle}
            label={menuOpen ? '关闭菜单' : '打开菜单'}
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
