import { Controller } from '@nestjs/common';
import { CatalogRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { ProductUsage } from './product-usage';

/** The media library rebuilds its usage index from this list. */
@Controller()
export class MediaUsageController {
  constructor(private readonly usage: ProductUsage) {}

  @Handles(CatalogRpc.mediaUsageList)
  list({ after, limit }: RpcPayload<typeof CatalogRpc.mediaUsageList>) {
    return this.usage.list(after, limit);
  }
}
