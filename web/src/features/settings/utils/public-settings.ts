import type { PublicSettings } from '@site/contracts';
import { HIDDEN_PRODUCT_PROMISES, normalizeProductPromises } from '@site/contracts/product-promises';

/** What the shell uses when settings are missing: it renders, just without names and contacts. */
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

/** Keeps only well-typed known fields, so an older or partial server answer cannot break rendering. */
export function normalizePublicSettings(raw: unknown): PublicSettings {
  const settings: PublicSettings = { ...EMPTY_SETTINGS };
  if (typeof raw !== 'object' || raw === null) return settings;
  const source = raw as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') settings[field] = value.trim();
  }
  settings.maintenanceMode = source.maintenanceMode === true;
  settings.productPromises = normalizeProductPromises(source.productPromises);
  return settings;
}
