import { Controller } from '@nestjs/common';
import { CatalogRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { ProductImagesService } from './product-images.service';

type Rpc = typeof CatalogRpc;

@Controller()
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  @Handles(CatalogRpc.imageList)
  list({ productId }: RpcPayload<Rpc['imageList']>) {
    return this.images.list(productId);
  }

  @Handles(CatalogRpc.imageCreate)
  add({ productId, input }: RpcPayload<Rpc['imageCreate']>) {
    return this.images.add(productId, input);
  }

  @Handles(CatalogRpc.imageDelete)
  remove({ productId, imageId }: RpcPayload<Rpc['imageDelete']>) {
    return this.images.remove(productId, imageId);
  }

  @Handles(CatalogRpc.imageSetPrimary)
  setPrimary({ productId, imageId }: RpcPayload<Rpc['imageSetPrimary']>) {
    return this.images.setPrimary(productId, imageId);
  }

  @Handles(CatalogRpc.imageReorder)
  reorder({ productId, input }: RpcPayload<Rpc['imageReorder']>) {
    return this.images.reorder(productId, input);
  }
}
