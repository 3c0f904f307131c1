import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogEvents,
  CatalogRpc,
  Errors,
  type ProductDetailView,
  type ProductInput,
  type ProductListBatch,
  type RpcPayload,
} from '@site/contracts';
import {
  EventBus,
  fitToPayload,
  htmlToText,
  keyedCreate,
  NATS_CONNECTION,
  payloadBudget,
  sanitizeRichHtml,
  ServiceException,
} from '@site/service-kit';
import type { NatsConnection } from 'nats';
import { ProductUsage } from '../product-images/product-usage';
import { type ProductChanges, type ProductFields, ProductsRepository, type ProductsTx } from './products.repository';
import { toProductColumns, toProductDetailView, toProductView } from './product-view';

/**
 * A reply must stay under the NATS server's payload limit (max_payload, 1 MB by default): the
 * list is answered in batches of at most this many rows that fit the limit (fitToPayload), and
 * the gateway asks for the next one (keyset on id).
 */
export const LIST_BATCH_ROWS = 2000;
/** A description above this (after sanitising) would not fit in one reply with its product. */
const MAX_DESCRIPTION_BYTES = 512 * 1024;

@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly events: EventBus,
    private readonly usage: ProductUsage,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

  /** One batch of the filtered list, newest first. */
  async list(m: RpcPayload<typeof CatalogRpc.productList>): Promise<ProductListBatch> {
    const filter = { categoryId: m.category, status: m.status, search: m.search };
    const wanted = Math.min(m.limit ?? LIST_BATCH_ROWS, LIST_BATCH_ROWS);
    const [rows, total] = await Promise.all([
      this.products.list(filter, { afterId: m.afterId, offset: m.offset, limit: wanted + 1 }),
      m.withTotal ? this.products.count(filter) : Promise.resolve(null),
    ]);
    const { items, cut } = fitToPayload(rows.slice(0, wanted).map(toProductView), payloadBudget(this.nc));
    const moreRows = rows.length > wanted && (m.limit === undefined || items.length < m.limit);
    return { items, total, more: cut || moreRows };
  }

  async get(id: number): Promise<ProductDetailView> {
    const row = await this.products.findDetail(id);
    if (!row) throw new ServiceException(Errors.productNotFound());
    return toProductDetailView(row);
  }

  /** With an Idempotency-Key, a retry answers the product the first try made. */
  async create(input: ProductInput, idempotencyKey?: string | null): Promise<ProductDetailView> {
    const fields: ProductFields = {
      ...toProductColumns(input),
      price: input.price ?? '',
      ...this.description(input.description ?? ''),
      seoTitle: input.seo_title ?? '',
      seoDescription: input.seo_description ?? '',
      promises: input.promises ?? null,
    };
    const { id, created } = await this.products.transaction((tx) =>
      tx.createOnce(keyedCreate(idempotencyKey, input), async () => {
        await this.checkCategory(tx, fields.categoryId);
        return tx.insert(fields);
      }),
    );
    if (created) {
      await this.events.publish(CatalogEvents.productCreated, { id });
      await this.usage.report(id);
    }
    return this.get(id);
  }

  /** A price, description or SEO field left out is kept. */
  async update(id: number, input: ProductInput): Promise<ProductDetailView> {
    const fields: ProductChanges = {
      ...toProductColumns(input),
      price: input.price,
      ...(input.description === undefined ? {} : this.description(input.description)),
    };
    await this.products.transaction(async (tx) => {
      if (!(await tx.lockProduct(id))) throw new ServiceException(Errors.productNotFound());
      await this.checkCategory(tx, fields.categoryId);
      await tx.update(id, fields);
    });
    await this.events.publish(CatalogEvents.productUpdated, { id });
    await this.usage.report(id);
    return this.get(id);
  }

  /** Its images go with it; their files stay in the media library. */
  async remove(id: number): Promise<void> {
    await this.products.transaction(async (tx) => {
      if (!(await tx.lockProduct(id))) throw new ServiceException(Errors.productNotFound());
      await tx.delete(id);
    });
    await this.events.publish(CatalogEvents.productDeleted, { id });
    await this.usage.report(id);
  }

  /** Rich text is sanitised on write; its plain text is kept for search. */
  private description(html: string): Pick<ProductFields, 'description' | 'descriptionText'> {
    const description = sanitizeRichHtml(html);
    if (Buffer.byteLength(description) > MAX_DESCRIPTION_BYTES)
      throw new ServiceException(Errors.productDescriptionTooLong());
    return { description, descriptionText: htmlToText(description) };
  }

  private async checkCategory(tx: ProductsTx, categoryId: number): Promise<void> {
    const category = await tx.lockCategory(categoryId);
    if (!category) throw new ServiceException(Errors.productCategoryNotFound());
    if (category.type !== 'product') throw new ServiceException(Errors.productCategoryWrongType());
  }
}
