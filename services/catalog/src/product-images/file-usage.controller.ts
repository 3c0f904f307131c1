import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type FileUsageReply, fileUsageQuerySchema, Patterns } from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import type { z } from 'zod';
import { ProductImagesRepository } from './product-images.repository';

/** The gateway asks before it removes an uploaded file whose last known user went away. */
@Controller()
export class FileUsageController {
  constructor(private readonly images: ProductImagesRepository) {}

  @MessagePattern(Patterns.catalog.fileUsage)
  async usage(
    @Payload(new ZodPayloadPipe(fileUsageQuerySchema)) m: z.infer<typeof fileUsageQuerySchema>,
  ): Promise<FileUsageReply> {
    return { used: await this.images.usedFiles(m.urls) };
  }
}
