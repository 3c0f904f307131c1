import { Controller } from '@nestjs/common';
import { CatalogRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { ProductTranslationsService } from '../products/product-translations.service';
import { CategoriesService } from './categories.service';

type Rpc = typeof CatalogRpc;

@Controller()
export class CategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly products: ProductTranslationsService,
  ) {}

  @Handles(CatalogRpc.categoryList)
  list({ type, locale }: RpcPayload<Rpc['categoryList']>) {
    return this.categories.list(type, locale);
  }

  @Handles(CatalogRpc.categoryAdminList)
  adminList({ type }: RpcPayload<Rpc['categoryAdminList']>) {
    return this.categories.adminList(type);
  }

  @Handles(CatalogRpc.translationCounts)
  async translationCounts() {
    const [categories, products] = await Promise.all([
      this.categories.translationCounts(),
      this.products.translationCount(),
    ]);
    return { items: [...categories, products] };
  }

  @Handles(CatalogRpc.categoryGet)
  get({ id }: RpcPayload<Rpc['categoryGet']>) {
    return this.categories.get(id);
  }

  @Handles(CatalogRpc.categoryDescendants)
  descendants({ id }: RpcPayload<Rpc['categoryDescendants']>) {
    return this.categories.descendants(id);
  }

  @Handles(CatalogRpc.categoryCreate)
  create({ input, idempotencyKey }: RpcPayload<Rpc['categoryCreate']>) {
    return this.categories.create(input, idempotencyKey);
  }

  @Handles(CatalogRpc.categoryUpdate)
  update({ id, input }: RpcPayload<Rpc['categoryUpdate']>) {
    return this.categories.update(id, input);
  }

  @Handles(CatalogRpc.categoryDelete)
  remove({ id }: RpcPayload<Rpc['categoryDelete']>) {
    return this.categories.remove(id);
  }
}
