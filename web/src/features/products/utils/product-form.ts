import { normalizePrice, PRODUCT_STATUSES, type ProductStatus, type ProductView } from '@site/contracts';
import type { ProductPayload } from '../api/products';

// Admin only: this file may use the contracts' runtime helpers (zod comes with the admin chunk anyway).

export interface ProductFormValues {
  name: string;
  model: string;
  category: number | null;
  status: ProductStatus | undefined;
  price: string;
  stock: number | null;
  description: string;
  seo_title: string;
  seo_description: string;
}

export const NEW_PRODUCT_VALUES: ProductFormValues = {
  name: '',
  model: '',
  category: null,
  status: undefined,
  price: '',
  stock: null,
  description: '',
  seo_title: '',
  seo_description: '',
};

export function productToFormValues(product: ProductView): ProductFormValues {
  return {
    name: product.name,
    model: product.model,
    category: product.category,
    status: product.status,
    // 价格面议 is stored as ''; the form says it in words so the required field is filled.
    price: product.price === '' ? '价格面议' : product.price,
    stock: product.stock,
    description: product.description ?? '',
    seo_title: product.seo_title ?? '',
    seo_description: product.seo_description ?? '',
  };
}

/** Category as an integer; '价格面议' (or 面议) goes as ''. */
export function toProductPayload(values: ProductFormValues): ProductPayload {
  const price = values.price.trim();
  return {
    name: values.name.trim(),
    model: (values.model ?? '').trim(),
    category: Number(values.category),
    status: values.status ?? '开发中',
    price: normalizePrice(price) ?? price,
    stock: Number(values.stock ?? 0),
    description: values.description ?? '',
    seo_title: (values.seo_title ?? '').trim(),
    seo_description: (values.seo_description ?? '').trim(),
  };
}

export const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({ value, label: value }));

export const STATUS_COLORS: Record<ProductStatus, string> = {
  开发中: 'blue',
  测试中: 'orange',
  已发布: 'green',
  已停产: 'default',
};
