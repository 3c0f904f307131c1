// The catalog database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- catalog <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import { join } from 'node:path';
import { IdempotencyKeyEntity, migrationsIn, PreviewLinkEntity, RevisionEntity } from '@site/service-kit';
import { CategoryEntity } from './categories/category.entity';
import { CategoryTranslationEntity } from './categories/category-translation.entity';
import { ProductImageEntity } from './product-images/product-image.entity';
import { ProductEntity } from './products/product.entity';
import { ProductTranslationEntity } from './products/product-translation.entity';

export const entities = [
  CategoryEntity,
  CategoryTranslationEntity,
  ProductEntity,
  ProductTranslationEntity,
  ProductImageEntity,
  IdempotencyKeyEntity,
  RevisionEntity,
  PreviewLinkEntity,
];

/** Every file in ./migrations, in timestamp order: a generated migration is picked up once reviewed. */
export const migrations = migrationsIn(join(__dirname, 'migrations'));
