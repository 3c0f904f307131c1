// Public pages import this (web/src/features/products): keep it free of zod and of other runtime imports.
import type { TranslatedLocale } from './locales';

/**
 * The promises a product page shows beside the price: rating, review count, good-review rate,
 * shipping, delivery area, a struck-through list price, returns and dispatch. Staff set them in
 * the 商品页 settings tab (each with a `show` switch) and may override any of them per product;
 * a hidden line is not rendered at all. See docs/pages.md, "Product page promises".
 */
export const PRODUCT_PROMISE_LINES = [
  'rating',
  'reviewCount',
  'goodRate',
  'shipping',
  'deliveryArea',
  'listPrice',
  'returns',
  'dispatch',
] as const;
export type ProductPromiseLine = (typeof PRODUCT_PROMISE_LINES)[number];
/** Every line but the list price, which is a multiplier of the price rather than a text. */
export type PromiseTextLine = Exclude<ProductPromiseLine, 'listPrice'>;
export const PROMISE_TEXT_LINES = PRODUCT_PROMISE_LINES.filter((line): line is PromiseTextLine => line !== 'listPrice');

export const PRODUCT_PROMISE_LABELS: Record<ProductPromiseLine, string> = {
  rating: '评分',
  reviewCount: '评价数',
  goodRate: '好评率',
  shipping: '运费',
  deliveryArea: '配送地区',
  listPrice: '划线原价',
  returns: '退货承诺',
  dispatch: '发货承诺',
};

export interface PromiseText {
  text: string;
  show: boolean;
}
export interface PromiseListPrice {
  /** The struck-through price is the price times this (e.g. 1.2). */
  multiplier: number;
  show: boolean;
}
/** Every line, resolved: what a product page renders. */
export type ProductPromises = Record<PromiseTextLine, PromiseText> & { listPrice: PromiseListPrice };
/** A product's own lines: any line, any part of it; what is left out comes from the settings. */
export type ProductPromiseOverrides = { [L in ProductPromiseLine]?: Partial<ProductPromises[L]> };

/** The highest list-price multiplier the settings and a product accept. */
export const MAX_LIST_PRICE_MULTIPLIER = 10;
export const MAX_PROMISE_TEXT = 50;

/** The settings tab's defaults: the spec's fixed placeholder lines, so a fresh site looks as before. */
export const DEFAULT_PRODUCT_PROMISES: ProductPromises = {
  rating: { text: '4.8', show: true },
  reviewCount: { text: '1.2万+', show: true },
  goodRate: { text: '98%', show: true },
  shipping: { text: '免运费', show: true },
  deliveryArea: { text: '深圳市南山区', show: true },
  listPrice: { multiplier: 1.2, show: true },
  returns: { text: '7天无理由退货', show: true },
  dispatch: { text: '48小时内发货', show: true },
};

/**
 * The default lines in each other language. A page in that language shows one while no text of its
 * own is written and the Chinese line is still the default: it says the same. A Chinese line staff
 * changed is not said by the default (docs/languages.md).
 */
export const DEFAULT_PROMISE_TEXTS: Record<TranslatedLocale, Record<PromiseTextLine, string>> = {
  en: {
    rating: '4.8',
    reviewCount: '12k+',
    goodRate: '98%',
    shipping: 'Free shipping',
    deliveryArea: 'Nanshan, Shenzhen',
    returns: '7-day no-reason returns',
    dispatch: 'Ships within 48 hours',
  },
};

/** Nothing shown: what a page uses while the settings are unknown, so no unkept promise slips out. */
export const HIDDEN_PRODUCT_PROMISES: ProductPromises = Object.fromEntries(
  PRODUCT_PROMISE_LINES.map((line) => [line, { ...DEFAULT_PRODUCT_PROMISES[line], show: false }]),
) as ProductPromises;

/** The one merge of the settings' lines with a product's overrides (server-rendered and in the browser). */
export function mergeProductPromises(
  base: ProductPromises,
  overrides: ProductPromiseOverrides | null | undefined,
): ProductPromises {
  const merged = { ...base };
  for (const line of PRODUCT_PROMISE_LINES) {
    const own = overrides?.[line];
    if (!own) continue;
    const parts = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
    (merged as Record<ProductPromiseLine, unknown>)[line] = { ...base[line], ...parts };
  }
  return merged;
}

/**
 * Keeps only well-typed lines of an answer (an older server's, or a partial one); a line that is
 * missing or malformed is hidden rather than shown with made-up content.
 */
export function normalizeProductPromises(raw: unknown): ProductPromises {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const lines = { ...HIDDEN_PRODUCT_PROMISES };
  for (const line of PROMISE_TEXT_LINES) {
    const value = source[line] as Partial<PromiseText> | undefined;
    if (value && typeof value.text === 'string' && typeof value.show === 'boolean') {
      lines[line] = { text: value.text, show: value.show };
    }
  }
  const price = source.listPrice as Partial<PromiseListPrice> | undefined;
  if (
    price &&
    typeof price.multiplier === 'number' &&
    Number.isFinite(price.multiplier) &&
    typeof price.show === 'boolean'
  ) {
    lines.listPrice = { multiplier: price.multiplier, show: price.show };
  }
  return lines;
}
