import { randomUUID } from 'node:crypto';
import { CatalogRpc, type ProductImageView, type SessionUser } from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { CatalogModule } from '../catalog.module';

// A product's gallery rules (one primary, order, reordering in one transaction), against the
// catalog's own database. Uploads and the stored files are the gateway's: catalog.int-spec.ts.
const MISSING = 999999;
const EDITOR: SessionUser = { id: 2, username: 'editor', name: '产品编辑', role: 'editor' };
const IMAGE_KEYS = ['alt_text', 'id', 'image_order', 'image_url', 'is_primary', 'product_id'];

/** A URL of the form the gateway's uploads have (the catalog checks the form, the gateway the file). */
const uploadUrl = () => `/uploads/images/2026/01/${randomUUID()}.png`;

describe('catalog product images (medium)', () => {
  let catalog: MediumService;
  let category: number;
  let seq = 0;

  const newProduct = async () =>
    (
      await catalog.call(CatalogRpc.productCreate, {
        actor: EDITOR,
        input: { name: `产品${++seq}`, category, status: '已发布', price: '¥1999', stock: 20, description: '' },
        publish: true,
      })
    ).id;
  const addImage = (productId: number, input: Record<string, unknown> = {}) =>
    catalog.call(CatalogRpc.imageCreate, { productId, input: { image_url: uploadUrl(), ...input } });
  const gallery = (productId: number) => catalog.call(CatalogRpc.imageList, { productId });
  const setPrimary = (productId: number, imageId: number) =>
    catalog.call(CatalogRpc.imageSetPrimary, { productId, imageId });
  const remove = (productId: number, imageId: number) => catalog.call(CatalogRpc.imageDelete, { productId, imageId });
  const reorder = (productId: number, images: unknown) =>
    catalog.call(CatalogRpc.imageReorder, { productId, input: { images } as never });
  const primaries = (list: ProductImageView[]) => list.filter((i) => i.is_primary).map((i) => i.id);

  beforeAll(async () => {
    catalog = await newMediumService('catalog', [CatalogModule]);
    category = (await catalog.call(CatalogRpc.categoryCreate, { input: { name: '图片分类', type: 'product' } })).id;
  });
  afterAll(() => catalog?.close());

  it('makes the first image primary, appends the others in order, and shows it on the product', async () => {
    const product = await newProduct();
    const first = await addImage(product, { is_primary: false, alt_text: '正面' });
    expect(Object.keys(first).sort()).toEqual(IMAGE_KEYS);
    expect(first).toMatchObject({ product_id: product, image_order: 0, is_primary: true, alt_text: '正面' });
    const second = await addImage(product);
    expect(second).toMatchObject({ image_order: 1, is_primary: false, alt_text: '' });
    await expect(addImage(product, { image_url: second.image_url })).rejects.toMatchObject({ status: 409 });

    const detail = await catalog.call(CatalogRpc.productGet, { id: product });
    expect(detail.images.map((i) => i.id)).toEqual([first.id, second.id]);
    expect(detail.product_images).toEqual(detail.images);
    expect(detail).toMatchObject({
      image: first.image_url,
      cover_image: first.image_url,
      primary_image: first.image_url,
    });
    const listed = (await catalog.call(CatalogRpc.productList, {})).items.find((p) => p.id === product)!;
    expect(listed.primary_image).toBe(first.image_url);
  });

  it('keeps exactly one primary: is_primary on add and set-primary move it', async () => {
    const product = await newProduct();
    const a = await addImage(product);
    const b = await addImage(product, { is_primary: true });
    expect(primaries(await gallery(product))).toEqual([b.id]);

    const set = await setPrimary(product, a.id);
    for (const image of set) expect(Object.keys(image).sort()).toEqual(IMAGE_KEYS);
    expect(primaries(set)).toEqual([a.id]);
    const rows = await catalog.query<{ n: string }>(
      'SELECT count(*) AS n FROM product_images WHERE product_id = $1 AND is_primary',
      [product],
    );
    expect(rows[0].n).toBe('1');

    const other = await newProduct();
    await expect(setPrimary(other, a.id)).rejects.toMatchObject({ status: 404, message: '图片不存在' });
    await expect(setPrimary(MISSING, a.id)).rejects.toMatchObject({ status: 404, message: '产品不存在' });
    // The database itself refuses a second primary.
    await expect(
      catalog.query('UPDATE product_images SET is_primary = true WHERE product_id = $1', [product]),
    ).rejects.toThrow(/product_images_one_primary/);
  });

  it('keeps exactly one primary under parallel requests', async () => {
    const product = await newProduct();
    const added = await Promise.all(Array.from({ length: 6 }, () => addImage(product)));
    expect(primaries(await gallery(product))).toHaveLength(1);
    await Promise.all(added.map((image) => setPrimary(product, image.id)));
    expect(primaries(await gallery(product))).toHaveLength(1);
  });

  it('after deleting the primary, makes the first remaining image by order primary', async () => {
    const product = await newProduct();
    const a = await addImage(product, { image_order: 5 });
    const b = await addImage(product, { image_order: 9 });
    const c = await addImage(product, { image_order: 2 });
    expect(primaries(await gallery(product))).toEqual([a.id]);
    expect((await gallery(product)).map((i) => i.id)).toEqual([c.id, a.id, b.id]);

    await remove(product, a.id);
    const left = await gallery(product);
    expect(left.map((i) => i.id)).toEqual([c.id, b.id]);
    expect(primaries(left)).toEqual([c.id]);
    await expect(remove(product, a.id)).rejects.toMatchObject({ status: 404 });

    // Deleting a non-primary image leaves the primary where it is.
    await remove(product, b.id);
    expect(primaries(await gallery(product))).toEqual([c.id]);
    await remove(product, c.id);
    expect(await gallery(product)).toEqual([]);
    expect((await catalog.call(CatalogRpc.productGet, { id: product })).primary_image).toBeNull();
  });

  it('reorders in one transaction: a foreign id refuses the whole request and changes nothing', async () => {
    const product = await newProduct();
    const [a, b, c] = [await addImage(product), await addImage(product), await addImage(product)];
    const reordered = await reorder(product, [
      { id: a.id, image_order: 2 },
      { id: b.id, image_order: 0 },
      { id: c.id, image_order: 1 },
    ]);
    expect(reordered.map((i) => i.id)).toEqual([b.id, c.id, a.id]);
    expect(primaries(reordered)).toEqual([a.id]);

    const foreignImage = await addImage(await newProduct());
    const snapshot = () => catalog.query('SELECT id, image_order, is_primary FROM product_images ORDER BY id');
    const before = await snapshot();
    await expect(
      reorder(product, [
        { id: a.id, image_order: 0 },
        { id: foreignImage.id, image_order: 1 },
        { id: MISSING, image_order: 2 },
      ]),
    ).rejects.toMatchObject({ status: 400, message: `以下图片不属于该产品：${foreignImage.id}、${MISSING}` });
    expect(await snapshot()).toEqual(before);

    for (const images of [[], [{ id: a.id }], [{ id: a.id, image_order: -1 }], 'x']) {
      await expect(reorder(product, images)).rejects.toMatchObject({ status: 400 });
    }
    expect(await snapshot()).toEqual(before);
  });
});
