export interface NavItem {
  to: string;
  label: string;
}

/** Header navigation, home, about, products, news, download, contact. The footer's links are settings (footerLinks). */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: '首页' },
  { to: '/about', label: '关于我们' },
  { to: '/products', label: '产品中心' },
  { to: '/news', label: '帮助中心' },
  { to: '/download', label: 'APP下载' },
  { to: '/contact', label: '联系我们' },
];
