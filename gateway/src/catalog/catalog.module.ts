import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { CategoriesAdminController, CategoriesController } from './categories.controller';
import { ProductImagesController } from './product-images.controller';
import { ProductsController } from './products.controller';
import { ProductsAdminController } from './products-admin.controller';
import { ProductsPublishingController } from './products-publishing.controller';
import { ProductTranslationControllers } from './products-translations.controller';

/** Categories, products (with their admin reads and publishing) and product images: thin routes over the catalog service. */
@Module({
  imports: [StorageModule],
  controllers: [
    CategoriesController,
    CategoriesAdminController,
    ProductsController,
    ProductsAdminController,
    ProductsPublishingController,
    ...ProductTranslationControllers,
    ProductImagesController,
  ],
})
export class CatalogModule {}
