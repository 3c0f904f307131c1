export interface NavItem {
  to: string;
  /** A key of the catalogues. */
  label: `nav.${'home' | 'about' | 'products' | 'news' | 'download' | 'contact'}`;
}

/** Header navigation, home, about, products, news, download, contact. The footer's links are settings (footerLinks). */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/products', label: 'nav.products' },
  { to: '/news', label: 'nav.news' },
  { to: '/download', label: 'nav.download' },
  { to: '/contact', label: 'nav.contact' },
];
