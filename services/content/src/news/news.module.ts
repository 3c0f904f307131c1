import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsPublishingRpc, NewsTranslationPublishingRpc, TRANSLATED_LOCALES } from '@site/contracts';
import { publishingHandlers } from '@site/service-kit';
import { MediaModule } from '../media/media.module';
import { NewsSeed } from '../seed/news.seed';
import { NewsSeedRepository } from '../seed/news-seed.repository';
import { CategoryUsageController } from './category-usage.controller';
import { NewsCategoriesClient } from './news-categories.client';
import { NewsController } from './news.controller';
import { NewsEntity } from './news.entity';
import { NewsTranslationEntity } from './news-translation.entity';
import { newsTranslationPublishing } from './news-translation-publishing.service';
import { NewsTranslationsRepository } from './news-translations.repository';
import { NewsTranslationsService } from './news-translations.service';
import { NewsRepository } from './news.repository';
import { NewsService } from './news.service';
import { NewsPublishingService } from './news-publishing.service';
import { NewsViewsCounter } from './news-views.counter';

/**
 * News: the table, its rules and handlers, the category-usage answer for the catalog, and the demo seed.
 * The entity is declared here too: publishing writes it through TypeORM (`manager.update`), which needs
 * its metadata in the module's data source (a medium test loads only the entities its modules declare).
 */
@Module({
  imports: [TypeOrmModule.forFeature([NewsEntity, NewsTranslationEntity]), MediaModule],
  controllers: [
    NewsController,
    publishingHandlers(NewsPublishingRpc, NewsPublishingService),
    ...TRANSLATED_LOCALES.map((locale) =>
      publishingHandlers(NewsTranslationPublishingRpc[locale], newsTranslationPublishing(locale)),
    ),
    CategoryUsageController,
  ],
  providers: [
    NewsRepository,
    NewsCategoriesClient,
    NewsService,
    NewsPublishingService,
    NewsTranslationsRepository,
    NewsTranslationsService,
    ...TRANSLATED_LOCALES.map(newsTranslationPublishing),
    NewsViewsCounter,
    NewsSeedRepository,
    NewsSeed,
  ],
  exports: [NewsService, NewsTranslationsService],
})
export class NewsModule {}
