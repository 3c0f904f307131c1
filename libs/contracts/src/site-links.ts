/**
 * Where a link the staff set may lead: a page of the public site (with a query or a fragment), or
 * an http(s) address elsewhere. Page buttons and cards (pages.ts) and the footer's link groups
 * (settings.ts) share it; it lives on its own because settings.ts cannot import pages.ts (pages →
 * media → identity → settings would be a cycle).
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
