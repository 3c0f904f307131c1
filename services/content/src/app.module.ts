import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { entities, migrations } from './schema';
import { MediaModule } from './media/media.module';
import { MediaUsageListController } from './media-usage-list.controller';
import { TranslationCountsController } from './translation-counts.controller';
import { NewsModule } from './news/news.module';
import { PagesModule } from './pages/pages.module';

@Module({
  imports: [ServiceKitModule.forRoot({ name: 'content', entities, migrations }), NewsModule, MediaModule, PagesModule],
  controllers: [MediaUsageListController, TranslationCountsController],
})
export class AppModule {}
