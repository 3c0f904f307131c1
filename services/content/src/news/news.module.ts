import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { NewsSeed } from '../seed/news.seed';
import { NewsSeedRepository } from '../seed/news-seed.repository';
import { CategoryUsageController } from './category-usage.controller';
import { NewsCategoriesClient } from './news-categories.client';
import { NewsController } from './news.controller';
import { NewsRepository } from './news.repository';
import { NewsService } from './news.service';
import { NewsPublishingService } from './news-publishing.service';
import { NewsViewsCounter } from './news-views.counter';

/** News: the table, its rules and handlers, the category-usage answer for the catalog, and the demo seed. */
@Module({
  imports: [MediaModule],
  controllers: [NewsController, CategoryUsageController],
  providers: [
    NewsRepository,
    NewsCategoriesClient,
    NewsService,
    NewsPublishingService,
    NewsViewsCounter,
    NewsSeedRepository,
    NewsSeed,
  ],
  exports: [NewsService],
})
export class NewsModule {}
