import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type CategoryUsageCountReply, categoryUsageCountSchema, Patterns } from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import type { z } from 'zod';
import { NewsService } from './news.service';

/**
 * The catalog asks, before it deletes a news category (or changes its type), how many news
 * items use it; it refuses while any does.
 */
@Controller()
export class CategoryUsageController {
  constructor(private readonly news: NewsService) {}

  @MessagePattern(Patterns.content.categoryUsageCount)
  async count(
    @Payload(new ZodPayloadPipe(categoryUsageCountSchema)) m: z.infer<typeof categoryUsageCountSchema>,
  ): Promise<CategoryUsageCountReply> {
    return { count: await this.news.countInCategories(m.categoryIds) };
  }
}
