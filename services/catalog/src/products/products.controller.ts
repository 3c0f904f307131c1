import { Controller } from '@nestjs/common';
import { CatalogRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { ProductsService } from './products.service';

type Rpc = typeof CatalogRpc;

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Handles(CatalogRpc.productList)
  list(m: RpcPayload<Rpc['productList']>) {
    return this.products.list(m);
  }

  @Handles(CatalogRpc.productGet)
  get({ id }: RpcPayload<Rpc['productGet']>) {
    return this.products.get(id);
  }

  @Handles(CatalogRpc.productCreate)
  create({ input, idempotencyKey }: RpcPayload<Rpc['productCreate']>) {
    return this.products.create(input, idempotencyKey);
  }

  @Handles(CatalogRpc.productUpdate)
  update({ id, input }: RpcPayload<Rpc['productUpdate']>) {
    return this.products.update(id, input);
  }

  @Handles(CatalogRpc.productDelete)
  remove({ id }: RpcPayload<Rpc['productDelete']>) {
    return this.products.remove(id);
  }
}
