import { queryOptions } from '@tanstack/react-query';
import type { ProductImageInput, ProductImageView } from '@site/contracts';
import { api } from '../../../lib/api-client';

export const productImagesQuery = (productId: number) =>
  queryOptions({
    queryKey: ['admin', 'product-images', productId],
    queryFn: ({ signal }) => api.get<ProductImageView[]>(`/api/products/${productId}/images`, { signal }),
  });

export const addProductImage = (productId: number, input: Partial<ProductImageInput> & { image_url: string }) =>
  api.post<ProductImageView>(`/api/products/${productId}/images`, input);

export const deleteProductImage = (productId: number, imageId: number) =>
  api.delete<void>(`/api/products/${productId}/images/${imageId}`);

/** Answers the whole gallery in its new state. */
export const setPrimaryImage = (productId: number, imageId: number) =>
  api.put<ProductImageView[]>(`/api/products/${productId}/images/${imageId}/set-primary`);

export const reorderImages = (productId: number, images: { id: number; image_order: number }[]) =>
  api.put<ProductImageView[]>(`/api/products/${productId}/images/reorder`, { images });

/** Temporary images of a product just created, one after another so their order holds. */
export async function attachImages(
  productId: number,
  payloads: readonly { image_url: string; image_order: number; is_primary: boolean; alt_text: string }[],
): Promise<void> {
  for (const payload of payloads) await addProductImage(productId, payload);
}
