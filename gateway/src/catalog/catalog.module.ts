import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { CategoriesController } from './categories.controller';
import { ProductImagesController } from './product-images.controller';
import { ProductsController } from './products.controller';

/** Categories, products and product images: thin routes over the catalog service. */
@Module({
  imports: [StorageModule],
  controllers: [CategoriesController, ProductsController, ProductImagesController],
})
export class CatalogModule {}
