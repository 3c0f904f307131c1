import { AsyncLocalStorage } from 'node:async_hooks';
import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogEvents,
  Errors,
  type ProductAdminView,
  type ProductDetailView,
  type ProductInput,
  productFieldsSchema,
  type SessionUser,
} from '@site/contracts';
import {
  type Done,
  EventBus,
  type PublishingRecords,
  PublishingService,
  PublishingWorkflow,
  SERVICE_CONFIG,
  type ServiceConfig,
  ServiceException,
} from '@site/service-kit';
import { ProductUsage } from '../product-images/product-usage';
import { cleanDraft, matchesColumns, rowWith, toColumns, toProductAdminView, workingCopy } from './product-draft';
import type { ProductColumnsRow, ProductDetailRow } from './product-view';
import { toProductDetailView } from './product-view';
import { ProductsRepository, type ProductsTx, requireProductCategory } from './products.repository';

/**
 * Products' publishing (docs/publishing.md) on the shared workflow: their columns, their publish-only
 * check (the category exists and is a product category), and what a restore drops. Product images
 * stay live, outside drafts; the catalog cannot see the media library, so a restore checks no picture.
 */
@Injectable()
export class ProductPublishingService extends PublishingService<
  ProductInput,
  ProductColumnsRow,
  void,
  ProductAdminView,
  ProductDetailView
> {
  protected readonly fieldKeys = Object.keys(productFieldsSchema.shape);
  /**
   * The workflow's transaction, for the publish check it runs inside one (publish, schedule): the
   * check reads the category on that connection, never a second one from the pool while it holds this.
   */
  private readonly currentTx = new AsyncLocalStorage<ProductsTx>();

  constructor(
    private readonly products: ProductsRepository,
    private readonly events: EventBus,
    private readonly usage: ProductUsage,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {
    super();
  }

  protected makeWorkflow() {
    const products = this.products;
    const records: PublishingRecords<ProductInput, ProductColumnsRow, void> = {
      type: 'product',
      previewPath: '/preview/products',
      notFound: () => Errors.productNotFound(),
      events: { published: CatalogEvents.productPublished, unpublished: CatalogEvents.productUnpublished },
      get manager() {
        return products.manager;
      },
      transaction: (work) => products.transaction((tx) => this.currentTx.run(tx, () => work(tx))),
      findAny: (id) => products.findAny(id),
      late: (ms) => products.late(ms),
      scheduled: () => products.scheduled(),
      workingCopy,
      matchesColumns,
      checkForPublish: async (fields) => {
        const tx = this.currentTx.getStore();
        await (tx ? tx.requireProductCategory(fields.category) : this.requireCategory(fields.category));
      },
      writeColumns: async (tx, row, fields) => {
        // The columns' category must be a product category (locked against its deletion meanwhile).
        await (tx as ProductsTx).requireProductCategory(fields.category);
        await (tx as ProductsTx).writeColumns(row.id, toColumns(fields));
      },
      eventOf: (row) => ({ id: row.id }),
      changed: (id) => this.usage.report(id),
    };
    return new PublishingWorkflow(records, this.events, this.config.PUBLISH_POLL_MS);
  }

  /** The first revision of a new product, in its create's transaction (published there too if asked). */
  override created(
    tx: ProductsTx,
    id: number,
    fields: ProductInput,
    actor: SessionUser,
    publish: boolean,
  ): Promise<Done[]> {
    return this.currentTx.run(tx, () => super.created(tx, id, fields, actor, publish));
  }

  async adminView(id: number): Promise<ProductAdminView> {
    const row = await this.products.findAny(id);
    if (!row) throw new ServiceException(Errors.productNotFound());
    return toProductAdminView(row, await this.categoryName(row, workingCopy(row).category));
  }

  /**
   * A new draft from an old revision; what is live never changes. A category no longer there (or no
   * longer a product category) gives way to the current one. Pictures are not checked: the catalog
   * cannot see the media library, and a missing picture in the description shows as a broken image.
   */
  async restore(id: number, rev: number, actor: SessionUser): Promise<{ record: ProductAdminView; dropped: string[] }> {
    const dropped = await this.workflow.restore(id, rev, actor, async (snapshot, current) => {
      const parsed = productFieldsSchema.safeParse(snapshot);
      if (!parsed.success) throw new ServiceException(Errors.revisionNotFound());
      let fields = parsed.data;
      const dropped: string[] = [];
      try {
        await this.requireCategory(fields.category);
      } catch (error) {
        if (!(error instanceof ServiceException) || error.payload.status >= 500) throw error;
        dropped.push(`分类（ID ${fields.category}）已不存在，已保留当前分类`);
        fields = { ...fields, category: current.category };
      }
      return { fields: cleanDraft(fields, current), dropped };
    });
    await this.events.publish(CatalogEvents.productUpdated, { id });
    return { record: await this.adminView(id), dropped };
  }

  /** The working copy a preview link shows, as the public product page would (any state), with the live images. */
  async preview(token: string): Promise<ProductDetailView> {
    const { row, fields } = await this.workflow.preview(token);
    // The workflow's row comes from findAny: the detail row, with its images and category name.
    const detail = row as ProductDetailRow;
    return toProductDetailView(rowWith(detail, fields, await this.categoryName(detail, fields.category)));
  }

  /** A product category that exists, or the Chinese 400. */
  async requireCategory(id: number): Promise<void> {
    requireProductCategory(await this.products.category(id));
  }

  private async categoryName(row: ProductDetailRow, id: number): Promise<string> {
    if (id === row.categoryId) return row.categoryName;
    return (await this.products.category(id))?.name ?? '';
  }
}
