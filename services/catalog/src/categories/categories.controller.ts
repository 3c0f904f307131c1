import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  categoryListQuerySchema,
  createCategorySchema,
  idSchema,
  Patterns,
  updateCategorySchema,
} from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import { z } from 'zod';
import { CategoriesService } from './categories.service';

const listMessage = categoryListQuerySchema;
const idMessage = z.object({ id: idSchema });
const createMessage = z.object({ input: createCategorySchema });
const updateMessage = z.object({ id: idSchema, input: updateCategorySchema });

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @MessagePattern(Patterns.catalog.categoriesList)
  list(@Payload(new ZodPayloadPipe(listMessage)) m: z.infer<typeof listMessage>) {
    return this.categories.list(m.type);
  }

  @MessagePattern(Patterns.catalog.categoryGet)
  get(@Payload(new ZodPayloadPipe(idMessage)) m: z.infer<typeof idMessage>) {
    return this.categories.get(m.id);
  }

  @MessagePattern(Patterns.catalog.categoryDescendants)
  descendants(@Payload(new ZodPayloadPipe(idMessage)) m: z.infer<typeof idMessage>) {
    return this.categories.descendants(m.id);
  }

  @MessagePattern(Patterns.catalog.categoryCreate)
  create(@Payload(new ZodPayloadPipe(createMessage)) m: z.infer<typeof createMessage>) {
    return this.categories.create(m.input);
  }

  @MessagePattern(Patterns.catalog.categoryUpdate)
  update(@Payload(new ZodPayloadPipe(updateMessage)) m: z.infer<typeof updateMessage>) {
    return this.categories.update(m.id, m.input);
  }

  @MessagePattern(Patterns.catalog.categoryDelete)
  async remove(@Payload(new ZodPayloadPipe(idMessage)) m: z.infer<typeof idMessage>) {
    await this.categories.remove(m.id);
    return { ok: true };
  }
}
