import { Controller } from '@nestjs/common';
import { ContentRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { NewsService } from './news.service';

/**
 * The catalog asks, before it deletes a news category (or changes its type), how many news
 * items use it; it refuses while any does.
 */
@Controller()
export class CategoryUsageController {
  constructor(private readonly news: NewsService) {}

  @Handles(ContentRpc.categoryUsageCount)
  async count({ categoryIds }: RpcPayload<typeof ContentRpc.categoryUsageCount>) {
    return { count: await this.news.countInCategories(categoryIds) };
  }
}
