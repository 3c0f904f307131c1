import { productInputSchema, productViewSchema } from '@site/contracts';
import { toProductColumns, toProductView, type ProductRow } from './product-view';

/** Publishing columns of a published product without pending changes. */
const PUBLISHED = {
  state: 'published',
  version: 1,
  draft: null,
  publishAt: null,
  unpublishAt: null,
  lastPublishedAt: new Date(0),
  publishedRevisionId: null,
  savedAt: new Date(0),
  updatedBy: null,
} as const;

const row: ProductRow = {
  ...PUBLISHED,
  id: 5,
  name: '工业网关',
  categoryId: 2,
  categoryName: '网关',
  model: 'ZH-1000',
  status: '已发布',
  price: '¥1999',
  stock: 3,
  description: '<p>说明</p>',
  seoTitle: '网关 SEO',
  seoDescription: '',
  promises: { listPrice: { show: false } },
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-02-01T00:00:00Z'),
  firstImage: '/uploads/images/2026/01/a.webp',
  primaryImage: null,
};

describe('product view', () => {
  it("answers every view field from the row in the contract's order, plain columns under their snake_case names", () => {
    const view = toProductView(row);
    expect(view).toEqual({
      id: 5,
      name: '工业网关',
      category: 2,
      category_name: '网关',
      model: 'ZH-1000',
      status: '已发布',
      price: '¥1999',
      stock: 3,
      description: '<p>说明</p>',
      seo_title: '网关 SEO',
      seo_description: '',
      promises: { listPrice: { show: false } },
      date: '2026-02-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      image: '/uploads/images/2026/01/a.webp',
      cover_image: null,
      primary_image: '/uploads/images/2026/01/a.webp',
    });
    expect(Object.keys(view)).toEqual(Object.keys(productViewSchema.shape));
    expect(productViewSchema.safeParse(view).success).toBe(true);
  });

  it('takes the plain columns from the input, leaving price and description to the service', () => {
    const input = productInputSchema.parse({
      name: ' 工业网关 ',
      category: '2',
      model: ' ZH-1000 ',
      status: 'published',
      price: '¥1999',
      stock: 3,
      description: '<p>说明</p>',
      seo_title: ' 网关 SEO ',
    });
    expect(toProductColumns(input)).toEqual({
      name: '工业网关',
      categoryId: 2,
      model: 'ZH-1000',
      status: '已发布',
      stock: 3,
      seoTitle: '网关 SEO',
      seoDescription: undefined,
      promises: undefined,
    });
  });

  it('takes the promises as given: overrides, or null to clear them all', () => {
    const base = { name: '网关', category: 2, status: '已发布', stock: 1 };
    const own = productInputSchema.parse({
      ...base,
      promises: { rating: { show: false }, returns: { text: ' 15天退货 ' } },
    });
    expect(toProductColumns(own).promises).toEqual({ rating: { show: false }, returns: { text: '15天退货' } });
    expect(toProductColumns(productInputSchema.parse({ ...base, promises: null })).promises).toBeNull();
  });
});
