import type { NewsView, ProductDetailView, PublicSettings } from '@site/contracts';
import { DEFAULT_LOCALE, hreflangLinks, localePath, splitLocalePath, type Locale } from '@site/contracts/locales';
import { scriptJson } from './page-data';
import { pageParams } from './public-pages';

/** A meta description from a product's text is cut here (characters, not bytes). */
export const DESCRIPTION_LENGTH = 120;

/** What the head of one page says about it (docs/seo.md). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute; null on pages that must not be indexed (404, 503). */
  canonical: string | null;
  type: 'website' | 'product' | 'article';
  /** Absolute, or null when neither the record nor the settings have a picture. */
  image: string | null;
  /** The site's address, without a trailing slash. */
  base: string;
  /** The page's language. */
  locale: Locale;
  /** The same page in every language it is published in, itself included (hreflang); empty when only one. */
  alternates: { hreflang: string; href: string }[];
}

export interface PageRecord {
  product?: ProductDetailView;
  news?: NewsView;
}

/** The site's public address without a trailing slash: the setting, else the request's origin. */
export function siteBase(settings: PublicSettings, origin: string): string {
  return (settings.siteUrl || origin).replace(/\/+$/, '');
}

/** `url` made absolute against the site (an upload path like `/uploads/…` or an http(s) address); null when empty. */
export function absoluteUrl(base: string, url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  return `${base}${value.startsWith('/') ? '' : '/'}${value}`;
}

/** The address search engines should index for `url`: the site's base, the path, and only the list parameters that matter. */
export function canonicalUrl(base: string, url: URL): string {
  // Only the parameters that name different content on a list page; any other (utm_…) is not part of its address.
  const kept = pageParams(splitLocalePath(url.pathname).path);
  const query = new URLSearchParams();
  for (const name of kept) {
    const value = url.searchParams.get(name);
    // Page 1 is the list itself.
    if (value && !(name === 'page' && value === '1')) query.set(name, value);
  }
  const search = query.toString();
  return `${base}${url.pathname}${search ? `?${search}` : ''}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The plain text of stored rich HTML (already sanitised on write: no scripts or styles), whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(?:p|div|h[1-6]|li|tr|td|th|blockquote|pre|figcaption|caption)\s*>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `length` characters (code points), with '…' when cut. */
export function cutText(text: string, length = DESCRIPTION_LENGTH): string {
  const chars = Array.from(text);
  return chars.length <= length ? text : `${chars.slice(0, length).join('').trimEnd()}…`;
}

/**
 * The page in each of `versions` (the languages it is published in) by its canonical address in each,
 * with `x-default` (hreflangLinks, as the sitemap names them): what search engines pair up, so each
 * language's visitors find their own.
 */
export function alternateLinks(base: string, url: URL, versions: readonly Locale[]): PageMeta['alternates'] {
  const { path } = splitLocalePath(url.pathname);
  return hreflangLinks(versions, (locale) => canonicalUrl(base, new URL(localePath(locale, path) + url.search, url)));
}

/** The page's description, type and picture: the record's own (its SEO description first), else the site's. */
export function pageMeta(
  title: string,
  settings: PublicSettings,
  url: URL,
  origin: string,
  record: PageRecord,
  indexable: boolean,
  versions: readonly Locale[] = [DEFAULT_LOCALE],
): PageMeta {
  const base = siteBase(settings, origin);
  const logo = absoluteUrl(base, settings.logoUrl);
  const canonical = indexable ? canonicalUrl(base, url) : null;
  const locale = splitLocalePath(url.pathname).locale;
  const alternates = canonical ? alternateLinks(base, url, versions) : [];
  const { product, news } = record;
  if (product) {
    const text = plainText(product.description);
    return {
      title,
      description: product.seo_description || (text ? cutText(text) : settings.siteDescription),
      canonical,
      base,
      locale,
      alternates,
      type: 'product',
      image: absoluteUrl(base, product.primary_image ?? product.cover_image ?? product.image) ?? logo,
    };
  }
  if (news) {
    return {
      title,
      description: news.seo_description || news.summary.trim() || settings.siteDescription,
      canonical,
      base,
      locale,
      alternates,
      type: 'article',
      image: absoluteUrl(base, news.cover_image) ?? logo,
    };
  }
  return {
    title,
    description: settings.siteDescription,
    canonical,
    base,
    locale,
    alternates,
    type: 'website',
    image: logo,
  };
}

/** Open Graph names a language with its territory. */
const OG_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh_CN', en: 'en_US' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The tags in `<head>`: description, canonical, Open Graph, Twitter card, WeChat's itemprop, Baidu's conventions. */
export function headTags(meta: PageMeta, settings: PublicSettings, words: HeadWords): string {
  const tags: string[] = [];
  const metaTag = (attribute: 'name' | 'property' | 'itemprop', key: string, content: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`);
  if (meta.description) metaTag('name', 'description', meta.description);
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}">`);
  else metaTag('name', 'robots', 'noindex');
  for (const { hreflang, href } of meta.alternates) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  }
  // The news feed of the page's language (/rss.xml, /en/rss.xml), titled in its words.
  const feedTitle = settings.siteName ? `${settings.siteName} - ${words.feed}` : words.feed;
  const feed = `${meta.base}${localePath(meta.locale, '/rss.xml')}`;
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedTitle)}" href="${escapeHtml(feed)}">`,
  );
  // Baidu: the page serves both devices; its mobile proxy must not transcode it.
  metaTag('name', 'applicable-device', 'pc,mobile');
  tags.push('<meta http-equiv="Cache-Control" content="no-transform">');
  metaTag('property', 'og:type', meta.type);
  metaTag('property', 'og:title', meta.title);
  if (meta.description) metaTag('property', 'og:description', meta.description);
  if (meta.canonical) metaTag('property', 'og:url', meta.canonical);
  if (meta.image) metaTag('property', 'og:image', meta.image);
  if (settings.siteName) metaTag('property', 'og:site_name', settings.siteName);
  metaTag('property', 'og:locale', OG_LOCALE[meta.locale]);
  for (const { hreflang } of meta.alternates) {
    if (hreflang !== meta.locale && hreflang !== 'x-default') {
      metaTag('property', 'og:locale:alternate', OG_LOCALE[hreflang as Locale]);
    }
  }
  metaTag('name', 'twitter:card', 'summary_large_image');
  metaTag('name', 'twitter:title', meta.title);
  if (meta.description) metaTag('name', 'twitter:description', meta.description);
  if (meta.image) metaTag('name', 'twitter:image', meta.image);
  // WeChat's in-app share card reads these.
  metaTag('itemprop', 'name', meta.title);
  if (meta.description) metaTag('itemprop', 'description', meta.description);
  if (meta.image) metaTag('itemprop', 'image', meta.image);
  return tags.join('');
}

