/**
 * Links staff set, and the footer's link groups. No zod here: the public pages import this module
 * as `@site/contracts/site-links` and must not bring the schemas along (test/integration/bundle-budget).
 * It is a module of its own also because settings.ts cannot import pages.ts (pages → media →
 * identity → settings would be a cycle).
 */

/**
 * Where a link the staff set may lead: a page of the public site (with a query or a fragment), or
 * an http(s) address elsewhere. Page buttons and cards (pages.ts) and the footer's groups share it.
 */
const SITE_ROUTES = [
  /^\/$/,
  /^\/(about|technology|products|news|download|contact)$/,
  /^\/(products|news)\/[1-9]\d{0,9}$/,
];
export function isSiteLink(href: string): boolean {
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(href)) return URL.canParse(href);
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.replace(/[?#].*$/, '');
  return SITE_ROUTES.some((route) => route.test(path));
}

/** A site link that stays on the site (the public app routes it); the others open elsewhere. */
export function isInternalLink(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export const SITE_LINK_MESSAGE = '链接必须是本站页面（如 /products、/news/12）或以 http(s):// 开头的网址';

/** One of the footer's link groups (the general setting `footerLinks`; its rules are in settings.ts). */
export interface FooterLinkGroup {
  title: string;
  links: Array<{ label: string; href: string }>;
}

/** How many groups and links the footer takes, and how long their words may be. */
export const FOOTER_LINK_LIMITS = { groups: 4, links: 8, title: 20, label: 20, href: 500 } as const;

/** The footer's one column of links before it was editable: the site looks the same until they are changed. */
export const DEFAULT_FOOTER_LINKS: FooterLinkGroup[] = [
  {
    title: '快速链接',
    links: [
      { label: '关于我们', href: '/about' },
      { label: '核心技术', href: '/technology' },
      { label: '产品中心', href: '/products' },
      { label: '帮助中心', href: '/news' },
      { label: 'APP下载', href: '/download' },
      { label: '联系我们', href: '/contact' },
    ],
  },
];
