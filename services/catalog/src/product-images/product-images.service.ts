import { Injectable } from '@nestjs/common';
import {
  CatalogEvents,
  Errors,
  MAX_IMAGES_PER_PRODUCT,
  type ProductImageDeletedEvent,
  type ProductImageInput,
  type ProductImageView,
  type ReorderImagesInput,
} from '@site/contracts';
import { EventBus, isUniqueViolation, ServiceException } from '@site/service-kit';
import { foreignIds, newImageIsPrimary, nextOrder, primaryAfterRemoval } from './image-rules';
import { ProductImagesRepository, type ProductImagesTx } from './product-images.repository';
import { toProductImageView } from './product-image-view';
import { ProductUsage } from './product-usage';

@Injectable()
export class ProductImagesService {
  constructor(
    private readonly images: ProductImagesRepository,
    private readonly events: EventBus,
    private readonly usage: ProductUsage,
  ) {}

  async list(productId: number): Promise<ProductImageView[]> {
    if (!(await this.images.productExists(productId))) throw new ServiceException(Errors.productNotFound());
    return (await this.images.list(productId)).map(toProductImageView);
  }

  /** The first image becomes primary when the product has none. */
  async add(productId: number, input: ProductImageInput): Promise<ProductImageView> {
    const image = await this.inProduct(productId, async (tx) => {
      const existing = await tx.list(productId);
      if (existing.length >= MAX_IMAGES_PER_PRODUCT)
        throw new ServiceException(Errors.productImagesTooMany(MAX_IMAGES_PER_PRODUCT));
      if (existing.some((i) => i.imageUrl === input.image_url))
        throw new ServiceException(Errors.productImageDuplicate());
      const primary = newImageIsPrimary(existing, input.is_primary);
      if (primary) await tx.clearPrimary(productId);
      return tx.insert({
        productId,
        imageUrl: input.image_url,
        imageOrder: input.image_order ?? nextOrder(existing),
        isPrimary: primary,
        altText: input.alt_text,
      });
    });
    await this.events.publish(CatalogEvents.productImageCreated, { id: image.id, productId, imageUrl: image.imageUrl });
    await this.usage.report(productId);
    return toProductImageView(image);
  }

  /** Deleting the primary makes the first remaining image (by order) primary. */
  async remove(productId: number, imageId: number): Promise<void> {
    const event = await this.inProduct(productId, async (tx): Promise<ProductImageDeletedEvent> => {
      const gallery = await tx.list(productId);
      const image = gallery.find((i) => i.id === imageId);
      if (!image) throw new ServiceException(Errors.productImageNotFound());
      const next = primaryAfterRemoval(gallery, imageId);
      await tx.delete(imageId);
      if (next !== null) await tx.setPrimary(productId, next);
      return { id: imageId, productId, imageUrl: image.imageUrl };
    });
    await this.events.publish(CatalogEvents.productImageDeleted, event);
    await this.usage.report(productId);
  }

  async setPrimary(productId: number, imageId: number): Promise<ProductImageView[]> {
    const gallery = await this.inProduct(productId, async (tx) => {
      if (!(await tx.list(productId)).some((i) => i.id === imageId))
        throw new ServiceException(Errors.productImageNotFound());
      await tx.setPrimary(productId, imageId);
      return tx.list(productId);
    });
    await this.events.publish(CatalogEvents.productImagePrimarySet, { productId, id: imageId });
    return gallery.map(toProductImageView);
  }

  /** All listed orders are set in one transaction; one id of another product and nothing changes. */
  async reorder(productId: number, input: ReorderImagesInput): Promise<ProductImageView[]> {
    const gallery = await this.inProduct(productId, async (tx) => {
      const foreign = foreignIds(
        input.images.map((i) => i.id),
        await tx.list(productId),
      );
      if (foreign.length) throw new ServiceException(Errors.productImageForeign(foreign));
      await tx.setOrders(productId, input.images);
      return tx.list(productId);
    });
    await this.events.publish(CatalogEvents.productImagesReordered, { productId, images: input.images });
    return gallery.map(toProductImageView);
  }

  /** One transaction with the product locked; a missing product is a 404, and its date moves on success. */
  private async inProduct<T>(productId: number, work: (tx: ProductImagesTx) => Promise<T>): Promise<T> {
    try {
      return await this.images.transaction(async (tx) => {
        if (!(await tx.lockProduct(productId))) throw new ServiceException(Errors.productNotFound());
        const result = await work(tx);
        await tx.touchProduct(productId);
        return result;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ServiceException(Errors.productImageDuplicate());
      throw error;
    }
  }
}
