import type { PublicSettings } from '@site/contracts';
// Not the package's index: that brings zod into the public pages.
import { DEFAULT_FOOTER_LINKS, type FooterLinkGroup, isSiteLink } from '@site/contracts/site-links';
import { HIDDEN_PRODUCT_PROMISES, normalizeProductPromises } from '@site/contracts/product-promises';

/**
 * What the shell uses when settings are missing: it renders, just without names and contacts; the
 * footer keeps its default links, as it did when they were fixed.
 */
export const EMPTY_SETTINGS: PublicSettings = {
  siteName: '',
  siteDescription: '',
  contactEmail: '',
  contactPhone: '',
  address: '',
  logoUrl: '',
  faviconUrl: '',
  recordNumber: '',
  siteUrl: '',
  footerLinks: DEFAULT_FOOTER_LINKS,
  timeZone: 'Asia/Shanghai',
  maintenanceMode: false,
  maintenanceMessage: '',
  // Unknown settings promise nothing: no product page shows a line staff may have hidden.
  productPromises: HIDDEN_PRODUCT_PROMISES,
};

const TEXT_FIELDS = [
  'siteName',
  'siteDescription',
  'contactEmail',
  'contactPhone',
  'address',
  'logoUrl',
  'faviconUrl',
  'recordNumber',
  'siteUrl',
  'maintenanceMessage',
] as const;

/** A non-empty string, trimmed; else null. */
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The footer's groups as far as they are well formed: a link needs words and an address the site
 * accepts, a group a title and a link. An answer from before the groups existed has none: the defaults.
 */
function normalizeFooterLinks(raw: unknown): FooterLinkGroup[] {
  if (!Array.isArray(raw)) return EMPTY_SETTINGS.footerLinks;
  const groups: FooterLinkGroup[] = [];
  for (const group of raw.map(fieldsOf)) {
    const title = textOf(group.title);
    const links: FooterLinkGroup['links'] = [];
    for (const link of Array.isArray(group.links) ? group.links.map(fieldsOf) : []) {
      const label = textOf(link.label);
      const href = textOf(link.href);
      if (label && href && isSiteLink(href)) links.push({ label, href });
    }
    if (title && links.length) groups.push({ title, links });
  }
  return groups;
}

/** Keeps only well-typed known fields, so an older or partial server answer cannot break rendering. */
export function normalizePublicSettings(raw: unknown): PublicSettings {
  const settings: PublicSettings = { ...EMPTY_SETTINGS };
  if (typeof raw !== 'object' || raw === null) return settings;
  const source = raw as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') settings[field] = value.trim();
  }
  settings.footerLinks = normalizeFooterLinks(source.footerLinks);
  settings.maintenanceMode = source.maintenanceMode === true;
  if (typeof source.timeZone === 'string' && source.timeZone.trim()) settings.timeZone = source.timeZone.trim();
  settings.productPromises = normalizeProductPromises(source.productPromises);
  return settings;
}
