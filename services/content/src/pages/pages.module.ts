import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PagePublishingRpc } from '@site/contracts';
import { publishingHandlers } from '@site/service-kit';
import { MediaModule } from '../media/media.module';
import { PagePreviewEntity } from './page-preview.entity';
import { PagePreviewsRepository } from './page-previews.repository';
import { PagePublishingService } from './page-publishing.service';
import { PageEntity } from './page.entity';
import { PagesController } from './pages.controller';
import { PagesRepository } from './pages.repository';
import { PagesService } from './pages.service';

/** The site pages staff edit (issue 34): home, about and technology as typed sections, published like news. */
@Module({
  imports: [TypeOrmModule.forFeature([PageEntity, PagePreviewEntity]), MediaModule],
  controllers: [PagesController, publishingHandlers(PagePublishingRpc, PagePublishingService)],
  providers: [PagesRepository, PagePreviewsRepository, PagesService, PagePublishingService],
  exports: [PagesService, PagePublishingService],
})
export class PagesModule {}
