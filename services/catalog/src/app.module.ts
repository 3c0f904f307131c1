import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { CatalogModule } from './catalog.module';
import { CategoryEntity } from './categories/category.entity';
import { CreateCatalog1763760000000 } from './migrations/1763760000000-create-catalog';
import { ProductImageEntity } from './product-images/product-image.entity';
import { ProductEntity } from './products/product.entity';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'catalog',
      entities: [CategoryEntity, ProductEntity, ProductImageEntity],
      migrations: [CreateCatalog1763760000000],
    }),
    CatalogModule,
  ],
})
export class AppModule {}
