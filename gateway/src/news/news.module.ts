import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { NewsController } from './news.controller';

/** News: thin routes over the content service. */
@Module({
  imports: [StorageModule],
  controllers: [NewsController],
})
export class NewsModule {}
