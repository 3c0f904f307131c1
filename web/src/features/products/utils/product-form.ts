import {
  normalizePrice,
  PRODUCT_STATUSES,
  productInputSchema,
  type ProductStatus,
  type ProductView,
} from '@site/contracts';
import type { ProductPayload } from '../api/products';

// Admin only: this file may use the contracts' runtime helpers (zod comes with the admin chunk anyway).

/** The fields with inputs of their own kind; every other field of the contract is a text box. */
type OwnKindKey = 'category' | 'status' | 'price' | 'stock';
const OWN_KIND: readonly string[] = ['category', 'status', 'price', 'stock'] satisfies OwnKindKey[];
type TextKey = Exclude<keyof ProductPayload, OwnKindKey>;

export type ProductFormValues = Record<TextKey, string> & {
  category: number | null;
  status: ProductStatus | undefined;
  price: string;
  stock: number | null;
};

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
};

export function productToFormValues(product: ProductView): ProductFormValues {
  return {
    ...textValues((key) => product[key] ?? ''),
    category: product.category,
    status: product.status,
    // 价格面议 is stored as ''; the form says it in words so the required field is filled.
    price: product.price === '' ? '价格面议' : product.price,
    stock: product.stock,
  };
}

/**
 * Text goes through its field's contract schema (which trims it); text the schema refuses goes as
 * typed, for the server to answer. Category as an integer; '价格面议' (or 面议) goes as ''.
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
  };
}

export const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({ value, label: value }));

export const STATUS_COLORS: Record<ProductStatus, string> = {
  开发中: 'blue',
  测试中: 'orange',
  已发布: 'green',
  已停产: 'default',
};
