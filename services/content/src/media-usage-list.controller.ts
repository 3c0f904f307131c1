import { Controller } from '@nestjs/common';
import { ContentRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { NewsService } from './news/news.service';
import { PagesService } from './pages/pages.service';

/** Every content record that shows uploads, for the usage index's rebuild: the pages, then the news by id. */
@Controller()
export class MediaUsageListController {
  constructor(
    private readonly news: NewsService,
    private readonly pages: PagesService,
  ) {}

  @Handles(ContentRpc.mediaUsageList)
  async usageList({ after, limit }: RpcPayload<(typeof ContentRpc)['mediaUsageList']>) {
    const news = await this.news.usageList(after, limit);
    // Three pages at most: they come with the first page of news.
    return after === null ? { ...news, sources: [...(await this.pages.usageSources()), ...news.sources] } : news;
  }
}
