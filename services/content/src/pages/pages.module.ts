import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { PagePreviewEntity } from './page-preview.entity';
import { PagePreviewsRepository } from './page-previews.repository';
import { PageEntity } from './page.entity';
import { PagesController } from './pages.controller';
import { PagesRepository } from './pages.repository';
import { PagesService } from './pages.service';

/** The site pages staff edit (issue 34): home, about and technology as typed sections. */
@Module({
  imports: [TypeOrmModule.forFeature([PageEntity, PagePreviewEntity]), MediaModule],
  controllers: [PagesController],
  providers: [PagesRepository, PagePreviewsRepository, PagesService],
  exports: [PagesService],
})
export class PagesModule {}
