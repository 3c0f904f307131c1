import { Injectable } from '@nestjs/common';
import { CatalogEvents, type MediaUsageSource, referencesOf } from '@site/contracts';
import { afterId, EventBus, reportMediaUsage, usagePage } from '@site/service-kit';
import { type ProductUsageRow, ProductImagesRepository } from './product-images.repository';

const sourceOf = (id: number, row: ProductUsageRow | undefined): MediaUsageSource => ({
  kind: 'product',
  id: String(id),
  label: row?.name ?? '',
  references: row ? referencesOf({ images: row.images, description: row.description }) : [],
});

/** The uploads products show (gallery and pictures in the description), for the media usage index. */
@Injectable()
export class ProductUsage {
  constructor(
    private readonly images: ProductImagesRepository,
    private readonly events: EventBus,
  ) {}

  /** After a write to the product (or its gallery) commits; none once it is deleted. */
  async report(productId: number): Promise<void> {
    const [row] = await this.images.usageRows(0, 1, productId);
    await reportMediaUsage(this.events, CatalogEvents.mediaUsageReported, sourceOf(productId, row));
  }

  async list(after: string | null, limit: number) {
    return usagePage(await this.images.usageRows(afterId(after), limit), limit, (row) => sourceOf(row.id, row));
  }
}
