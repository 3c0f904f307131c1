import { Controller } from '@nestjs/common';
import { CatalogRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { ProductsService } from './products.service';
import { ProductTranslationsService } from './product-translations.service';

type Rpc = typeof CatalogRpc;

@Controller()
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly translations: ProductTranslationsService,
  ) {}

  @Handles(CatalogRpc.productList)
  list(m: RpcPayload<Rpc['productList']>) {
    return this.products.list(m);
  }

  @Handles(CatalogRpc.productGet)
  get({ id, locale }: RpcPayload<Rpc['productGet']>) {
    return this.products.get(id, locale);
  }

  @Handles(CatalogRpc.productTranslations)
  translationList({ id }: RpcPayload<Rpc['productTranslations']>) {
    return this.translations.list(id);
  }

  @Handles(CatalogRpc.productTranslationSave)
  translationSave({ id, locale, actor, input, version, publish }: RpcPayload<Rpc['productTranslationSave']>) {
    return this.translations.save(id, locale, actor, input, version, publish);
  }

  @Handles(CatalogRpc.productTranslationDelete)
  translationDelete({ id, locale }: RpcPayload<Rpc['productTranslationDelete']>) {
    return this.translations.remove(id, locale);
  }

  @Handles(CatalogRpc.productAdminList)
  adminList(m: RpcPayload<Rpc['productAdminList']>) {
    return this.products.adminList(m);
  }

  @Handles(CatalogRpc.productAdminGet)
  adminGet({ id }: RpcPayload<Rpc['productAdminGet']>) {
    return this.products.adminGet(id);
  }

  @Handles(CatalogRpc.productCreate)
  create({ actor, input, idempotencyKey, publish }: RpcPayload<Rpc['productCreate']>) {
    return this.products.create(actor, input, idempotencyKey, publish);
  }

  @Handles(CatalogRpc.productUpdate)
  update({ id, actor, input, version, publish }: RpcPayload<Rpc['productUpdate']>) {
    return this.products.update(id, actor, input, version, publish);
  }

  @Handles(CatalogRpc.productDelete)
  remove({ id }: RpcPayload<Rpc['productDelete']>) {
    return this.products.remove(id);
  }
}
