/** Pure rules of a product's gallery: there is a primary image as soon as there is an image. */
export interface GalleryImage {
  id: number;
  imageOrder: number;
  isPrimary: boolean;
}

/** Gallery order: image_order, then the order they were added in. */
export const byGalleryOrder = (a: GalleryImage, b: GalleryImage) => a.imageOrder - b.imageOrder || a.id - b.id;

/** The image to make primary once `removedId` is gone: none when another primary remains or nothing is left. */
export function primaryAfterRemoval(images: GalleryImage[], removedId: number): number | null {
  const remaining = images.filter((i) => i.id !== removedId);
  if (remaining.some((i) => i.isPrimary)) return null;
  return [...remaining].sort(byGalleryOrder)[0]?.id ?? null;
}

/** A new image is primary when asked, or when the product has no primary yet (the first image). */
export function newImageIsPrimary(existing: GalleryImage[], requested: boolean | undefined): boolean {
  return requested === true || !existing.some((i) => i.isPrimary);
}

/** Where a new image goes when no order is given: after the last one. */
export function nextOrder(existing: GalleryImage[]): number {
  return existing.length ? Math.max(...existing.map((i) => i.imageOrder)) + 1 : 0;
}

/** Ids in the request that are not images of this product. */
export function foreignIds(requested: number[], owned: GalleryImage[]): number[] {
  const own = new Set(owned.map((i) => i.id));
  return requested.filter((id) => !own.has(id));
}
