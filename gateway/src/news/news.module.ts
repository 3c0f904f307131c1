import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { NewsController } from './news.controller';
import { NewsViewsPublisher } from './news-views.publisher';

/** News: thin routes over the content service. */
@Module({
  imports: [StorageModule],
  controllers: [NewsController],
  providers: [NewsViewsPublisher],
  exports: [NewsViewsPublisher],
})
export class NewsModule {}
