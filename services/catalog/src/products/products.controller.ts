import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { idSchema, Patterns, productInputSchema, productListMessageSchema } from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import { z } from 'zod';
import { ProductsService } from './products.service';

const idMessage = z.object({ id: idSchema });
const createMessage = z.object({ input: productInputSchema });
const updateMessage = z.object({ id: idSchema, input: productInputSchema });

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @MessagePattern(Patterns.catalog.productsList)
  list(@Payload(new ZodPayloadPipe(productListMessageSchema)) m: z.infer<typeof productListMessageSchema>) {
    return this.products.list(m);
  }

  @MessagePattern(Patterns.catalog.productGet)
  get(@Payload(new ZodPayloadPipe(idMessage)) m: z.infer<typeof idMessage>) {
    return this.products.get(m.id);
  }

  @MessagePattern(Patterns.catalog.productCreate)
  create(@Payload(new ZodPayloadPipe(createMessage)) m: z.infer<typeof createMessage>) {
    return this.products.create(m.input);
  }

  @MessagePattern(Patterns.catalog.productUpdate)
  update(@Payload(new ZodPayloadPipe(updateMessage)) m: z.infer<typeof updateMessage>) {
    return this.products.update(m.id, m.input);
  }

  @MessagePattern(Patterns.catalog.productDelete)
  async remove(@Payload(new ZodPayloadPipe(idMessage)) m: z.infer<typeof idMessage>) {
    await this.products.remove(m.id);
    return { ok: true };
  }
}
