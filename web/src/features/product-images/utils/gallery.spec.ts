import type { ProductImageView } from '@site/contracts';
import {
  addTemporary,
  attachPayloads,
  fromServer,
  moveImage,
  removeImages,
  reorderPayload,
  setPrimary,
} from './gallery';

const view = (id: number, image_order: number, is_primary = false): ProductImageView => ({
  id,
  product_id: 1,
  image_url: `/uploads/images/demo/p${id}.webp`,
  image_order,
  is_primary,
  alt_text: '',
});

const keys = (list: { key: string }[]) => list.map((image) => image.key);
const counter = () => {
  let n = 0;
  return () => `tmp-${++n}`;
};

describe('gallery rules', () => {
  it('orders saved images by image_order', () => {
    const list = fromServer([view(3, 2), view(1, 0, true), view(2, 1)]);
    expect(keys(list)).toEqual(['image-1', 'image-2', 'image-3']);
    expect(list[0]).toMatchObject({ id: 1, is_primary: true, temporary: false });
  });

  it('makes the first temporary image primary, and only that one', () => {
    const next = counter();
    const list = addTemporary([], ['/a', '/b'], next);
    expect(list.map((i) => [i.key, i.is_primary, i.temporary])).toEqual([
      ['tmp-1', true, true],
      ['tmp-2', false, true],
    ]);
    const more = addTemporary(list, ['/c'], next);
    expect(more.filter((i) => i.is_primary).map((i) => i.key)).toEqual(['tmp-1']);
  });

  it('passes the primary to the first remaining image when it is removed', () => {
    const list = fromServer([view(1, 0, true), view(2, 1), view(3, 2)]);
    const left = removeImages(list, new Set(['image-1']));
    expect(left.map((i) => [i.id, i.is_primary])).toEqual([
      [2, true],
      [3, false],
    ]);
    expect(removeImages(list, new Set(['image-1', 'image-2', 'image-3']))).toEqual([]);
    expect(removeImages(list, new Set(['image-3'])).map((i) => i.is_primary)).toEqual([true, false]);
  });

  it('sets one primary', () => {
    const list = setPrimary(fromServer([view(1, 0, true), view(2, 1)]), 'image-2');
    expect(list.map((i) => i.is_primary)).toEqual([false, true]);
  });

  it('moves an image and numbers the saved ones for the reorder call', () => {
    const list = fromServer([view(1, 0, true), view(2, 1), view(3, 2)]);
    const moved = moveImage(list, 'image-3', 'image-1');
    expect(keys(moved)).toEqual(['image-3', 'image-1', 'image-2']);
    expect(reorderPayload(moved)).toEqual([
      { id: 3, image_order: 0 },
      { id: 1, image_order: 1 },
      { id: 2, image_order: 2 },
    ]);
    expect(keys(moveImage(list, 'image-1', 'missing'))).toEqual(keys(list));
  });

  it('attaches temporary images in the order shown, keeping the chosen primary', () => {
    const list = setPrimary(addTemporary([], ['/a', '/b'], counter()), 'tmp-2');
    expect(attachPayloads(moveImage(list, 'tmp-2', 'tmp-1'))).toEqual([
      { image_url: '/b', image_order: 0, is_primary: true, alt_text: '' },
      { image_url: '/a', image_order: 1, is_primary: false, alt_text: '' },
    ]);
  });

  it('attaches a library picture with the alt text chosen for it', () => {
    const list = addTemporary(addTemporary([], ['/a'], counter()), ['/lib'], () => 'tmp-9', '网关侧面');
    expect(attachPayloads(list)).toEqual([
      { image_url: '/a', image_order: 0, is_primary: true, alt_text: '' },
      { image_url: '/lib', image_order: 1, is_primary: false, alt_text: '网关侧面' },
    ]);
  });
});
