import { foreignIds, newImageIsPrimary, nextOrder, primaryAfterRemoval } from './image-rules';

const img = (id: number, imageOrder: number, isPrimary = false) => ({ id, imageOrder, isPrimary });

describe('gallery rules', () => {
  it('makes the first image primary, and a later one only when asked', () => {
    expect(newImageIsPrimary([], undefined)).toBe(true);
    expect(newImageIsPrimary([], false)).toBe(true);
    expect(newImageIsPrimary([img(1, 0, true)], undefined)).toBe(false);
    expect(newImageIsPrimary([img(1, 0, true)], true)).toBe(true);
    // Data without a primary (it cannot be, but it heals itself).
    expect(newImageIsPrimary([img(1, 0)], false)).toBe(true);
  });

  it('after deleting the primary, makes the first remaining image by order primary', () => {
    const gallery = [img(1, 2, true), img(2, 1), img(3, 0), img(4, 0)];
    expect(primaryAfterRemoval(gallery, 1)).toBe(3);
    expect(primaryAfterRemoval(gallery, 3)).toBeNull();
    expect(primaryAfterRemoval([img(1, 0, true)], 1)).toBeNull();
  });

  it('appends new images after the last', () => {
    expect(nextOrder([])).toBe(0);
    expect(nextOrder([img(1, 0), img(2, 7)])).toBe(8);
  });

  it('finds ids that belong to another product', () => {
    expect(foreignIds([1, 5, 9], [img(1, 0), img(9, 1)])).toEqual([5]);
  });
});
