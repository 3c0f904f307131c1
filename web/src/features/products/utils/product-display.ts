import type { TFunction } from 'i18next';
// Not the contracts' index: that brings zod into the public pages.
import { CURRENCY, formatPrice, NEGOTIABLE_PRICE } from '@site/contracts/price';
// Public pages import this: keep it free of runtime imports from @site/contracts, which would bring zod along.

/** Stock 1 to 10 is low stock (LOW_STOCK_THRESHOLD in contracts; a test keeps the two equal). */
export const LOW_STOCK_LIMIT = 10;
export const PUBLISHED = '已发布';

export type BadgeTone = 'muted' | 'danger' | 'warning' | 'success';

export interface StockBadge {
  label: string;
  tone: BadgeTone;
}

/** Published is 已发布; the public side may also read the status as 'published'. */
export function isPublished(status: string): boolean {
  return status === PUBLISHED || status.trim().toLowerCase() === 'published';
}

/** Card badge: status text (grey) unless published; then out of stock, low stock or in stock. */
export function stockBadge(status: string, stock: number | null | undefined, t: TFunction): StockBadge {
  if (!isPublished(status)) return { label: status || t('products.unknownStatus'), tone: 'muted' };
  const count = stock ?? 0;
  if (count <= 0) return { label: t('products.outOfStock'), tone: 'danger' };
  if (count <= LOW_STOCK_LIMIT) return { label: t('products.lowStock'), tone: 'warning' };
  return { label: t('products.inStock'), tone: 'success' };
}

// The price rule is shared with the gateway's product strips.
export { formatPrice, NEGOTIABLE_PRICE };

/** The price as a public page shows it: 价格面议 in the page's language. */
export function priceLabel(price: string | null | undefined, t: TFunction): string {
  const shown = formatPrice(price);
  return shown === NEGOTIABLE_PRICE ? t('products.negotiable') : shown;
}

/**
 * The struck-through "original" price: the price times the 商品页 multiplier (1.2 by default, at most
 * two decimals); null when negotiable.
 */
export function listPrice(price: string | null | undefined, multiplier: number): string | null {
  const shown = formatPrice(price);
  if (shown === NEGOTIABLE_PRICE) return null;
  const symbol = CURRENCY.exec(shown)?.[0] ?? '¥';
  const amount = Number(shown.slice(symbol.length).replace(/[\s,]/g, ''));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  // In cents and hundredths, so 1999 × 1.2 is 2398.8, not 2398.7999….
  const raised = Math.round(amount * Math.round(multiplier * 100)) / 100;
  return `${symbol}${Number.isInteger(raised) ? raised : raised.toFixed(2)}`;
}

/** Quantity is an integer from 1 to stock; anything else becomes 1. */
export function clampQuantity(value: string | number, stock: number): number {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return 1;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= stock ? quantity : 1;
}

/** Only published products with stock can be bought. */
export type PurchaseState = 'buy' | 'out-of-stock' | 'unavailable';

export function purchaseState(status: string, stock: number | null | undefined): PurchaseState {
  if (!isPublished(status)) return 'unavailable';
  return (stock ?? 0) > 0 ? 'buy' : 'out-of-stock';
}

/** The card prefers the primary image, then the cover, then the first image. */
export function cardImage(product: {
  primary_image?: string | null;
  cover_image?: string | null;
  image?: string | null;
}): string | null {
  return product.primary_image || product.cover_image || product.image || null;
}

/** `/products/12` → 12; anything else is not a product id. */
export function productIdParam(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}
