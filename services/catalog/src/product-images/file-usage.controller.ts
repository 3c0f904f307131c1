import { Controller } from '@nestjs/common';
import { CatalogRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { ProductImagesRepository } from './product-images.repository';

/** The gateway asks before it removes an uploaded file whose last known user went away. */
@Controller()
export class FileUsageController {
  constructor(private readonly images: ProductImagesRepository) {}

  @Handles(CatalogRpc.fileUsageList)
  async usage({ urls }: RpcPayload<typeof CatalogRpc.fileUsageList>) {
    return { used: await this.images.usedFiles(urls) };
  }
}
