import {
  normalizePrice,
  PRODUCT_PROMISE_LINES,
  PRODUCT_STATUSES,
  productInputSchema,
  type ProductPromiseLine,
  type ProductPromiseOverrides,
  type ProductStatus,
  type ProductView,
  type PromiseListPrice,
  type PromiseText,
} from '@site/contracts';
import type { ProductPayload } from '../api/products';

// Admin only: this file may use the contracts' runtime helpers (zod comes with the admin chunk anyway).

/** The fields with inputs of their own kind; every other field of the contract is a text box. */
type OwnKindKey = 'category' | 'status' | 'price' | 'stock' | 'promises';
const OWN_KIND: readonly string[] = ['category', 'status', 'price', 'stock', 'promises'] satisfies OwnKindKey[];
type TextKey = Exclude<keyof ProductPayload, OwnKindKey>;

/** 商品页承诺, per line: follow the 商品页 settings, the product's own (shown) line, or hidden. */
export type PromiseMode = 'default' | 'custom' | 'hidden';
export interface PromiseFormLine {
  mode: PromiseMode;
  /** The custom text; empty: the settings' text. */
  text: string;
  /** The list price's custom multiplier; null: the settings'. */
  multiplier: number | null;
}
export type PromiseFormValues = Record<ProductPromiseLine, PromiseFormLine>;

export type ProductFormValues = Record<TextKey, string> & {
  category: number | null;
  status: ProductStatus | undefined;
  price: string;
  stock: number | null;
  promises: PromiseFormValues;
};

/** A product's overrides as the form's choices: a hidden line is 隐藏; any other override is 自定义. */
export function promisesToForm(overrides: ProductPromiseOverrides | null | undefined): PromiseFormValues {
  const lines = PRODUCT_PROMISE_LINES.map((line): [ProductPromiseLine, PromiseFormLine] => {
    const own: Partial<PromiseText & PromiseListPrice> | undefined = overrides?.[line];
    const mode: PromiseMode = !own ? 'default' : own.show === false ? 'hidden' : 'custom';
    return [line, { mode, text: own?.text ?? '', multiplier: own?.multiplier ?? null }];
  });
  return Object.fromEntries(lines) as PromiseFormValues;
}

/**
 * The form's choices as overrides: 自定义 shows the line on this product even where the settings
 * hide it, with its own text (or multiplier) when one is typed; null when every line follows the settings.
 */
export function formToPromises(values: PromiseFormValues | undefined): ProductPromiseOverrides | null {
  const overrides: Record<string, Record<string, unknown>> = {};
  for (const line of PRODUCT_PROMISE_LINES) {
    const value = values?.[line];
    if (!value || value.mode === 'default') continue;
    if (value.mode === 'hidden') {
      overrides[line] = { show: false };
      continue;
    }
    const own: Record<string, unknown> = { show: true };
    if (line === 'listPrice') {
      if (typeof value.multiplier === 'number') own.multiplier = value.multiplier;
    } else if (value.text.trim()) own.text = value.text.trim();
    overrides[line] = own;
  }
  return Object.keys(overrides).length ? overrides : null;
}

const shape = productInputSchema.out.shape;
const TEXT_KEYS = Object.keys(shape).filter((key) => !OWN_KIND.includes(key)) as TextKey[];

const textValues = (value: (key: TextKey) => string) =>
  Object.fromEntries(TEXT_KEYS.map((key) => [key, value(key)])) as Record<TextKey, string>;

export const NEW_PRODUCT_VALUES: ProductFormValues = {
  ...textValues(() => ''),
  category: null,
  status: undefined,
  price: '',
  stock: null,
  promises: promisesToForm(null),
};

export function productToFormValues(product: ProductView): ProductFormValues {
  return {
    ...textValues((key) => product[key] ?? ''),
    category: product.category,
    status: product.status,
    // 价格面议 is stored as ''; the form says it in words so the required field is filled.
    price: product.price === '' ? '价格面议' : product.price,
    stock: product.stock,
    promises: promisesToForm(product.promises),
  };
}

/**
 * Text goes through its field's contract schema (which trims it); text the schema refuses goes as
 * typed, for the server to answer. Category as an integer; '价格面议' (or 面议) goes as ''. The
 * promises always go: null clears a product's overrides.
 */
export function toProductPayload(values: ProductFormValues): ProductPayload {
  const price = values.price.trim();
  return {
    ...textValues((key) => {
      const value = values[key] ?? '';
      const parsed = shape[key].safeParse(value);
      return parsed.success ? (parsed.data ?? '') : value;
    }),
    category: Number(values.category),
    status: values.status ?? '开发中',
    price: normalizePrice(price) ?? price,
    stock: Number(values.stock ?? 0),
    promises: formToPromises(values.promises),
  };
}

export const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({ value, label: value }));

export const STATUS_COLORS: Record<ProductStatus, string> = {
  开发中: 'blue',
  测试中: 'orange',
  已发布: 'green',
  已停产: 'default',
};
