import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PagePublishingRpc, PageTranslationPublishingRpc, TRANSLATED_LOCALES } from '@site/contracts';
import { publishingHandlers } from '@site/service-kit';
import { MediaModule } from '../media/media.module';
import { PagesSeed } from '../seed/pages.seed';
import { PagesSeedRepository } from '../seed/pages-seed.repository';
import { PagePreviewEntity } from './page-preview.entity';
import { PagePreviewsRepository } from './page-previews.repository';
import { PagePublishingService } from './page-publishing.service';
import { PageEntity } from './page.entity';
import { PageTranslationEntity } from './page-translation.entity';
import { pageTranslationPublishing } from './page-translation-publishing.service';
import { PageTranslationsRepository } from './page-translations.repository';
import { PageTranslationsService } from './page-translations.service';
import { PagesController } from './pages.controller';
import { PagesRepository } from './pages.repository';
import { PagesService } from './pages.service';

/** The site pages staff edit (issue 34): home, about and technology as typed sections, published like news; and the demo's English pages. */
@Module({
  imports: [TypeOrmModule.forFeature([PageEntity, PagePreviewEntity, PageTranslationEntity]), MediaModule],
  controllers: [
    PagesController,
    publishingHandlers(PagePublishingRpc, PagePublishingService),
    ...TRANSLATED_LOCALES.map((locale) =>
      publishingHandlers(PageTranslationPublishingRpc[locale], pageTranslationPublishing(locale)),
    ),
  ],
  providers: [
    PagesRepository,
    PagePreviewsRepository,
    PagesService,
    PagePublishingService,
    PageTranslationsRepository,
    PageTranslationsService,
    ...TRANSLATED_LOCALES.map(pageTranslationPublishing),
    PagesSeedRepository,
    PagesSeed,
  ],
  exports: [PagesService, PagePublishingService, PageTranslationsService],
})
export class PagesModule {}