/** The section an inner page belongs to, for its breadcrumb (the route's own name for the others). */
/** The words of the head in the page's language (the catalogues' `seo` keys). */
export interface HeadWords {
  home: string;
  products: string;
  news: string;
  /** The RSS feed's title. */
  feed: string;
}

/** A price schema.org can read ("¥1,280.00" → "1280.00"); null when negotiable or not a number. */
export function offerPrice(price: string): string | null {
  const digits = price.replace(/[¥￥,\s]|元|RMB|CNY/gi, '');
  return /^\d+(\.\d+)?$/.test(digits) ? digits : null;
}

function availability(status: string, stock: number): string {
  if (status === '已停产') return 'https://schema.org/Discontinued';
  if (status !== '已发布') return 'https://schema.org/PreOrder';
  return stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/**
 * The page's JSON-LD, one `<script type="application/ld+json">` (a data block: no CSP nonce needed):
 * Organization and WebSite everywhere, BreadcrumbList on inner pages, Product or NewsArticle on
 * a record's page. The Organization is named in the page's language, with `otherNames` (the site's
 * name in the other languages offered) as its `alternateName`. Escaped so no content can close the script.
 */
export function structuredData(
  meta: PageMeta,
  pageName: string | undefined,
  settings: PublicSettings,
  url: URL,
  record: PageRecord,
  words: HeadWords,
  otherNames: readonly string[] = [],
): string {
  const { base } = meta;
  const home = `${base}${localePath(meta.locale, '/')}`;
  const organization: Record<string, unknown> = {
    '@type': 'Organization',
    '@id': `${base}/#organization`,
    name: settings.siteName,
    url: `${base}/`,
  };
  const alternateNames = otherNames.filter((name) => name && name !== settings.siteName.trim());
  if (alternateNames.length) {
    organization.alternateName = alternateNames.length === 1 ? alternateNames[0] : alternateNames;
  }
  const logo = absoluteUrl(base, settings.logoUrl);
  if (logo) organization.logo = logo;
  if (settings.contactPhone || settings.contactEmail) {
    organization.contactPoint = {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      ...(settings.contactPhone ? { telephone: settings.contactPhone } : {}),
      ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
    };
  }
  const graph: Record<string, unknown>[] = [
    organization,
    {
      '@type': 'WebSite',
      '@id': `${base}/#website`,
      name: settings.siteName,
      url: home,
      inLanguage: meta.locale,
      publisher: { '@id': `${base}/#organization` },
    },
  ];
  const [, section, id] = splitLocalePath(url.pathname).path.split('/');
  if (section && meta.canonical) {
    const crumbs: { name: string; item: string }[] = [{ name: words.home, item: home }];
    if (id !== undefined && (section === 'products' || section === 'news')) {
      crumbs.push({ name: words[section], item: `${base}${localePath(meta.locale, `/${section}`)}` });
      crumbs.push({ name: record.product?.name ?? record.news?.title ?? pageName ?? '', item: meta.canonical });
    } else {
      crumbs.push({ name: pageName ?? meta.title, item: meta.canonical });
    }
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    });
  }
  const { product, news } = record;
  if (product && meta.canonical) {
    const images = product.images.map((image) => absoluteUrl(base, image.image_url)).filter(Boolean);
    const entry: Record<string, unknown> = {
      '@type': 'Product',
      name: product.name,
      description: meta.description,
      url: meta.canonical,
      image: images.length ? images : meta.image ? [meta.image] : undefined,
      brand: settings.siteName ? { '@type': 'Brand', name: settings.siteName } : undefined,
      sku: product.model || String(product.id),
      category: product.category_name || undefined,
    };
    const price = offerPrice(product.price);
    if (price) {
      entry.offers = {
        '@type': 'Offer',
        url: meta.canonical,
        price,
        priceCurrency: 'CNY',
        availability: availability(product.status, product.stock),
        seller: { '@id': `${base}/#organization` },
      };
    }
    graph.push(entry);
  }
  if (news && meta.canonical) {
    graph.push({
      '@type': 'NewsArticle',
      headline: news.title,
      description: meta.description,
      url: meta.canonical,
      mainEntityOfPage: meta.canonical,
      image: meta.image ? [meta.image] : undefined,
      datePublished: news.date,
      dateModified: news.updated_at,
      author: { '@type': 'Person', name: news.author || settings.siteName },
      publisher: { '@id': `${base}/#organization` },
    });
  }
  return `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`;
}
