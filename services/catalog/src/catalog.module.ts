import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductPublishingRpc, ProductTranslationPublishingRpc, TRANSLATED_LOCALES } from '@site/contracts';
import { publishingHandlers } from '@site/service-kit';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesRepository } from './categories/categories.repository';
import { CategoriesService } from './categories/categories.service';
import { CategoryEntity } from './categories/category.entity';
import { CategoryTranslationEntity } from './categories/category-translation.entity';
import { NewsUsageClient } from './categories/news-usage.client';
import { MediaUsageController } from './product-images/media-usage.controller';
import { ProductImageEntity } from './product-images/product-image.entity';
import { ProductImagesController } from './product-images/product-images.controller';
import { ProductImagesRepository } from './product-images/product-images.repository';
import { ProductImagesService } from './product-images/product-images.service';
import { ProductUsage } from './product-images/product-usage';
import { ProductEntity } from './products/product.entity';
import { ProductPublishingService } from './products/product-publishing.service';
import { ProductTranslationEntity } from './products/product-translation.entity';
import { productTranslationPublishing } from './products/product-translation-publishing.service';
import { ProductTranslationsRepository } from './products/product-translations.repository';
import { ProductTranslationsService } from './products/product-translations.service';
import { ProductsController } from './products/products.controller';
import { ProductsRepository } from './products/products.repository';
import { ProductsService } from './products/products.service';
import { CatalogSeed } from './seed/catalog.seed';
import { CatalogSeedRepository } from './seed/catalog-seed.repository';

/**
 * Categories, products and their images: a category may not go while products use it, and a
 * product needs a product category, so the three share one module (folders per aggregate).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      CategoryEntity,
      CategoryTranslationEntity,
      ProductEntity,
      ProductTranslationEntity,
      ProductImageEntity,
    ]),
  ],
  controllers: [
    CategoriesController,
    ProductsController,
    publishingHandlers(ProductPublishingRpc, ProductPublishingService),
    ...TRANSLATED_LOCALES.map((locale) =>
      publishingHandlers(ProductTranslationPublishingRpc[locale], productTranslationPublishing(locale)),
    ),
    ProductImagesController,
    MediaUsageController,
  ],
  providers: [
    CategoriesRepository,
    CategoriesService,
    NewsUsageClient,
    ProductsRepository,
    ProductsService,
    ProductPublishingService,
    ProductTranslationsRepository,
    ProductTranslationsService,
    ...TRANSLATED_LOCALES.map(productTranslationPublishing),
    ProductImagesRepository,
    ProductImagesService,
    ProductUsage,
    CatalogSeedRepository,
    CatalogSeed,
  ],
})
export class CatalogModule {}
