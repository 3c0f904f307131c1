import { productListMessageSchema } from '@site/contracts';
import type { EventBus } from '@site/service-kit';
import type { NatsConnection } from 'nats';
import type { ProductRow } from './product-view';
import type { ProductUsage } from '../product-images/product-usage';
import type { ProductPublishingService } from './product-publishing.service';
import type { ProductsRepository } from './products.repository';
import type { ProductTranslationsRepository } from './product-translations.repository';
import { ProductsService } from './products.service';

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

const row = (id: number, descriptionBytes: number): ProductRow => ({
  ...PUBLISHED,
  id,
  name: `产品${id}`,
  model: '',
  categoryId: 1,
  categoryName: '分类',
  status: '已发布',
  price: '¥1',
  stock: 1,
  description: 'x'.repeat(descriptionBytes),
  seoTitle: '',
  seoDescription: '',
  promises: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  firstImage: null,
  primaryImage: null,
});

/** A repository over rows sorted newest first, honouring afterId/offset/limit like the SQL does. */
function serviceOver(rows: ProductRow[], maxPayload: number) {
  const list = jest.fn((_f: unknown, page: { afterId?: number; offset: number; limit: number }) => {
    const from = page.afterId ? rows.filter((r) => r.id < page.afterId!) : rows.slice(page.offset);
    return Promise.resolve(from.slice(0, page.limit));
  });
  const repository = { list, count: jest.fn(() => Promise.resolve(rows.length)) } as unknown as ProductsRepository;
  const nc = { info: { max_payload: maxPayload } } as unknown as NatsConnection;
  return {
    service: new ProductsService(
      repository,
      {} as EventBus,
      {} as ProductUsage,
      {} as ProductPublishingService,
      {} as ProductTranslationsRepository,
      nc,
    ),
    list,
  };
}

const rows = Array.from({ length: 10 }, (_, i) => row(10 - i, 3000));

describe('ProductsService.list batches', () => {
  it('answers everything in one batch when it fits', async () => {
    const { service } = serviceOver(rows, 1024 * 1024);
    const batch = await service.list(productListMessageSchema.parse({}));
    expect(batch.items.map((p) => p.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(batch.more).toBe(false);
    expect(batch.total).toBe(10);
  });

  it('cuts a batch to fit the NATS payload limit, and the next batch continues after the last id', async () => {
    // 32 KiB envelope margin + room for three rows of about 3.4 KB.
    const { service } = serviceOver(rows, 32 * 1024 + 11_000);
    const first = await service.list(productListMessageSchema.parse({}));
    expect(first.items.map((p) => p.id)).toEqual([10, 9, 8]);
    expect(first.more).toBe(true);
    const second = await service.list(productListMessageSchema.parse({ afterId: 8, withTotal: false }));
    expect(second.items.map((p) => p.id)).toEqual([7, 6, 5]);
    expect(second.total).toBeNull();
    const all = [...first.items, ...second.items];
    let next = second;
    while (next.more) {
      next = await service.list(productListMessageSchema.parse({ afterId: all[all.length - 1].id, withTotal: false }));
      all.push(...next.items);
    }
    expect(all.map((p) => p.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('always answers at least one row, even one larger than the budget', async () => {
    const { service } = serviceOver([row(1, 50_000)], 32 * 1024 + 1000);
    expect((await service.list(productListMessageSchema.parse({}))).items).toHaveLength(1);
  });

  it('reports more only within the requested limit (a page)', async () => {
    const { service, list } = serviceOver(rows, 1024 * 1024);
    const page = await service.list(productListMessageSchema.parse({ offset: 2, limit: 3 }));
    expect(page.items.map((p) => p.id)).toEqual([8, 7, 6]);
    expect(page.more).toBe(false);
    // One row more than asked tells whether anything follows.
    expect(list.mock.calls[0][1]).toEqual({ afterId: undefined, offset: 2, limit: 4 });
  });
});
