import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type CategoryUsageCountReply, categoryUsageCountSchema, Patterns } from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import type { z } from 'zod';

/**
 * The catalog asks, before it deletes a news category (or changes its type), how many news
 * items use it. The news table arrives with the news issue: until then no news exists, so the
 * honest answer is 0. With the table this becomes a count of news WHERE category_id = ANY(ids).
 */
@Controller()
export class CategoryUsageController {
  @MessagePattern(Patterns.content.categoryUsageCount)
  count(
    @Payload(new ZodPayloadPipe(categoryUsageCountSchema)) _m: z.infer<typeof categoryUsageCountSchema>,
  ): CategoryUsageCountReply {
    return { count: 0 };
  }
}
