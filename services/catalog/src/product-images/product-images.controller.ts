import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { idSchema, Patterns, productImageInputSchema, reorderImagesSchema } from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import { z } from 'zod';
import { ProductImagesService } from './product-images.service';

const productMessage = z.object({ productId: idSchema });
const imageMessage = z.object({ productId: idSchema, imageId: idSchema });
const addMessage = z.object({ productId: idSchema, input: productImageInputSchema });
const reorderMessage = z.object({ productId: idSchema, input: reorderImagesSchema });

@Controller()
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  @MessagePattern(Patterns.catalog.imagesList)
  list(@Payload(new ZodPayloadPipe(productMessage)) m: z.infer<typeof productMessage>) {
    return this.images.list(m.productId);
  }

  @MessagePattern(Patterns.catalog.imageAdd)
  add(@Payload(new ZodPayloadPipe(addMessage)) m: z.infer<typeof addMessage>) {
    return this.images.add(m.productId, m.input);
  }

  @MessagePattern(Patterns.catalog.imageDelete)
  async remove(@Payload(new ZodPayloadPipe(imageMessage)) m: z.infer<typeof imageMessage>) {
    await this.images.remove(m.productId, m.imageId);
    return { ok: true };
  }

  @MessagePattern(Patterns.catalog.imageSetPrimary)
  setPrimary(@Payload(new ZodPayloadPipe(imageMessage)) m: z.infer<typeof imageMessage>) {
    return this.images.setPrimary(m.productId, m.imageId);
  }

  @MessagePattern(Patterns.catalog.imagesReorder)
  reorder(@Payload(new ZodPayloadPipe(reorderMessage)) m: z.infer<typeof reorderMessage>) {
    return this.images.reorder(m.productId, m.input);
  }
}
