import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { NewsAdminController } from './news-admin.controller';
import { NewsController } from './news.controller';
import { NewsPublishingController } from './news-publishing.controller';
import { NewsTranslationControllers } from './news-translations.controller';
import { NewsViewsPublisher } from './news-views.publisher';

/** News: thin routes over the content service (public reads, admin reads, writes, publishing). */
@Module({
  imports: [StorageModule],
  controllers: [NewsController, NewsAdminController, NewsPublishingController, ...NewsTranslationControllers],
  providers: [NewsViewsPublisher],
  exports: [NewsViewsPublisher],
})
export class NewsModule {}
