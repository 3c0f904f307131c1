// The catalog database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- catalog <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import { CategoryEntity } from './categories/category.entity';
import { CreateCatalog1763760000000 } from './migrations/1763760000000-create-catalog';
import { ProductModel1795497093454 } from './migrations/1795497093454-ProductModel';
import { ProductSeoFields1795507522733 } from './migrations/1795507522733-ProductSeoFields';
import { ProductImageEntity } from './product-images/product-image.entity';
import { ProductEntity } from './products/product.entity';

export const entities = [CategoryEntity, ProductEntity, ProductImageEntity];

/** In order; a new one is appended after review. */
export const migrations = [CreateCatalog1763760000000, ProductModel1795497093454, ProductSeoFields1795507522733];
