import type { ProductImageView } from '@site/contracts';

/** An image in the manager: saved (with an id) or temporary (uploaded, waiting for its product to be created). */
export interface ManagedImage {
  key: string;
  id: number | null;
  image_url: string;
  is_primary: boolean;
  alt_text: string;
  /** The temporary flag of unsaved images. */
  temporary: boolean;
}

export const savedKey = (id: number) => `image-${id}`;

export function fromServer(images: readonly ProductImageView[]): ManagedImage[] {
  return [...images]
    .sort((a, b) => a.image_order - b.image_order || a.id - b.id)
    .map((image) => ({
      key: savedKey(image.id),
      id: image.id,
      image_url: image.image_url,
      is_primary: image.is_primary,
      alt_text: image.alt_text,
      temporary: false,
    }));
}

/** Keep exactly one primary; when none is left, the first image takes it. */
function ensurePrimary(list: ManagedImage[]): ManagedImage[] {
  if (list.length === 0 || list.some((image) => image.is_primary)) return list;
  return list.map((image, i) => ({ ...image, is_primary: i === 0 }));
}

/** New temporary images go last, with the alt text given (a library picture's); the first one ever becomes primary. */
export function addTemporary(
  list: readonly ManagedImage[],
  urls: readonly string[],
  nextKey: () => string,
  alt_text = '',
): ManagedImage[] {
  const added = urls.map((image_url) => ({
    key: nextKey(),
    id: null,
    image_url,
    is_primary: false,
    alt_text,
    temporary: true,
  }));
  return ensurePrimary([...list, ...added]);
}

export function removeImages(list: readonly ManagedImage[], keys: ReadonlySet<string>): ManagedImage[] {
  return ensurePrimary(list.filter((image) => !keys.has(image.key)));
}

export function setPrimary(list: readonly ManagedImage[], key: string): ManagedImage[] {
  return list.map((image) => ({ ...image, is_primary: image.key === key }));
}

export function moveImage(list: readonly ManagedImage[], fromKey: string, toKey: string): ManagedImage[] {
  const from = list.findIndex((image) => image.key === fromKey);
  const to = list.findIndex((image) => image.key === toKey);
  if (from < 0 || to < 0 || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** PUT …/images/reorder: the saved images, numbered in the order shown. */
export function reorderPayload(list: readonly ManagedImage[]): { id: number; image_order: number }[] {
  return list.flatMap((image) => (image.id === null ? [] : [image.id])).map((id, image_order) => ({ id, image_order }));
}

/** What to POST for each temporary image once its product exists, in gallery order. */
export function attachPayloads(list: readonly ManagedImage[]) {
  return list.map((image, image_order) => ({
    image_url: image.image_url,
    image_order,
    is_primary: image.is_primary,
    alt_text: image.alt_text,
  }));
}
